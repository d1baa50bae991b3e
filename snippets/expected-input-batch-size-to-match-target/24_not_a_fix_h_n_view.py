import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(4, 10, 8)  # [batch, time, features]
H = 16
lstm = nn.LSTM(8, H, batch_first=True, bidirectional=True)
_, (h_n, _) = lstm(x)  # [2, 4, 16]: h_n[0] the forward states, h_n[1] the backward states

wrong = h_n.view(-1, 2 * H)  # [4, 32]: the right shape, and no error
right = torch.cat([h_n[0], h_n[1]], dim=1)
print("h_n.view(-1, 2 * H):", tuple(wrong.shape), " the same as the right one:", torch.equal(wrong, right))
print("its row 0 is [forward of sequence 0, forward of sequence 1]:",
      torch.equal(wrong[0], torch.cat([h_n[0, 0], h_n[0, 1]])))
print("its row 2 is [backward of sequence 0, backward of sequence 1]:",
      torch.equal(wrong[2], torch.cat([h_n[1, 0], h_n[1, 1]])))
