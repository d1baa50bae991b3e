import torch
from torch import nn

torch.manual_seed(0)
pretrained = nn.Conv2d(3, 8, kernel_size=3, padding=1)  # stands for a trained RGB first layer
gray = torch.rand(4, 1, 32, 32)
reference = pretrained(gray.expand(-1, 3, -1, -1))      # what the trained model sees in these images

replaced = nn.Conv2d(1, 8, kernel_size=3, padding=1)    # the popular answer: a new first layer
print("new 1-channel layer, largest difference:", f"{(replaced(gray) - reference).abs().max():.2f}")
