import torch
import torch.nn.functional as F

target = torch.tensor([1.0, 5.0, 7.0, 7.0])

for reduction in ("sum", "mean"):
    pred = torch.tensor([2.0, 5.0, 9.0, 4.0], requires_grad=True)
    F.mse_loss(pred, target, reduction=reduction).backward()
    print(f"reduction={reduction!r:7} pred.grad =", pred.grad)
