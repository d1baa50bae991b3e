import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
device = "cuda" if torch.cuda.is_available() else "cpu"
model = nn.Sequential(nn.Linear(16, 1), nn.Sigmoid()).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
scaler = torch.amp.GradScaler(device)
x = torch.randn(8, 16, device=device)
target = (x[:, :1] > 0).float()


def dice_loss(pred, target):
    # one Python number per sample, then a new tensor built from the numbers
    scores = [1 - (2 * (p * t).sum() / (p.sum() + t.sum())).item() for p, t in zip(pred, target)]
    return torch.tensor(scores, device=pred.device, requires_grad=True).mean()


with torch.autocast(device, dtype=torch.float16):
    pred = model(x)
loss = dice_loss(pred.float(), target)
scaler.scale(loss).backward()  # runs: the new tensor requires grad
scaler.step(opt)               # but no parameter of the model got a gradient
