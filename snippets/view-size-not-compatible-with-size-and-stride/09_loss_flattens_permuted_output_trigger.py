import torch
from torch import nn

torch.manual_seed(0)


class Head(nn.Module):
    """A segmentation head that works channels-last, as transformer decoders do, and returns (N, C, H, W)."""

    def __init__(self, channels, classes):
        super().__init__()
        self.linear = nn.Linear(channels, classes)

    def forward(self, x):                        # x: (N, H, W, channels)
        return self.linear(x).permute(0, 3, 1, 2)  # (N, classes, H, W): a permuted view


def dice_loss(pred, target, eps=1.0):
    """A soft Dice loss, written for contiguous inputs."""
    p = pred.sigmoid().view(-1)
    t = target.view(-1)
    return 1 - (2 * (p * t).sum() + eps) / (p.sum() + t.sum() + eps)


head = Head(channels=16, classes=3)
features = torch.randn(2, 8, 8, 16)
target = (torch.rand(2, 3, 8, 8) > 0.5).float()
pred = head(features)
print("pred:", tuple(pred.shape), "contiguous:", pred.is_contiguous())
loss = dice_loss(pred, target)
