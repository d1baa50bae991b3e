import torch

pred = torch.zeros(4, 1)     # a regression head's output
target = torch.zeros(4)      # its targets
print((pred - target).shape, "- no error: every prediction meets every target")
