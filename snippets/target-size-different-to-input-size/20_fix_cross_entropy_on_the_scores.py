import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
centers = torch.tensor([[0.0, 3.0], [3.0, 0.0], [-3.0, -3.0]])
y = torch.arange(3).repeat(100)          # the same 300 samples and class indices
x = centers[y] + torch.randn(300, 2)


def train(loss_fn):
    torch.manual_seed(0)
    model = nn.Linear(2, 3)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for step in range(200):
        opt.zero_grad()
        scores = model(x)                # [N, 3]
        loss_fn(scores, y).backward()
        opt.step()
    return (model(x).argmax(1) == y).float().mean().item()


def cross_entropy(scores, y):
# --8<-- [start:fix]
    loss = F.cross_entropy(scores, y)    # scores [N, C] and class indices [N]: no broadcasting
# --8<-- [end:fix]
    return loss


def mse_on_one_hot(scores, y):
# --8<-- [start:one-hot]
    loss = F.mse_loss(scores, F.one_hot(y, num_classes=3).float())  # [N, C] against [N, C]
# --8<-- [end:one-hot]
    return loss


print(f"cross_entropy on the scores:  accuracy {train(cross_entropy):.0%}")
print(f"mse_loss against one-hot:     accuracy {train(mse_on_one_hot):.0%}")
