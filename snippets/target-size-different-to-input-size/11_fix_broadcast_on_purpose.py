import torch
import torch.nn.functional as F

torch.manual_seed(0)
quantiles = torch.randn(2, 3, 1)  # 3 predicted quantiles per sample
samples = torch.randn(2, 1, 3)    # 3 target samples per sample: every pair is wanted

# --8<-- [start:fix]
pred, target = torch.broadcast_tensors(quantiles, samples)  # both [2, 3, 3], on purpose
pairwise = F.huber_loss(pred, target, reduction="none")      # one loss per (quantile, sample) pair
# --8<-- [end:fix]
print(pairwise.shape)
