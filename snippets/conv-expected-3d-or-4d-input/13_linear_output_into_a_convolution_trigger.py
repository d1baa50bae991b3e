import torch
from torch import nn

torch.manual_seed(0)
generator = nn.Sequential(  # a DCGAN-style generator: noise -> 7x7 feature maps -> 14x14 image
    nn.Linear(100, 128 * 7 * 7), nn.ReLU(),
    nn.ConvTranspose2d(128, 1, kernel_size=4, stride=2, padding=1),
)
noise = torch.randn(64, 100)
generator(noise)  # the Linear's output is [64, 6272]: a row of numbers per sample, no channels, no height
