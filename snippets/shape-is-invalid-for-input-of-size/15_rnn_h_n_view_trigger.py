import torch
from torch import nn

torch.manual_seed(0)
batch_size, hidden_size = 4, 20
lstm = nn.LSTM(8, hidden_size, num_layers=2, bidirectional=True, batch_first=True)
x = torch.randn(batch_size, 10, 8)  # 4 sequences of 10 steps

output, (h_n, c_n) = lstm(x)
print("h_n:", tuple(h_n.shape), "= [num_layers * num_directions, batch, hidden]")
last_hidden = h_n.view(batch_size, hidden_size)  # written for a one-layer, one-way LSTM: h_n [1, 4, 20]
