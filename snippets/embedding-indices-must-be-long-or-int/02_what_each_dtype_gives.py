import re

import numpy as np
import torch
from torch import nn

embedding = nn.Embedding(20, 3)
made = {
    "torch.tensor([3, 7])": torch.tensor([3, 7]),
    "torch.tensor([3, 7], dtype=torch.int32)": torch.tensor([3, 7], dtype=torch.int32),
    "torch.tensor([6, 14]) // 2": torch.tensor([6, 14]) // 2,
    "torch.Tensor([3, 7])": torch.Tensor([3, 7]),
    "torch.tensor([3, 7], dtype=float)": torch.tensor([3, 7], dtype=float),
    "torch.from_numpy(np.array([3.0, 7.0]))": torch.from_numpy(np.array([3.0, 7.0])),
    "torch.tensor([6, 14]) / 2": torch.tensor([6, 14]) / 2,
    "torch.tensor([3, 7]).half()": torch.tensor([3, 7]).half(),
    "torch.tensor([3, 7]).bfloat16()": torch.tensor([3, 7]).bfloat16(),
    "torch.tensor([3, 7], dtype=torch.int16)": torch.tensor([3, 7], dtype=torch.int16),
    "torch.tensor([3, 7], dtype=torch.uint8)": torch.tensor([3, 7], dtype=torch.uint8),
    "torch.tensor([True, False])": torch.tensor([True, False]),
}
for code, ids in made.items():
    try:
        embedding(ids)
        verdict = "accepted"
    except RuntimeError as error:
        verdict = "refused: but got " + re.search(r"but got (\S+) instead", str(error)).group(1)
    print(f"{code:40} {str(ids.dtype):14} {verdict}")
