import torch

scores = torch.tensor([0.2, 0.7, 0.9])
threshold = 0.5

# --8<-- [start:fix]
if (scores > threshold).any():      # at least one element
    print("some scores are above the threshold")
if not (scores > threshold).all():  # not every element
    print("not all of them")
# --8<-- [end:fix]

# An accuracy count over a batch (not `1 if pred == label else 0`): compare element by element, then count.
pred, labels = torch.tensor([0, 2, 1, 1]), torch.tensor([0, 1, 1, 1])
print("correct:", (pred == labels).sum().item(), "of", len(labels))
