import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run


def contiguous_params(params):
    """A cut-down ContiguousParams, the helper of fast-reid's trainers: every parameter becomes a view
    into one flat buffer, every .grad a view into one flat gradient, and the optimizer gets the buffer."""
    params = list(params)
    flat = torch.cat([p.detach().reshape(-1) for p in params])
    flat_grad = torch.zeros_like(flat)
    start = 0
    for p in params:
        end = start + p.numel()
        p.data = flat[start:end].view_as(p)
        p.grad = flat_grad[start:end].view_as(p)  # backward adds into this view, in place
        start = end
    flat.grad = flat_grad
    return [flat]


device = "cpu"
model = nn.Linear(16, 1)
opt = torch.optim.SGD(contiguous_params(model.parameters()), lr=0.1)
scaler = torch.amp.GradScaler(device)
x, y = torch.randn(32, 16), torch.randn(32, 1)

opt.zero_grad()  # set_to_none=True, the default since torch 2.0: the buffer's .grad becomes None
with torch.autocast(device, dtype=torch.float16):
    loss = nn.functional.mse_loss(model(x).float(), y)
scaler.scale(loss).backward()  # adds into the parameters' .grad views, not into the buffer's .grad
scaler.step(opt)
