import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x, y = torch.randn(8, 3), torch.randn(8, 1)

pred = model(x)
mse = nn.functional.mse_loss(pred, y)
# A smoothness penalty written with NumPy; .numpy() refused, so .detach() was added:
penalty = torch.tensor(np.mean(np.diff(pred.detach().numpy(), axis=0) ** 2))
loss = mse + 10 * penalty
loss.backward()
print(f"penalty: {penalty.item():.4f} | loss: {loss.item():.4f}")  # the penalty is in the loss...
print("gradient with the penalty:", model.weight.grad)

grad_with_penalty = model.weight.grad.clone()
model.zero_grad()
nn.functional.mse_loss(model(x), y).backward()
print("gradient of the MSE alone:", model.weight.grad)  # ...and not in the gradient
print("the penalty changes the gradient:", not torch.allclose(grad_with_penalty, model.weight.grad))
