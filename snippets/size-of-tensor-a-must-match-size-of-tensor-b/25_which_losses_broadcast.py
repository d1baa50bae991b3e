import warnings

import torch
from torch import nn

torch.manual_seed(0)
output, target = torch.rand(64, 10), torch.rand(64)  # no size is 1: the broadcast cannot succeed

for loss in [nn.MSELoss(), nn.L1Loss(), nn.SmoothL1Loss(), nn.HuberLoss(), nn.BCELoss(), nn.BCEWithLogitsLoss()]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            loss(output, target)
        except (RuntimeError, ValueError) as exc:
            warned = "warns, then" if caught else "no warning,"
            print(f"{type(loss).__name__}: {warned} {type(exc).__name__}: {exc}")
