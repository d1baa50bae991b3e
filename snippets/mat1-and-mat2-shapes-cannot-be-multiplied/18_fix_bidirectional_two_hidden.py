import torch
from torch import nn

torch.manual_seed(0)
hidden = 32
sequences = torch.randn(4, 10, 8)

# --8<-- [start:fix]
lstm = nn.LSTM(input_size=8, hidden_size=hidden, batch_first=True, bidirectional=True)
classifier = nn.Linear(2 * hidden, 2)  # forward and backward states, side by side
out, (h_n, c_n) = lstm(sequences)
# h_n[-2], h_n[-1]: the last layer's forward and backward states, each after the whole sequence
logits = classifier(torch.cat([h_n[-2], h_n[-1]], dim=1))
# --8<-- [end:fix]
print(logits.shape)
print("h_n:", tuple(h_n.shape), "(layers x directions, batch, hidden), batch_first or not")
# out[:, -1] is not the same: the backward direction reads from the end, so at the last step it has read one step
changed = sequences.clone()
changed[:, :-1] = torch.randn(4, 9, 8)  # change every step but the last
backward_half = lstm(changed)[0][:, -1, hidden:]
print("backward half of out[:, -1] after changing steps 0 to 8:",
      "unchanged" if torch.equal(backward_half, out[:, -1, hidden:]) else "changed")
print("h_n[-1] is the backward output at step 0:", torch.equal(h_n[-1], out[:, 0, hidden:]))
