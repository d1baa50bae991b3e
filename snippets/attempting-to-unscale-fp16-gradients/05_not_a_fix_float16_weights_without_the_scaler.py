import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
x, y = torch.randn(64, 4), torch.randn(64, 1)
for dtype in (torch.float16, torch.float32):
    model = nn.Linear(4, 1).to(dtype)  # float16: the "fix" that drops the scaler and keeps .half()
    opt = torch.optim.SGD(model.parameters(), lr=1e-5)  # a fine-tuning learning rate
    before = model.weight.detach().clone()
    loss = nn.functional.mse_loss(model(x.to(dtype)).float(), y)
    loss.backward()
    opt.step()  # no GradScaler: nothing unscales, so nothing refuses
    changed = (model.weight != before).sum().item()
    print(f"SGD, {dtype} weights: the step changed {changed} of {model.weight.numel()}")
for dtype in (torch.float16, torch.float32):
    w = nn.Parameter(torch.ones(4, dtype=dtype))
    opt = torch.optim.AdamW([w], lr=1e-5)
    w.grad = torch.full_like(w, 1e-3)  # a small gradient, common in fine-tuning
    opt.step()
    print(f"AdamW, {dtype} weights, gradient 1e-3: the step moved each weight by {w[0].item() - 1:.1e}")
