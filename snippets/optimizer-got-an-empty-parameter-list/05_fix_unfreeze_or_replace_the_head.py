import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))  # stands for a pretrained model
# --8<-- [start:fix]
for param in model.parameters():
    param.requires_grad = False  # freeze the pretrained part
model[-1] = nn.Linear(8, 1)  # a new head requires grad; or: model[-1].requires_grad_(True)

trainable = [name for name, p in model.named_parameters() if p.requires_grad]
print("trainable:", trainable)  # check it before building the optimizer
optimizer = torch.optim.SGD([p for p in model.parameters() if p.requires_grad], lr=0.1)
# --8<-- [end:fix]
x = torch.randn(64, 4)
y = x.sum(dim=1, keepdim=True)
for step in range(201):
    optimizer.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    optimizer.step()
    if step % 100 == 0:
        print(f"step {step}: loss {loss.item():.4f}")
