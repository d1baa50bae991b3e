# Summing one class score per image gives each image its own gradient only if the images do not interact.
# In train() mode, BatchNorm normalises with the statistics of the whole batch, so they do.
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU(),
                      nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(4, 5))
image_0 = torch.randn(1, 3, 8, 8)
image_1, other_image_1 = torch.randn(1, 3, 8, 8), torch.randn(1, 3, 8, 8)
classes = torch.tensor([1, 3])


def gradient_of_image_0(second_image):
    batch = torch.cat([image_0, second_image]).requires_grad_()
    model(batch).gather(1, classes[:, None]).sum().backward()
    return batch.grad[0]


for mode in ("train", "eval"):
    getattr(model, mode)()
    changed = not torch.allclose(gradient_of_image_0(image_1), gradient_of_image_0(other_image_1))
    print(f"{mode}(): image 0's gradient changes when image 1 is replaced: {changed}")
