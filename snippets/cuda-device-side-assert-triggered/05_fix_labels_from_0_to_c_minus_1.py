import torch
from torch import nn

torch.manual_seed(0)
num_classes = 10
inputs = torch.randn(256, 20)
labels = (inputs[:, :num_classes].argmax(dim=1) + 1)  # stored 1 to 10, as many CSV files number classes
model = nn.Linear(20, num_classes)
optimizer = torch.optim.Adam(model.parameters(), lr=0.05)

# --8<-- [start:fix]
# Once, on the labels of the whole dataset, not on a batch:
print("labels from", labels.min().item(), "to", labels.max().item(), "for", num_classes, "classes")
labels = labels - 1  # numbered from 1: shift every label, in every split, the same way
assert 0 <= labels.min() and labels.max() < num_classes, "a label is no class of the model"
# --8<-- [end:fix]

for step in range(100):
    loss = nn.functional.cross_entropy(model(inputs), labels)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if step in (0, 99):
        accuracy = (model(inputs).argmax(dim=1) == labels).float().mean().item()
        print(f"step {step}: loss {loss.item():.3f}, accuracy {accuracy:.2f}")
