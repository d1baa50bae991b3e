import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x, y = torch.randn(8, 3), torch.randn(8, 1)

pred = model(x)
mse = nn.functional.mse_loss(pred, y)
# --8<-- [start:fix]
penalty = torch.mean(torch.diff(pred, dim=0) ** 2)  # np.mean, np.diff -> torch.mean, torch.diff
loss = mse + 10 * penalty
loss.backward()
# --8<-- [end:fix]
print(f"penalty: {penalty.item():.4f} | loss: {loss.item():.4f}")
print("gradient with the penalty:", model.weight.grad)

grad_with_penalty = model.weight.grad.clone()
model.zero_grad()
nn.functional.mse_loss(model(x), y).backward()
print("gradient of the MSE alone:", model.weight.grad)
print("the penalty changes the gradient:", not torch.allclose(grad_with_penalty, model.weight.grad))
