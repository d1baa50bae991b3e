import torch


def line_up(**shapes):
    """Write the shapes right-aligned, as broadcasting reads them, and the shape they broadcast to."""
    width = max(len(shape) for shape in shapes.values())
    rows = {name: [""] * (width - len(shape)) + list(shape) for name, shape in shapes.items()}
    rows["broadcast"] = list(torch.broadcast_shapes(*shapes.values()))
    for name, sizes in rows.items():
        print(f"{name:<11}" + "".join(f"{size:>4}" for size in sizes))


line_up(prediction=torch.Size([4, 1]), target=torch.Size([4]))
