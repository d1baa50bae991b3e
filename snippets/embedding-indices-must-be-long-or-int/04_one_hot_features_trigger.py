import torch
from torch import nn
import torch.nn.functional as F

torch.manual_seed(0)
colour = torch.tensor([2, 0, 1])                       # a categorical feature, 3 samples
features = F.one_hot(colour, num_classes=4).float()    # encoded once in preprocessing: shape (3, 4)
embedding = nn.Embedding(4, 8)                         # ...and the model embeds the same feature again
embedding(features)  # boom
