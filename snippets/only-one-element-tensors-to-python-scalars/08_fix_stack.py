import torch

torch.manual_seed(0)
weights = torch.randn(3, requires_grad=True)
labels = [torch.tensor([1.0, 0.0, 1.0]), torch.tensor([0.0, 1.0, 0.0])]
scores = [weights * 2, weights * 3]  # tensors that carry a gradient

# --8<-- [start:fix]
batch = torch.stack(labels)    # [2, 3]: a new first dimension
stacked = torch.stack(scores)  # keeps the autograd graph, the dtype, the device
# --8<-- [end:fix]
print(tuple(batch.shape), stacked.grad_fn.name())
