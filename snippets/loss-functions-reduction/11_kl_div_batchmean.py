import warnings

import torch
import torch.nn.functional as F

torch.manual_seed(0)
log_p = F.log_softmax(torch.randn(4, 10), dim=1)   # the model: log-probabilities, 4 samples x 10 classes
q = F.softmax(torch.randn(4, 10), dim=1)           # the target distribution

per_sample = (q * (q.log() - log_p)).sum(dim=1)    # KL(q || p) of each sample, by its definition
print("KL of each sample, averaged:", per_sample.mean())
print("reduction='batchmean'      :", F.kl_div(log_p, q, reduction="batchmean"))

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    mean = F.kl_div(log_p, q, reduction="mean")    # nn.KLDivLoss() uses this by default
print("reduction='mean'           :", mean, "(divided by 4 x 10 elements)")
for warning in caught:
    print(f"{warning.category.__name__}: {warning.message}")
