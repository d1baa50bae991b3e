import torch
import torch.distributed as dist
from torch import nn

torch.manual_seed(0)
# --8<-- [start:fix]
# SyncBatchNorm only with a process group; mmcv configs say it as norm_cfg=dict(type="BN")
Norm = nn.SyncBatchNorm if dist.is_initialized() else nn.BatchNorm2d
model = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), Norm(8), nn.ReLU(),
                      nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 2))
# --8<-- [end:fix]
print("normalisation layer:", type(model[1]).__name__)
optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
x = torch.randn(16, 3, 8, 8)
y = (x[:, 0].mean(dim=(1, 2)) > 0).long()  # a label the model can learn
for step in range(5):
    loss = nn.functional.cross_entropy(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    print(f"step {step}: loss {loss.item():.4f}")
