import torch
from torch import nn

torch.manual_seed(0)
hidden = 32
lstm = nn.LSTM(input_size=8, hidden_size=hidden, batch_first=True, bidirectional=True)
classifier = nn.Linear(hidden, 2)  # sized for one direction

sequences = torch.randn(4, 10, 8)  # 4 sequences of 10 steps, 8 features each
out, _ = lstm(sequences)
print(out.shape)  # the two directions side by side: 2 * hidden
classifier(out[:, -1])
