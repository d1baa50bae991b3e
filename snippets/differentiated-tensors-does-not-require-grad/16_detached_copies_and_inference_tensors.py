import torch

x = torch.randn(3, requires_grad=True)
y = (x * 2).sum()
for name, t in [("x.detach()", x.detach()), ("x.data", x.data)]:
    try:
        torch.autograd.grad(y, [t])
    except RuntimeError as e:
        print(f"{name}: {e}")

with torch.inference_mode():          # a validation loop under inference_mode
    v = torch.randn(3)
try:
    v.requires_grad_(True)
except RuntimeError as e:
    print("inference tensor:", e)
