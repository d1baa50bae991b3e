import torch
from torch import nn

torch.manual_seed(0)
vocoder_input = nn.Conv1d(100, 512, kernel_size=7, padding=3)  # a vocoder's first layer

frames = torch.randn(1, 100, 0)  # the model generated no frames (it stopped at once)
print("frames:", tuple(frames.shape))
vocoder_input(frames)
