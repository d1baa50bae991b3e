import torch
import torch.nn.functional as F

q_values = torch.tensor([[0.5, 1.5, -0.2]])  # a Q-network's output for one state: [1, 3]
action = 1
x = q_values.squeeze()[action]               # one number, torch.Size([])
y = torch.tensor([2.0])                      # its target, built from a list: torch.Size([1])

loss = F.mse_loss(x, y)
print(x.shape, "and", y.shape, "broadcast to", torch.broadcast_shapes(x.shape, y.shape))
print(f"loss: {loss.item():.4f}, with equal shapes: {F.mse_loss(x, y.view_as(x)).item():.4f}")
