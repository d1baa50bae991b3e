import torch
import torch.nn.functional as F

torch.manual_seed(0)
model = torch.nn.Linear(4, 3)
image = torch.rand(1, 4)
label = torch.tensor([1])
epsilon = 0.03

image.requires_grad_()                          # we want the gradient of the loss w.r.t. the input
loss = F.cross_entropy(model(image), label)
loss.backward()
print("image.is_leaf:", image.is_leaf, "| image.grad is None:", image.grad is None)
image += epsilon * image.grad.sign()            # boom: an FGSM step written in place on that input
