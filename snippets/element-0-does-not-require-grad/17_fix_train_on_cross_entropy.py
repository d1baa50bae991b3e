import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 3)
x, y = torch.randn(16, 4), torch.randint(0, 3, (16,))

# --8<-- [start:fix]
logits = model(x)
loss = nn.functional.cross_entropy(logits, y)  # differentiable: this is what trains
loss.backward()
with torch.no_grad():
    accuracy = (logits.argmax(dim=1) == y).float().mean()  # a metric: reported, not trained on
# --8<-- [end:fix]
print("loss grad_fn:", loss.grad_fn.name(), "| weight gradient:", model.weight.grad is not None)
print(f"accuracy: {accuracy.item():.4f}")
