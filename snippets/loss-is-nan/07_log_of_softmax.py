import torch
import torch.nn.functional as F

logits = torch.tensor([[120.0, 0.0, -120.0]], requires_grad=True)  # a very confident model
target = torch.tensor([2])                                          # ...and wrong

by_hand = -torch.log(torch.softmax(logits, dim=1))[0, target]
print("log of softmax:", by_hand.item())
by_hand.backward()
print("its gradient:  ", logits.grad)

logits.grad = None
stable = F.cross_entropy(logits, target)                            # log_softmax inside
print("cross_entropy: ", stable.item())
stable.backward()
print("its gradient:  ", logits.grad)
