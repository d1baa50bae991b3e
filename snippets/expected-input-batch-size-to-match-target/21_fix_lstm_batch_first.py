import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
x = torch.randn(4, 10, 8)  # [batch, time, features]
labels = torch.tensor([0, 2, 1, 2])
head = nn.Linear(16, 3)

# --8<-- [start:fix]
lstm = nn.LSTM(input_size=8, hidden_size=16, batch_first=True)  # reads x as [batch, time, features]
_, (h_n, _) = lstm(x)           # h_n stays [layers, batch, hidden] with batch_first too
logits = head(h_n[-1])          # [4, 3]: one row per sequence
# --8<-- [end:fix]
loss = F.cross_entropy(logits, labels)
loss.backward()
print("logits:", tuple(logits.shape), " loss:", round(loss.item(), 4))

# The other fix: keep the default LSTM (same weights) and give it [time, batch, features].
time_first = nn.LSTM(input_size=8, hidden_size=16)
time_first.load_state_dict(lstm.state_dict())
_, (h_n_permuted, _) = time_first(x.permute(1, 0, 2))
print("x.permute(1, 0, 2) into the default LSTM, same h_n:", torch.allclose(h_n, h_n_permuted, atol=1e-6))

# Not a fix: output[:, -1] of the time-first LSTM has 4 rows and raises nothing, but row i has read only
# time step 10 of sequences 0..i: the first row never sees its sequence's first 9 steps.
output, _ = time_first(x)
changed = x.clone()
changed[0, :9] = 0.0
print("output[:, -1]:", tuple(output[:, -1].shape),
      " row 0 unchanged when sequence 0's first 9 steps change:",
      torch.equal(output[0, -1], time_first(changed)[0][0, -1]))
