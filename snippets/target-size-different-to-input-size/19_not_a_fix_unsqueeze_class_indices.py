import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
centers = torch.tensor([[0.0, 3.0], [3.0, 0.0], [-3.0, -3.0]])
y = torch.arange(3).repeat(100)          # 300 samples of 3 well-separated classes, as indices
x = centers[y] + torch.randn(300, 2)

model = nn.Linear(2, 3)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for step in range(200):
    opt.zero_grad()
    loss = F.mse_loss(model(x), y.unsqueeze(1).float())  # [300, 1] against [300, 3]: runs, and still warns
    loss.backward()
    opt.step()
    if step in (0, 199):
        print(f"step {step:3}: loss {loss.item():.3f}")

scores = model(x).detach()
print("scores of one sample of each class:")
print(scores[:3].numpy().round(2))
spread = (scores.max(1).values - scores.min(1).values).max().item()
print(f"largest gap between the 3 scores of any sample: {spread:.4f}")
