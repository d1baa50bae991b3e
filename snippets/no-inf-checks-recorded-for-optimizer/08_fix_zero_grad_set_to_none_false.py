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


# --8<-- [start:fix]
def train_step():
    opt.zero_grad(set_to_none=False)  # zero the flat gradient in place: the views stay attached
    with torch.autocast(device, dtype=torch.float16):
        loss = nn.functional.mse_loss(model(x).float(), y)
    scaler.scale(loss).backward()
    scaler.step(opt)
    scaler.update()
    return loss
# --8<-- [end:fix]


for step in range(30):
    loss = train_step()
    if step in (0, 29):
        print(f"step {step:2d}: loss {loss.item():.4f}")
