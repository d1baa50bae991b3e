import torch

torch.manual_seed(0)
signal = torch.randn(16, requires_grad=True)
target = torch.randn(16)

# --8<-- [start:fix]
diff = torch.fft.fft(signal) - torch.fft.fft(target)
loss = (diff.abs() ** 2).mean()       # |z|² is real: a distance you can minimise
loss.backward()
# --8<-- [end:fix]
print("loss:", loss.shape, loss.dtype)
print("signal.grad:", signal.grad.shape, signal.grad.dtype)
