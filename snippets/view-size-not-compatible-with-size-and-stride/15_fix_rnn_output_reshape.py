import torch
from torch import nn

torch.manual_seed(0)
hidden_size = 20
lstm = nn.LSTM(input_size=10, hidden_size=hidden_size, batch_first=True)
fc = nn.Linear(hidden_size, 5)
x = torch.randn(4, 7, 10)

# --8<-- [start:fix]
out, _ = lstm(x)
scores = fc(out.reshape(-1, hidden_size))  # was out.view(-1, hidden_size)
# --8<-- [end:fix]
print("scores:", tuple(scores.shape))

out.contiguous()  # returns a contiguous copy, and throws it away: out itself is unchanged
print("after out.contiguous() alone, contiguous:", out.is_contiguous())
out = out.contiguous()  # the copy must be kept
print("after out = out.contiguous(), view works:", tuple(out.view(-1, hidden_size).shape))
