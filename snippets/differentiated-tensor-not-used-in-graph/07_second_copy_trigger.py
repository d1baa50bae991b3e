import torch
from torch import nn

torch.manual_seed(0)
# On a GPU the same happens with .to("cuda"): every call returns a new tensor.
# Here a change of dtype plays that part, so that the snippet runs on the CPU.
model = nn.Linear(3, 1).double()
images = torch.randn(2, 3)                       # float32, as the data loader returns them

x = images.to(torch.float64).requires_grad_()    # the copy you ask the gradient for...
score = model(images.to(torch.float64)).sum()    # ...and a second copy, the one the model is fed
(saliency,) = torch.autograd.grad(score, x)  # boom
