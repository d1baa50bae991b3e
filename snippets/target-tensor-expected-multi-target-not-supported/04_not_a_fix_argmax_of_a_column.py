import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(64, 4)
y = (x[:, 0] > 0).long() + (x[:, 1] > 0).long()
column = y.unsqueeze(1)  # the labels as a column [N, 1], as in the trigger

print("labels          ", column[:8, 0].tolist())
print("argmax(dim=1)   ", column.argmax(dim=1)[:8].tolist())  # the one-hot recipe, on a column
print("squeeze(1)      ", column.squeeze(1)[:8].tolist())

for name, target in [("argmax(dim=1)", column.argmax(dim=1)), ("squeeze(1)", column.squeeze(1))]:
    torch.manual_seed(0)
    model = nn.Linear(4, 3)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
    for step in range(100):
        loss = nn.functional.cross_entropy(model(x), target)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    accuracy = (model(x).argmax(dim=1) == y).float().mean().item()
    print(f"trained on {name:13}: loss {loss.item():.2f}, accuracy on the real labels {accuracy:.2f}")
