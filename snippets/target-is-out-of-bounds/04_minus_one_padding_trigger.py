import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(2, 3, 5)              # 2 sentences of 3 tokens, 5 tags per token
labels = torch.tensor([[1, 4, 2],
                       [3, 0, -1]])        # the second sentence is shorter: padded with -1

loss = F.cross_entropy(logits.reshape(-1, 5), labels.reshape(-1))  # boom
