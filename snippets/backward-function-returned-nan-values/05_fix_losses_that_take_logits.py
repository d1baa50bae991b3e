import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
torch.autograd.set_detect_anomaly(True)
model = nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.05)
x, y = torch.randn(4, 4), torch.tensor([[0.0], [1.0], [1.0], [0.0]])
x[1] *= 100



# --8<-- [start:fix]
def bce_loss(model, x, y):
    logits = model(x)  # no sigmoid: the loss takes the logits and computes the log safely
    return nn.functional.binary_cross_entropy_with_logits(logits, y)
# --8<-- [end:fix]


for step in range(20):
    loss = bce_loss(model, x, y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step in (0, 19):
        print(f"step {step:2d}: loss {loss.item():.4f}, finite gradients: {torch.isfinite(model.weight.grad).all().item()}")

# an entropy of softmax probabilities, from log_softmax instead of log(softmax(...))
logits = torch.tensor([[0.0, 200.0, -200.0]], requires_grad=True)
log_p = torch.log_softmax(logits, dim=-1)
entropy = -(log_p.exp() * log_p).sum()
entropy.backward()
print("entropy:", entropy.item(), " gradient:", logits.grad)
