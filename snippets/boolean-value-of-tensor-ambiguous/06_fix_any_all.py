import torch

scores = torch.tensor([0.2, 0.7, 0.9])
threshold = 0.5

# --8<-- [start:fix]
if (scores > threshold).any():      # at least one element
    print("some scores are above the threshold")
if not (scores > threshold).all():  # not every element
    print("not all of them")
# --8<-- [end:fix]
