import torch
from torch import nn


# --8<-- [start:fix]
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1)])
        # or: self.layers = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x
# --8<-- [end:fix]


torch.manual_seed(0)
model = Net()
print("parameters the model registered:", [name for name, _ in model.named_parameters()])
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(64, 4)
y = x.sum(dim=1, keepdim=True)  # a target the model can learn
for step in range(201):
    optimizer.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    optimizer.step()
    if step % 100 == 0:
        print(f"step {step}: loss {loss.item():.4f}")
