import torch
from torch import nn

targets = torch.tensor([[0.0], [1.0]])

# Outputs of exactly 0 and 1 pass the range check: the loss is capped, no error.
print("BCELoss on exactly 1 and 0:", nn.BCELoss()(torch.tensor([[1.0], [0.0]]), targets))

# An output that has become NaN (a diverging model, a float16 overflow) fails it.
nan_outputs = torch.tensor([[float("nan")], [0.5]])
try:
    nn.BCELoss()(nan_outputs, targets)
except RuntimeError as error:
    print("BCELoss on NaN:", error)

# BCEWithLogitsLoss takes the NaN without a word: training goes on with a NaN loss.
loss = nn.BCEWithLogitsLoss()(nan_outputs, targets)
print("BCEWithLogitsLoss on NaN:", loss, "finite:", torch.isfinite(loss).item())
