import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(2, 5, 4)            # batch, time, class
labels = torch.randint(4, (2, 5))        # batch, time
F.cross_entropy(logits, labels)          # neither is flattened: dimension 1 is taken as the classes
