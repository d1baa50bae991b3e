import torch

# One label vector per sample, collected in a Python list:
labels = [torch.tensor([1.0, 0.0, 1.0]), torch.tensor([0.0, 1.0, 0.0])]
batch = torch.tensor(labels)  # torch.tensor wants numbers, or nested lists of numbers
