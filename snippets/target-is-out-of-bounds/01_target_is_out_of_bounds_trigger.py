import torch
from torch import nn

import torch.nn.functional as F
F.cross_entropy(torch.randn(4, 5), torch.tensor([0, 1, 2, 5]))
