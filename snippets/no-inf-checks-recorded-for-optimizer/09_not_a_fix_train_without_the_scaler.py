import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
model = nn.Sequential(nn.Linear(16, 1), nn.Sigmoid())
opt = torch.optim.SGD(model.parameters(), lr=0.5)
x = torch.randn(8, 16)
target = (x[:, :1] > 0).float()
before = model[0].weight.detach().clone()


def dice_loss(pred, target):  # the loss of the first trigger: rebuilt from Python numbers
    scores = [1 - (2 * (p * t).sum() / (p.sum() + t.sum())).item() for p, t in zip(pred, target)]
    return torch.tensor(scores, requires_grad=True).mean()


for step in range(30):
    opt.zero_grad()
    loss = dice_loss(model(x), target)
    loss.backward()
    opt.step()  # no GradScaler, so no check: the step runs
    if step in (0, 29):
        print(f"step {step:2d}: loss {loss.item():.4f}")
print("weight.grad:", model[0].weight.grad)
print("weights changed:", not torch.equal(before, model[0].weight))
