# One float64 batch (what NumPy makes) meets float32 weights (what torch makes) in common layers and ops:
# the cause is the same everywhere, the wording depends on the kernel that notices it.
import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
x = torch.from_numpy(np.random.default_rng(0).normal(size=(2, 3, 8, 8)))  # float64
seq = x.flatten(2)                                                         # (2, 3, 64), float64
w = torch.randn(2, 64, 5)                                                  # float32

cases = {
    "torch.bmm(seq, w)": lambda: torch.bmm(seq, w),
    "seq @ w  (batched matmul)": lambda: seq @ w,
    "torch.einsum('bij,bjk->bik', seq, w)": lambda: torch.einsum("bij,bjk->bik", seq, w),
    "nn.Conv2d(3, 4, 3, bias=False)(x)": lambda: nn.Conv2d(3, 4, 3, bias=False)(x),
    "nn.ConvTranspose2d(3, 4, 3)(x)": lambda: nn.ConvTranspose2d(3, 4, 3)(x),
    "F.grid_sample(float32 image, x as grid)": lambda: F.grid_sample(
        torch.randn(2, 3, 8, 8), x[:, :2].permute(0, 2, 3, 1), align_corners=False),
    "torch.cdist(float32 points, seq)": lambda: torch.cdist(torch.randn(2, 3, 64), seq),
    "nn.Linear(64, 5)(seq)": lambda: nn.Linear(64, 5)(seq),
    "nn.Linear(64, 5, bias=False)(seq)": lambda: nn.Linear(64, 5, bias=False)(seq),
    "seq[0] @ w[0]  (2-D matmul)": lambda: seq[0] @ w[0],
    "nn.Conv2d(3, 4, 3)(x)": lambda: nn.Conv2d(3, 4, 3)(x),
    "nn.LayerNorm(64)(seq)": lambda: nn.LayerNorm(64)(seq),
    "nn.BatchNorm2d(3)(x)": lambda: nn.BatchNorm2d(3)(x),
    "nn.LSTM(64, 5, batch_first=True)(seq)": lambda: nn.LSTM(64, 5, batch_first=True)(seq),
}
for call, run in cases.items():
    try:
        run()
        print(f"{call}\n    runs")
    except (RuntimeError, ValueError) as error:
        print(f"{call}\n    {type(error).__name__}: {error}")
