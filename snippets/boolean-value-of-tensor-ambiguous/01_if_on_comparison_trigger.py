import torch

scores = torch.tensor([0.2, 0.7, 0.9])
threshold = 0.5

if scores > threshold:  # boom: three comparisons, one `if`
    print("above the threshold")
