import torch

torch.manual_seed(0)
signal = torch.randn(16, requires_grad=True)     # the model's output, say
target = torch.randn(16)

# Compare the two signals in the frequency domain
diff = torch.fft.fft(signal) - torch.fft.fft(target)   # complex
loss = (diff ** 2).mean()
print("loss:", loss.shape, loss.dtype)
loss.backward()  # boom
