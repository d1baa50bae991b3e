import torch
from torch import nn

torch.manual_seed(0)
hidden_size = 20
lstm = nn.LSTM(input_size=10, hidden_size=hidden_size, batch_first=True)
fc = nn.Linear(hidden_size, 5)  # one score vector per time step

x = torch.randn(4, 7, 10)  # [batch, time, features]
out, _ = lstm(x)           # [batch, time, hidden]
print("out:", tuple(out.shape), "stride:", out.stride(), "contiguous:", out.is_contiguous())
scores = fc(out.view(-1, hidden_size))  # one row per time step of each sequence
