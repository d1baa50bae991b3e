import torch

torch.manual_seed(0)
x = torch.randn(8, 3)
y = torch.randn(8)

for tracked in (False, True):
    w = torch.zeros(3, requires_grad=tracked)
    pred = x @ w
    loss = ((pred - y) ** 2).mean()
    print(f"w = torch.zeros(3, requires_grad={tracked}):")
    for name, t in [("w", w), ("pred", pred), ("loss", loss)]:
        grad_fn = t.grad_fn.name() if t.grad_fn is not None else None
        print(f"  {name:5} requires_grad={t.requires_grad!s:5}  grad_fn={grad_fn}")
