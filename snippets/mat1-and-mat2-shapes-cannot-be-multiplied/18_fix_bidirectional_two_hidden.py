import torch
from torch import nn

torch.manual_seed(0)
hidden = 32
sequences = torch.randn(4, 10, 8)

# --8<-- [start:fix]
lstm = nn.LSTM(input_size=8, hidden_size=hidden, batch_first=True, bidirectional=True)
classifier = nn.Linear(2 * hidden, 2)  # forward and backward outputs, side by side
out, _ = lstm(sequences)
logits = classifier(out[:, -1])
# --8<-- [end:fix]
print(logits.shape)
