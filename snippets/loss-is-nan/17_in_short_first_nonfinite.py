import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(64, 4) * torch.tensor([1.0, 10.0, 100.0, 1000.0])
y = x @ torch.tensor([1.0, -2.0, 0.5, 0.01]) + torch.randn(64)
model = nn.Linear(4, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)


# --8<-- [start:short]
def not_finite(loss, model):
    """Call after backward(): what is inf or NaN, the loss or some gradients (by parameter name)."""
    if not torch.isfinite(loss):
        return ["the loss"]
    return [name for name, p in model.named_parameters() if not torch.isfinite(p.grad).all()]
# --8<-- [end:short]


for step in range(12):
    loss = nn.functional.mse_loss(model(x).squeeze(1), y)
    optimizer.zero_grad()
    loss.backward()
    bad = not_finite(loss, model)
    print(f"step {step}: loss {loss.item():.3g}" + (f" | not finite: {bad}" if bad else ""))
    if bad:
        break                         # stop before optimizer.step() writes it into the weights
    optimizer.step()
