import torch

for shape in [(), (3,), (2, 3), (2, 3, 4)]:
    t = torch.zeros(shape)
    try:
        t.sum(dim=3)
    except IndexError as exc:
        print(f"{t.dim()} dimensions {str(list(shape)):>9}: {exc}")
