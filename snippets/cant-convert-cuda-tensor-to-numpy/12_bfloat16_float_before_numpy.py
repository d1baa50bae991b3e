import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(4, 3)
with torch.autocast("cpu", dtype=torch.bfloat16):   # on a GPU: torch.autocast("cuda", dtype=torch.bfloat16)
    pred = model(x)                   # bfloat16 and requires grad, like the output of a model loaded in bf16
print("pred:", pred.dtype, "| requires grad:", pred.requires_grad)


def attempt(name, convert):
    try:
        convert()
    except (TypeError, RuntimeError) as e:
        print(f"{name:32} {type(e).__name__}: {e}")


attempt(".numpy() on the device", lambda: pred.to("meta").numpy())   # meta stands in for the GPU
attempt(".cpu().numpy()", lambda: pred.cpu().numpy())
attempt(".detach().cpu().numpy()", lambda: pred.detach().cpu().numpy())
attempt(".numpy(force=True)", lambda: pred.numpy(force=True))
# --8<-- [start:bf16]
points = pred.detach().cpu().float().numpy()  # float32 before numpy(): NumPy has no bfloat16
# --8<-- [end:bf16]
print(f"{'.detach().cpu().float().numpy()':32} {type(points).__name__} {points.dtype} {points.shape}")


# --8<-- [start:helper]
def to_numpy(t):
    """Out of the graph, off the GPU, bfloat16 as float32; other dtypes kept."""
    t = t.detach().cpu()
    return (t.float() if t.dtype == torch.bfloat16 else t).numpy()
# --8<-- [end:helper]


labels = torch.tensor([0, 1, 1, 0])
print("to_numpy:", {name: str(to_numpy(t).dtype) for name, t in [("pred", pred), ("pred.float()", pred.float()), ("labels", labels)]})
