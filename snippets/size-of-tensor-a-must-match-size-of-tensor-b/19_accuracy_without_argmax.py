import torch

torch.manual_seed(0)
outputs = torch.randn(64, 10)           # a batch of 64, 10 class scores each
labels = torch.randint(0, 10, (64,))    # one class index per sample

try:
    correct = (outputs == labels).sum()
except RuntimeError as exc:
    print("outputs == labels:", exc)

pred = outputs.argmax(dim=1)            # the predicted class of each sample: [64]
correct = (pred == labels).sum()
print("outputs.argmax(dim=1) == labels:", tuple((pred == labels).shape))
