import torch

counts = torch.tensor([1, 2, 3], requires_grad=True)
