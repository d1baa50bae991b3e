import torch

pred = torch.zeros(2, 3, requires_grad=True)             # 2 samples, 3 outputs each
per_element = (pred - torch.ones(2, 3)) ** 2             # shape [2, 3]
weights = torch.tensor([[1.], [4.]])                     # one weight per sample: shape [2, 1]

(per_element * weights).sum().backward()                 # `*` broadcasts [2, 1] against [2, 3]
print(pred.grad)

pred.grad = None
per_element = (pred - torch.ones(2, 3)) ** 2
per_element.backward(weights.expand_as(per_element))     # a seed given the loss's shape: the same gradients
print(pred.grad)

pred.grad = None
per_element = (pred - torch.ones(2, 3)) ** 2
per_element.backward(weights)                            # the seed itself is never broadcast
