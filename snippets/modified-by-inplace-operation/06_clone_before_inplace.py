import torch

torch.manual_seed(0)
scores = torch.randn(2, 3, requires_grad=True)

# --8<-- [start:fix]
gate = torch.sigmoid(scores)
masked = gate.clone()                 # the copy is yours to modify
masked[:, 0] = 0.0
# --8<-- [end:fix]
masked.sum().backward()
print(scores.grad)
