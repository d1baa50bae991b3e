import torch
from torch import nn

import torch.nn.functional as F
F.mse_loss(torch.randn(4, 1), torch.randn(4))
