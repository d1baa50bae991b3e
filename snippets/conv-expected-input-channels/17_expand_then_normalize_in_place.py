import torch

torch.manual_seed(0)
gray = torch.rand(1, 32, 32)  # one grayscale image [1, H, W]
mean = [0.485, 0.456, 0.406]  # ImageNet's per-channel statistics
std = [0.229, 0.224, 0.225]
expected = (gray[0, 0, 0] - mean[0]) / std[0]

image = gray.clone().expand(3, -1, -1)  # [3, H, W], but the three channels are one in memory
print("stride:", image.stride())
for channel, m, s in zip(image, mean, std):  # a per-channel in-place loop runs...
    channel.sub_(m).div_(s)
print(f"red pixel: {image[0, 0, 0]:.2f}, expected {expected:.2f}")  # ...and each step hit all three

image = gray.clone().expand(3, -1, -1)
image.sub_(torch.tensor(mean).view(3, 1, 1))  # the whole image at once: refused
