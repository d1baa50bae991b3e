import torch

x = torch.tensor([-1.0, 0.5, 2.0])

inside = (x > 0) and (x < 1)  # boom: `and` asks each side for one True or False
