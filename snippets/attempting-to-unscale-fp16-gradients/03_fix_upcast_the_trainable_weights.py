import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
base = nn.Linear(8, 8).half().requires_grad_(False)  # the pretrained model, loaded in float16, frozen
lora_a = nn.Linear(8, 2, bias=False).half()  # adapters (LoRA) made in the base model's dtype
lora_b = nn.Linear(2, 8, bias=False).half()
model = nn.ModuleList([base, lora_a, lora_b])
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-4)  # built before the upcast
# --8<-- [start:fix]
for p in model.parameters():
    if p.requires_grad:  # only what you train: the frozen base stays float16
        p.data = p.data.float()
# then the forward pass under torch.autocast(device, dtype=torch.float16), as fp16=True does
# --8<-- [end:fix]
scaler = torch.amp.GradScaler("cpu")
x = torch.randn(4, 8)
with torch.autocast("cpu", dtype=torch.float16):
    loss = (base(x) + lora_b(lora_a(x))).float().pow(2).mean()
scaler.scale(loss).backward()
scaler.unscale_(opt)
nn.utils.clip_grad_norm_(model.parameters(), 1.0)
scaler.step(opt)
scaler.update()
print("trained:", {p.dtype for p in model.parameters() if p.requires_grad},
      "frozen:", {p.dtype for p in model.parameters() if not p.requires_grad})
print("the optimizer, built before, holds:", {p.dtype for group in opt.param_groups for p in group["params"]})
