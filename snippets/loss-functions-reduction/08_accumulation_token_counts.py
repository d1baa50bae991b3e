import torch
import torch.nn.functional as F

torch.manual_seed(0)
model = torch.nn.Linear(4, 5)                   # 4 features per token, 5 classes
tokens = torch.randn(4, 3, 4)                   # 4 sequences of 3 tokens
labels = torch.tensor([[1, 2, 3],
                       [4, 0, -100],            # -100: padding, ignored by cross_entropy
                       [2, -100, -100],
                       [3, -100, -100]])


def summed_loss(x, y):
    return F.cross_entropy(model(x).flatten(0, 1), y.flatten(), reduction="sum")


model.zero_grad()
F.cross_entropy(model(tokens).flatten(0, 1), labels.flatten()).backward()   # the whole batch at once
full = model.weight.grad.clone()

steps = 2
model.zero_grad()
for x, y in zip(tokens.chunk(steps), labels.chunk(steps)):
    n = (y != -100).sum()
    (summed_loss(x, y) / n / steps).backward()  # each micro-batch's mean, divided by the steps
print("tokens per micro-batch:", [(y != -100).sum().item() for y in labels.chunk(steps)])
print("mean / steps     :", torch.allclose(model.weight.grad, full))

# --8<-- [start:fix]
total_tokens = (labels != -100).sum()           # counted once, over the whole accumulated batch
model.zero_grad()
for x, y in zip(tokens.chunk(steps), labels.chunk(steps)):
    (summed_loss(x, y) / total_tokens).backward()
# --8<-- [end:fix]
print("sum / all tokens :", torch.allclose(model.weight.grad, full))
