import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(4, 3)
target = torch.tensor([0, 2, -100, 1])              # -100: the default ignore_index
per_sample = F.cross_entropy(logits, target, reduction="none")
print("per sample           :", per_sample)

mean = F.cross_entropy(logits, target)              # reduction="mean"
print("mean                 :", mean)
print("sum / 4 samples      :", per_sample.sum() / 4)
print("sum / 3 counted      :", per_sample.sum() / 3)

weight = torch.tensor([1.0, 2.0, 5.0])               # class weights
weighted = F.cross_entropy(logits, target, weight=weight)
kept = target != -100
w = weight[target[kept]]
print("weighted mean        :", weighted)
print("sum / sum of weights :", (w * per_sample[kept]).sum() / w.sum())
