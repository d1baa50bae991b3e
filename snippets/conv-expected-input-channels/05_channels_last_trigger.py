import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 8, kernel_size=3, padding=1), nn.ReLU())
# Images as NumPy, PIL, OpenCV and Matplotlib hold them: height, width, then the 3 colour channels
images = torch.rand(4, 32, 32, 3)
model(images)
