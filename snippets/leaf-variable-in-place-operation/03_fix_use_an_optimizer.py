import torch

torch.manual_seed(0)
x = torch.randn(8, 3)
y = torch.randn(8)
w = torch.zeros(3, requires_grad=True)

# --8<-- [start:fix]
optimizer = torch.optim.SGD([w], lr=0.1)
for step in range(3):
    loss = ((x @ w - y) ** 2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()                  # updates w in place with recording switched off
# --8<-- [end:fix]
    print(f"step {step}: loss {loss.item():.4f}")
