import torch

torch.manual_seed(0)
gray = torch.rand(1, 8, 8)  # a grayscale image after ToTensor(): one channel
mean = torch.tensor([0.485, 0.456, 0.406]).view(3, 1, 1)
std = torch.tensor([0.229, 0.224, 0.225]).view(3, 1, 1)

print("(img - mean) / std:", tuple(((gray - mean) / std).shape), "- no error, three channels")
try:
    gray.clone().sub_(mean).div_(std)  # what torchvision's Normalize(mean, std) does
except RuntimeError as exc:
    print("Normalize, in place:", exc)
