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
    print(f"{dtype}: weights the step changed: {changed} of {model.weight.numel()}")
