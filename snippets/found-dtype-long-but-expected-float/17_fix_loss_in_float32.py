import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(5, 1), nn.Sigmoid()).half()  # a half-precision model
x = torch.randn(4, 5).half()
y = torch.tensor([0, 1, 1, 0])  # labels from the dataset
criterion = nn.BCELoss()
pred = model(x).squeeze(1)  # float16

# --8<-- [start:fix]
# the loss in float32, whatever the model's dtype
loss = criterion(pred.float(), y.float())
# --8<-- [end:fix]
loss.backward()
print("prediction:", pred.dtype, "  loss:", loss.dtype, round(loss.item(), 4),
      "  gradient:", model[0].weight.grad.dtype)

# The other way: the labels in the prediction's dtype. It runs, and the loss is computed in float16.
half_loss = criterion(pred, y.to(pred.dtype))
print("y.to(pred.dtype):", half_loss.dtype, round(half_loss.item(), 4))
