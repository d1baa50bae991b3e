import torch

torch.manual_seed(0)
signal = torch.randn(16, requires_grad=True)
target = torch.randn(16)


def complex_loss():
    diff = torch.fft.fft(signal) - torch.fft.fft(target)
    return (diff ** 2).mean()


loss = complex_loss()
loss.backward(torch.ones_like(loss))  # runs: a seed of 1 + 0j
with_seed = signal.grad.clone()

signal.grad = None
complex_loss().real.backward()
print("loss dtype:", loss.dtype)
print("same gradient as loss.real.backward():", torch.allclose(with_seed, signal.grad))
