import torch

expected = torch.tensor([1, 2, 3])
result = torch.tensor([1, 2, 3])

assert result == expected  # boom: `==` gives three booleans, `assert` needs one
