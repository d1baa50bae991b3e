import torch

torch.manual_seed(0)
scores = torch.randn(2, 3, requires_grad=True)

# --8<-- [start:fix]
gate = torch.sigmoid(scores)
mask = torch.tensor([0.0, 1.0, 1.0])
gate = gate * mask                    # a new tensor; the saved one stays intact
# --8<-- [end:fix]
gate.sum().backward()
print(scores.grad)
