import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = w * 2

print(y.numpy(force=True))            # detach (and copy to the CPU) for you
