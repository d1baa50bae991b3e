import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv1d(1, 8, kernel_size=3), nn.ReLU())
signals = torch.rand(32, 100)

# --8<-- [start:fix]
signals = signals.unsqueeze(1)  # [N, L] -> [N, 1, L]
output = model(signals)
# --8<-- [end:fix]
print(output.shape)

one_signal = torch.rand(100)  # a single signal [L] has one dimension too few: another message
try:
    model(one_signal)
except RuntimeError as error:
    print("one signal [100]:", error)
print("one signal as [1, 1, 100]:", model(one_signal.view(1, 1, -1)).shape)
