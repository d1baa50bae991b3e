import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(1, 8, kernel_size=3, padding=1), nn.ReLU())  # built for grayscale
images = torch.rand(4, 3, 32, 32)  # loaded as RGB

# --8<-- [start:fix]
def to_gray(images):  # [N, 3, H, W] -> [N, 1, H, W], with the weights of PIL's convert("L")
    weights = torch.tensor([0.299, 0.587, 0.114]).view(1, 3, 1, 1)
    return (images * weights).sum(dim=1, keepdim=True)
# --8<-- [end:fix]


print(tuple(images.shape), "->", tuple(model(to_gray(images)).shape))
gray = torch.rand(4, 1, 32, 32)
print("gray -> RGB -> gray gives the gray image back:", torch.allclose(to_gray(gray.repeat(1, 3, 1, 1)), gray))
