import torch

torch.manual_seed(0)
gray = torch.rand(1, 8, 8)  # a grayscale image after ToTensor(): one channel
mean = torch.tensor([0.485, 0.456, 0.406]).view(3, 1, 1)
std = torch.tensor([0.229, 0.224, 0.225]).view(3, 1, 1)

print("(img - mean) / std:", tuple(((gray - mean) / std).shape), "- no error, three channels")
print("v2 Normalize, out of place:", tuple(gray.sub(mean).div_(std).shape), "- no error either")  # transforms.v2
try:
    gray.clone().sub_(mean).div_(std)  # what torchvision's v1 transforms.Normalize(mean, std) does
except RuntimeError as exc:
    print("v1 Normalize, in place:", exc)
