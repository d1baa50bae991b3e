import torch

torch.manual_seed(0)
weight = torch.rand(8, 3, 3, 3)
clips = torch.rand(2, 4, 3, 32, 32)
try:  # torch.convolution, called directly, checks the input with the old words
    torch.convolution(clips, weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
except RuntimeError as error:
    print(error)
