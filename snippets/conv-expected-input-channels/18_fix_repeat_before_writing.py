import torch

torch.manual_seed(0)
gray = torch.rand(1, 32, 32)
mean = torch.tensor([0.485, 0.456, 0.406]).view(3, 1, 1)
std = torch.tensor([0.229, 0.224, 0.225]).view(3, 1, 1)
expected = (gray[0, 0, 0] - mean[0, 0, 0]) / std[0, 0, 0]

# --8<-- [start:fix]
image = gray.repeat(3, 1, 1)  # [1, H, W] -> [3, H, W]: three copies of the channel
image.sub_(mean).div_(std)    # writing into it is now fine
# --8<-- [end:fix]
print("stride:", image.stride())
print(f"red pixel: {image[0, 0, 0]:.2f}, expected {expected:.2f}")
batch = torch.rand(4, 1, 32, 32)
print("a batch [N, 1, H, W]:", tuple(batch.repeat(1, 3, 1, 1).shape))

expanded = gray.expand(3, -1, -1)
out_of_place = (expanded - mean) / std  # a new tensor: reading an expanded image is fine
print("out-of-place on the expanded image, same values:", torch.allclose(out_of_place, image))
