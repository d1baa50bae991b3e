import torch
from torch import nn

torch.manual_seed(0)
conv = nn.Conv1d(1, 4, kernel_size=3)  # one-channel signals
signals = torch.rand(64, 100)  # 64 signals of 100 samples, without their channel dimension
try:
    conv(signals)  # two dimensions: accepted as ONE unbatched signal with 64 channels
except RuntimeError as error:
    print(error)
print(conv(signals.unsqueeze(1)).shape)  # the input [64, 1, 100]: batch, channel, length
