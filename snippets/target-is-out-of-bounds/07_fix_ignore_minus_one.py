import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(2, 3, 5)
labels = torch.tensor([[1, 4, 2],
                       [3, 0, -1]])

# --8<-- [start:fix]
loss = F.cross_entropy(logits.reshape(-1, 5), labels.reshape(-1), ignore_index=-1)
# or keep the default ignore_index and pad with it: labels[labels == -1] = -100
# --8<-- [end:fix]
real = labels.reshape(-1) != -1
by_hand = F.cross_entropy(logits.reshape(-1, 5)[real], labels.reshape(-1)[real])
print("loss:", round(loss.item(), 4), "| mean over the", real.sum().item(), "real tokens:",
      round(by_hand.item(), 4))
