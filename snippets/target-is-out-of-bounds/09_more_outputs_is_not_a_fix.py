import torch
import torch.nn.functional as F

torch.manual_seed(0)
mask = torch.randint(0, 21, (1, 4, 4))
mask[:, 0, :] = 255                                  # void pixels, as in Pascal VOC

logits = torch.randn(1, 256, 4, 4, requires_grad=True)   # the popular answer: 256 classes, so 255 fits
F.cross_entropy(logits, mask).backward()
void = mask[0] == 255
print("pixels in the loss:", mask.numel(), "| void among them:", void.sum().item())
print("void pixels trained towards class 255:", bool((logits.grad[0, 255][void] < 0).all()))
