import torch

torch.manual_seed(0)
logits = torch.randn(4, 3)           # the same code, later, on a batch: 4 samples, 3 classes

probs = torch.softmax(logits, dim=0)  # the popular answer to "[-1, 0], but got 1"
print("each sample's probabilities sum to:", [round(v, 2) for v in probs.sum(dim=1).tolist()])
print("argmax(dim=0) is a sample index per class, not a class per sample:", probs.argmax(dim=0).tolist())
