import torch

torch.manual_seed(0)
img = torch.rand(4, 8, 8)
mean = torch.tensor([0.485, 0.456, 0.406]).view(3, 1, 1)
std = torch.tensor([0.229, 0.224, 0.225]).view(3, 1, 1)

# --8<-- [start:fix]
img = img[:3]            # RGBA -> RGB; with PIL: Image.open(path).convert("RGB")
img = (img - mean) / std
# --8<-- [end:fix]
print(img.shape)
