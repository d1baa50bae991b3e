import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
x = torch.randn(64, 4)
y = (x[:, 0] > 0).long()  # a binary task, classes 0 and 1
one_output = nn.Linear(4, 1)  # written for BCEWithLogitsLoss: one logit per sample

try:  # labels squeezed to [N]: CrossEntropyLoss sees one class, 0
    F.cross_entropy(one_output(x), y)
except IndexError as error:
    print("long labels [N]: IndexError:", error)

loss = F.cross_entropy(one_output(x), y.float().unsqueeze(1))  # float [N, 1]: "probabilities" of 1 class
loss.backward()
print(f"float labels [N, 1]: loss {loss.item():.2f}, gradient {one_output.weight.grad.abs().sum().item():.2f}")

choices = [  # the two losses that do learn a binary task
    ("BCEWithLogitsLoss, 1 output, float [N, 1]", 1, nn.BCEWithLogitsLoss(), y.float().unsqueeze(1)),
    ("CrossEntropyLoss, 2 outputs, long [N]", 2, nn.CrossEntropyLoss(), y),
]
for name, outputs, criterion, target in choices:
    model = nn.Linear(4, outputs)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
    for step in range(50):
        loss = criterion(model(x), target)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    out = model(x)
    predicted = (out[:, 0] > 0).long() if out.shape[1] == 1 else out.argmax(dim=1)
    print(f"{name}: accuracy {(predicted == y).float().mean().item():.2f}")
