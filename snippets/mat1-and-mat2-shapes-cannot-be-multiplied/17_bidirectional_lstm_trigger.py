import torch
from torch import nn

torch.manual_seed(0)
hidden = 32
lstm = nn.LSTM(input_size=8, hidden_size=hidden, batch_first=True, bidirectional=True)
classifier = nn.Linear(hidden, 2)  # sized for one direction

sequences = torch.randn(4, 10, 8)  # 4 sequences of 10 steps, 8 features each
out, (h_n, c_n) = lstm(sequences)
print(out.shape)  # every step: the two directions side by side, 2 * hidden
last = torch.cat([h_n[-2], h_n[-1]], dim=1)  # each direction's last state, joined: 2 * hidden too
classifier(last)
