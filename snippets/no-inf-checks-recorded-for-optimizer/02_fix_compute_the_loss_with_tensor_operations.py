import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
device = "cuda" if torch.cuda.is_available() else "cpu"
model = nn.Sequential(nn.Linear(16, 1), nn.Sigmoid()).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
scaler = torch.amp.GradScaler(device)
x = torch.randn(8, 16, device=device)
target = (x[:, :1] > 0).float()


# --8<-- [start:fix]
def dice_loss(pred, target, smooth=1.0):
    # tensor operations only: no .item(), no torch.tensor(...), no NumPy
    p, t = pred.flatten(1), target.flatten(1)  # one row per sample: (N, 1) or (N, C, H, W)
    scores = 1 - (2 * (p * t).sum(dim=1) + smooth) / (p.sum(dim=1) + t.sum(dim=1) + smooth)
    return scores.mean()
# --8<-- [end:fix]


print("loss has a grad_fn:", dice_loss(model(x), target).grad_fn is not None)
for step in range(30):
    opt.zero_grad()
    with torch.autocast(device, dtype=torch.float16):
        pred = model(x)
    loss = dice_loss(pred.float(), target)
    scaler.scale(loss).backward()
    scaler.step(opt)
    scaler.update()
    if step in (0, 29):
        print(f"step {step:2d}: loss {loss.item():.4f}")

# on segmentation masks (N, C, H, W), half of each mask foreground: a perfect mask scores near 0
mask = torch.zeros(2, 1, 4, 4)
mask[:, :, :2] = 1
print(f"masks: perfect {dice_loss(mask.clamp(0.01, 0.99), mask):.3f},",
      f"everything foreground {dice_loss(torch.full_like(mask, 0.99), mask):.3f}")
