import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
# what from_pretrained(..., torch_dtype=torch.float16) gives you: every weight float16, every one trained
model = nn.Sequential(nn.Linear(8, 8), nn.ReLU(), nn.Linear(8, 2)).to(torch.float16)
print("the weights you train:", {p.dtype for p in model.parameters() if p.requires_grad})
opt = torch.optim.AdamW(model.parameters(), lr=1e-5)
scaler = torch.amp.GradScaler("cpu")  # what fp16=True adds: a GradScaler, and autocast around the forward pass
x = torch.randn(4, 8)
with torch.autocast("cpu", dtype=torch.float16):
    loss = model(x).float().pow(2).mean()
scaler.scale(loss).backward()
print("their gradients:", {p.grad.dtype for p in model.parameters()})
scaler.unscale_(opt)  # before clipping, as 🤗 Trainer and accelerate do
