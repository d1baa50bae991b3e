import warnings

import torch

warnings.filterwarnings("ignore", message="Error detected in")  # anomaly mode's warning: see the first snippet
torch.autograd.set_detect_anomaly(True)


def backward_of(name, make_loss):
    x = torch.tensor([0.0, 0.5, 1.0], requires_grad=True)
    loss = make_loss(x)
    try:
        loss.backward()
        print(f"{name}: loss {loss.item():.4f}, no error")
    except RuntimeError as err:
        print(f"{name}: loss {loss.item():.4f}, {err}")


# a ratio guarded by torch.where: the forward value is 0 where x is 0, the gradient of x / x there is not
backward_of("x / x where x > 0", lambda x: torch.where(x > 0, x / x, 0.0).sum())
# an angle from a cosine that is exactly 1 (a sample with itself), left out of the loss
backward_of("acos(1)", lambda x: (torch.acos(x) * torch.tensor([1.0, 1.0, 0.0])).sum())
# an entropy with xlogy, which gives 0 for 0 * log(0) in the forward pass only
backward_of("xlogy(p, p)", lambda p: torch.xlogy(p, p).sum())
# the same with torch.special.entr of softmax probabilities, two of them exactly 0
backward_of("entr(softmax)", lambda x: torch.special.entr(torch.softmax(400 * x - 200, dim=0)).sum())

# the same three, with the argument kept where the derivative is finite
backward_of("x / safe x", lambda x: torch.where(x > 0, x / torch.where(x > 0, x, 1.0), 0.0).sum())
backward_of("acos(clamped)", lambda x: (torch.acos(x.clamp(-1 + 1e-6, 1 - 1e-6)) * torch.tensor([1.0, 1.0, 0.0])).sum())
backward_of("xlogy(p, clamped p)", lambda p: torch.xlogy(p, p.clamp(min=1e-12)).sum())
