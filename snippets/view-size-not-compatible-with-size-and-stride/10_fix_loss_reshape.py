import torch
from torch import nn

torch.manual_seed(0)


class Head(nn.Module):
    def __init__(self, channels, classes):
        super().__init__()
        self.linear = nn.Linear(channels, classes)

    def forward(self, x):
        return self.linear(x).permute(0, 3, 1, 2)


# --8<-- [start:fix]
def dice_loss(pred, target, eps=1.0):
    p = pred.sigmoid().reshape(-1)     # was .view(-1): reshape takes any layout
    t = target.reshape(-1)
    return 1 - (2 * (p * t).sum() + eps) / (p.sum() + t.sum() + eps)
# --8<-- [end:fix]


def library_dice_loss(pred, target, eps=1.0):   # a loss you cannot edit, still with .view(-1)
    p = pred.sigmoid().view(-1)
    t = target.view(-1)
    return 1 - (2 * (p * t).sum() + eps) / (p.sum() + t.sum() + eps)


head = Head(channels=16, classes=3)
features = torch.randn(2, 8, 8, 16)
target = (torch.rand(2, 3, 8, 8) > 0.5).float()
pred = head(features)
print("fixed loss:", round(dice_loss(pred, target).item(), 4))
# --8<-- [start:caller]
loss = library_dice_loss(pred.contiguous(), target)   # at the call site: hand it a contiguous copy
# --8<-- [end:caller]
print("library loss on pred.contiguous():", round(loss.item(), 4))
