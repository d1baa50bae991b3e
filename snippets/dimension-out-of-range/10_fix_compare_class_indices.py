import torch
import torch.nn.functional as F

scores = torch.tensor([[2.0, 0.1, -1.0],       # a batch of 4, 3 classes: the model's scores [N, C]
                       [0.2, 1.5, 0.3],
                       [0.1, 0.3, 2.2],
                       [1.2, 0.4, 0.1]])
labels = torch.tensor([0, 1, 2, 1])            # class indices [N], as cross_entropy takes them

# --8<-- [start:fix]
predicted = scores.argmax(dim=1)               # [N, C] -> [N]: one class per sample
correct = (predicted == labels).sum().item()   # labels are class indices already: no max over them
# --8<-- [end:fix]
print("predicted:", predicted.tolist(), "labels:", labels.tolist(), "correct:", correct, "of", len(labels))
print("cross_entropy takes the same labels:", round(F.cross_entropy(scores, labels).item(), 4))
