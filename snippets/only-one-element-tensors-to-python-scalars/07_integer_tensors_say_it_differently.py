import torch

labels = [torch.tensor([1, 0, 2]), torch.tensor([0, 1, 1])]  # integer tensors
torch.tensor(labels)
