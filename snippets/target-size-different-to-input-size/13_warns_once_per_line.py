import warnings

import torch
import torch.nn.functional as F

pred, y = torch.zeros(10, 1), torch.ones(10)      # a dataset of 10 samples, in batches of 4, 4 and 2

for epoch in range(2):            # Python shows a warning once per line and wording, not once per call
    for start in range(0, 10, 4):
        F.mse_loss(pred[start:start + 4], y[start:start + 4])
    print("epoch", epoch, "done: 3 batches, all broadcast")

warnings.filterwarnings("error", message="Using a target size")  # turn it into an exception
try:
    F.mse_loss(pred, y)
except UserWarning as exc:
    print("now it stops the run:", type(exc).__name__)
