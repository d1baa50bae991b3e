import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 3)
x, y = torch.randn(4, 4), torch.randint(3, (4,))

with torch.no_grad():
    per_sample = F.cross_entropy(model(x), y, reduction="none")  # one loss per sample: [4]
# --8<-- [start:fix]
history = []
history.extend(per_sample.tolist())  # every value, as Python floats
mean_loss = per_sample.mean().item()  # or reduce first, to one float
# --8<-- [end:fix]
print([round(v, 4) for v in history], round(mean_loss, 4))
