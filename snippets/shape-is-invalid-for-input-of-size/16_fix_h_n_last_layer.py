import torch
from torch import nn

torch.manual_seed(0)
batch_size, hidden_size, num_layers = 4, 20, 2
lstm = nn.LSTM(8, hidden_size, num_layers=num_layers, bidirectional=True, batch_first=True)
x = torch.randn(batch_size, 10, 8)

# --8<-- [start:fix]
output, (h_n, c_n) = lstm(x)
num_directions = 2 if lstm.bidirectional else 1
h_n = h_n.view(lstm.num_layers, num_directions, h_n.size(1), lstm.hidden_size)  # split layers and directions
last = torch.cat(h_n[-1].unbind(0), dim=1)  # the last layer, its directions side by side: [batch, 2 * hidden]
# --8<-- [end:fix]
print("last:", tuple(last.shape))
print("forward half is output's last step:", torch.allclose(last[:, :hidden_size], output[:, -1, :hidden_size]))
print("backward half is output's first step:", torch.allclose(last[:, hidden_size:], output[:, 0, hidden_size:]))

one_way = nn.LSTM(8, hidden_size, num_layers=num_layers, batch_first=True)
output, (h_n, c_n) = one_way(x)
print("one direction: h_n[-1]", tuple(h_n[-1].shape), "is output's last step:", torch.allclose(h_n[-1], output[:, -1]))
