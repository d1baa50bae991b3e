from collections import Counter

import torch

torch.manual_seed(0)
dataset = [(torch.rand(3, h, w), 0) for h, w in [(4, 6), (5, 5), (4, 6), (4, 6)]]

# --8<-- [start:check]
shapes = Counter(tuple(image.shape) for image, label in dataset)
print(shapes.most_common())  # more than one shape: the default collate will fail
# --8<-- [end:check]
