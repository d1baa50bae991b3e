# Targets that are class probabilities (soft labels, a teacher's output in distillation) are floats on
# purpose: cross_entropy reads them as probabilities when they have the shape of the scores.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
scores = torch.randn(2, 3)                         # 2 samples, 3 classes
teacher = torch.softmax(torch.randn(2, 3), dim=1)  # one probability per class, the same shape
print("probabilities:", [[round(p, 2) for p in row] for row in teacher.tolist()])
print("cross_entropy with them:", f"{F.cross_entropy(scores, teacher).item():.4f}")
print("the same targets after .long():", teacher.long().tolist())  # every probability becomes 0
