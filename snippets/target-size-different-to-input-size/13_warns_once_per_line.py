import warnings

import torch
import torch.nn.functional as F

pred, y = torch.zeros(4, 1), torch.ones(4)

for epoch in range(3):            # Python shows a warning once per line of code, not once per call
    F.mse_loss(pred, y)
    print("epoch", epoch, "done")

warnings.filterwarnings("error", message="Using a target size")  # turn it into an exception
try:
    F.mse_loss(pred, y)
except UserWarning as exc:
    print("now it stops the run:", type(exc).__name__)
