import torch
from torch import nn

torch.manual_seed(0)
# Features on very different scales: the last one is in the thousands
x = torch.randn(64, 4) * torch.tensor([1.0, 10.0, 100.0, 1000.0])
y = x @ torch.tensor([1.0, -2.0, 0.5, 0.01]) + torch.randn(64)

model = nn.Linear(4, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
for step in range(12):
    loss = nn.functional.mse_loss(model(x).squeeze(1), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    print(f"step {step:2}  loss {loss.item():.3g}")
