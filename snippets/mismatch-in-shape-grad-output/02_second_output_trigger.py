import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
total = (x * x).sum()                 # shape []
per_item = x * 3                      # shape [3]

torch.autograd.backward(
    [total, per_item],
    grad_tensors=[torch.tensor(1.0), torch.ones(2)],  # the second seed has the wrong shape
)
