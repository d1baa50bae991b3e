import torch

torch.manual_seed(0)
logits = torch.randn(4, 3, requires_grad=True)
targets = torch.tensor([0, 2, 1, 2])

predicted = logits.argmax(dim=1)      # integer class indices: the path back to logits ends here
error_rate = (predicted != targets).float().mean()
print(predicted.dtype, error_rate.requires_grad)
error_rate.backward()  # boom
