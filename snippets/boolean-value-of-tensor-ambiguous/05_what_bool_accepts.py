import torch

one_value = torch.tensor([0.7])
print(bool(one_value > 0.5))            # one element: a clear answer

comparison = torch.tensor([0.2, 0.7, 0.9]) > 0.5
print(comparison)                        # one answer per element
print(comparison.any(), comparison.all())
