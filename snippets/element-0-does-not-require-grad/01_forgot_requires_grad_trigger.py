import torch

torch.manual_seed(0)
x = torch.randn(8, 3)                 # a batch of 8 samples, 3 features
y = torch.randn(8)

w = torch.zeros(3)                    # a hand-made weight: nobody asked torch to track it
pred = x @ w
loss = ((pred - y) ** 2).mean()
print("requires_grad:", loss.requires_grad, "| grad_fn:", loss.grad_fn)
loss.backward()  # boom
