import torch
from torch import nn

torch.manual_seed(0)
device = "cuda"
model = nn.Linear(20, 10).to(device)  # 10 classes: labels 0 to 9
inputs = torch.randn(8, 20, device=device)
labels = torch.tensor([1, 4, 10, 3, 7, 10, 2, 9], device=device)  # 10 is no class of this model

loss = nn.functional.cross_entropy(model(inputs), labels)  # the kernel asserts on the GPU...
print(loss.item())  # ...and the error surfaces at the next call that waits for the GPU
