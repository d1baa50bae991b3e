import torch

torch.manual_seed(0)
image = torch.rand(3, 4, 4)
delta = torch.zeros_like(image, requires_grad=True)
attacked = image + delta

# --8<-- [start:fix]
mean = torch.tensor([0.485, 0.456, 0.406]).view(3, 1, 1)
std = torch.tensor([0.229, 0.224, 0.225]).view(3, 1, 1)
normalized = (attacked - mean) / std      # one out-of-place operation for all channels
# --8<-- [end:fix]
normalized.sum().backward()
print(delta.grad[:, 0, 0])
