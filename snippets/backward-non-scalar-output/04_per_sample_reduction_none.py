import torch
import torch.nn.functional as F

pred = torch.tensor([2., 5., 9.], requires_grad=True)
target = torch.tensor([1., 5., 7.])

per_sample = F.mse_loss(pred, target, reduction="none")
print(per_sample)
per_sample.backward()
