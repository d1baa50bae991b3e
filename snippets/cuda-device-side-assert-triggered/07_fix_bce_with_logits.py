import torch
from torch import nn

torch.manual_seed(0)
inputs = torch.randn(256, 20)
targets = (inputs[:, 0] > 0).float().unsqueeze(1)
model = nn.Linear(20, 1)  # outputs logits: any real number
optimizer = torch.optim.Adam(model.parameters(), lr=0.05)

# --8<-- [start:fix]
loss_fn = nn.BCEWithLogitsLoss()  # applies the sigmoid itself, in a numerically stable way
for step in range(100):
    loss = loss_fn(model(inputs), targets)  # logits, not probabilities
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
# --8<-- [end:fix]
    if step in (0, 99):
        probabilities = torch.sigmoid(model(inputs))  # for predictions, apply the sigmoid yourself
        accuracy = ((probabilities > 0.5).float() == targets).float().mean().item()
        print(f"step {step}: loss {loss.item():.3f}, accuracy {accuracy:.2f}")
