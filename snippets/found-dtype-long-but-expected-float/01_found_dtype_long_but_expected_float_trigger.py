import torch
from torch import nn

import torch.nn.functional as F
F.huber_loss(torch.randn(4, requires_grad=True), torch.tensor([0, 1, 1, 0])).backward()
