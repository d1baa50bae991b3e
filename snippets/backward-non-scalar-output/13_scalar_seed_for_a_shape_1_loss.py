import torch

pred = torch.tensor([[2.], [5.], [9.]], requires_grad=True)   # one output per sample: shape [3, 1]
target = torch.tensor([[1.], [5.], [7.]])

loss = ((pred - target) ** 2).mean(dim=0)    # shape [1], not []: backward() alone would accept it
print(loss.shape)
loss.backward(torch.tensor(1.0))             # a seed of shape []
