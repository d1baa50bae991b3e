import torch

w = torch.ones(3, requires_grad=True)
main_loss = (w * 2).sum()
aux_loss = torch.tensor(0.5)          # a constant: it was never computed from w

torch.autograd.backward([main_loss, aux_loss])  # element 1 is aux_loss
