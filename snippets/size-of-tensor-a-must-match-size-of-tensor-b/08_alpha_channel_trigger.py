import torch

torch.manual_seed(0)
img = torch.rand(4, 8, 8)  # a PNG with transparency after ToTensor(): red, green, blue, alpha
mean = torch.tensor([0.485, 0.456, 0.406]).view(3, 1, 1)  # one mean per channel, for 3 channels
std = torch.tensor([0.229, 0.224, 0.225]).view(3, 1, 1)
img.sub_(mean).div_(std)   # what torchvision's Normalize(mean, std) does with them
