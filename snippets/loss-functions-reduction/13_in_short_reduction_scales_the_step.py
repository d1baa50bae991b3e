import torch
import torch.nn.functional as F

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
x, y = torch.randn(8, 3), torch.randn(8, 1)   # a batch of 8

# --8<-- [start:short]
mean_loss = F.mse_loss(model(x), y)                   # reduction="mean", the default
sum_loss = F.mse_loss(model(x), y, reduction="sum")   # the same losses, added up
g_mean = torch.autograd.grad(mean_loss, model.weight)[0]
g_sum = torch.autograd.grad(sum_loss, model.weight)[0]
# --8<-- [end:short]
print("sum's gradient / mean's gradient:", (g_sum / g_mean).flatten())
print("SGD step with lr=0.1, mean:", (0.1 * g_mean).flatten())
print("SGD step with lr=0.1, sum: ", (0.1 * g_sum).flatten())
