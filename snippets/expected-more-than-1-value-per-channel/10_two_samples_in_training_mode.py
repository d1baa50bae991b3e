import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
bn = nn.BatchNorm2d(1)  # stands for a trained BatchNorm layer...
bn.running_mean.fill_(3.0)  # ...that learnt a running mean of 3.0
dummy = torch.tensor([0.0, 1.0]).view(2, 1, 1, 1)  # a dummy batch of 2
print("running_mean after training:", round(bn.running_mean.item(), 4))
with torch.no_grad():  # training mode: the batch's statistics, and an update
    bn(dummy)
print("after one forward pass in training mode, under no_grad:", round(bn.running_mean.item(), 4))
bn.eval()
with torch.no_grad():
    bn(dummy)
print("after one forward pass in eval mode:", round(bn.running_mean.item(), 4))
