# A Hugging Face ...ForSequenceClassification model created with num_labels=1 treats the task as regression:
# its forward computes MSELoss()(logits.squeeze(), labels.squeeze()). The same computation, without the library:
import torch
from torch import nn

torch.manual_seed(0)
head = nn.Linear(8, 1)                # num_labels=1: one output per sample
features = torch.randn(4, 8)
labels = torch.tensor([0, 1, 1, 0])   # int64 class labels, as a tokenized dataset gives them

logits = head(features)
loss = nn.MSELoss()(logits.squeeze(), labels.squeeze())
loss.backward()
print("int64 labels, num_labels=1: the loss and backward() run, loss =", round(loss.item(), 4))
print("the same loss as with float labels:", torch.equal(loss, nn.MSELoss()(logits.squeeze(), labels.float())))

# Two classes are num_labels=2: two scores per sample, CrossEntropyLoss, the int64 labels as they are.
two = nn.Linear(8, 2)
scores = two(features)
print("num_labels=2:", tuple(scores.shape), "scores, loss =", round(nn.CrossEntropyLoss()(scores, labels).item(), 4))
