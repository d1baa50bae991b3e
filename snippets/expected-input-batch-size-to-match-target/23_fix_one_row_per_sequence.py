import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
x = torch.randn(4, 10, 8)  # [batch, time, features]
labels = torch.tensor([0, 2, 1, 2])
H = 16
lstm = nn.LSTM(8, H, num_layers=2, batch_first=True, bidirectional=True)
head = nn.Linear(2 * H, 3)

# --8<-- [start:fix]
output, (h_n, _) = lstm(x)  # h_n: [layers * directions, batch, hidden]
# one direction: h_n[-1], or output[:, -1] with batch_first=True
last = torch.cat([h_n[-2], h_n[-1]], dim=1)  # the last layer, forward and backward: [batch, 2 * hidden]
logits = head(last)  # [4, 3]: one row per sequence
# --8<-- [end:fix]
loss = F.cross_entropy(logits, labels)
loss.backward()
print("logits:", tuple(logits.shape), " loss:", round(loss.item(), 4))
print("forward half  == output[:, -1, :H] (the last step): ", torch.allclose(last[:, :H], output[:, -1, :H]))
print("backward half == output[:, 0, H:]  (the first step):", torch.allclose(last[:, H:], output[:, 0, H:]))

one_way = nn.LSTM(8, H, batch_first=True)
output, (h_n, _) = one_way(x)
print("one direction: h_n[-1] == output[:, -1]:", torch.allclose(h_n[-1], output[:, -1]))
