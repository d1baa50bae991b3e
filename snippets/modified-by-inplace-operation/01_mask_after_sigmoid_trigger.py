import torch

torch.manual_seed(0)
scores = torch.randn(2, 3, requires_grad=True)

gate = torch.sigmoid(scores)          # SigmoidBackward0 saves gate to compute its gradient
gate[:, 0] = 0.0                      # in-place: overwrites the saved values
loss = gate.sum()
loss.backward()  # boom
