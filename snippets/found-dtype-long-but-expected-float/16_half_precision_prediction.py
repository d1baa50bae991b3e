import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(4, 5)
labels = torch.tensor([0.0, 1.0, 1.0, 0.0])  # float32, as fix 1 makes them


def loss_of(probabilities):
    try:
        nn.BCELoss()(probabilities, labels)
        return "runs"
    except RuntimeError as error:
        return str(error)


half = nn.Sequential(nn.Linear(5, 1), nn.Sigmoid()).half()
bf16 = nn.Sequential(nn.Linear(5, 1), nn.Sigmoid()).to(torch.bfloat16)
print("a float16 model:               ", loss_of(half(x.half()).squeeze(1)))
print("a bfloat16 model:              ", loss_of(bf16(x.bfloat16()).squeeze(1)))

# A float32 model, and one float64 constant in its forward pass: everything after it is float64.
linear = nn.Linear(5, 1)
scale = torch.from_numpy(np.array([2.0]))  # NumPy's default dtype: float64
print("a float64 constant in forward: ", loss_of(torch.sigmoid(linear(x).squeeze(1) * scale)))
