import torch

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
x = torch.randn(3, requires_grad=True)

for name, use in [("x * 0", lambda: (x * 0).sum()),
                  ("x.detach()", lambda: x.detach().sum()),
                  ("x.argmax()", lambda: x.argmax()),
                  ("(x > 0)", lambda: (x > 0).sum())]:
    out = (w * 2).sum() + use()
    (g,) = torch.autograd.grad(out, x, allow_unused=True)   # None where x is not reached
    print(f"out uses {name:11} x reached: {g is not None}")
