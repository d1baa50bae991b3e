import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)                  # on a GPU in the reader's script
x = torch.randn(8, 3)
y = torch.randn(8, 1)                    # targets on the CPU
before = model.weight.detach().clone()

prediction = model(x).cpu().detach()     # the forum's answer: bring the output to the targets
loss = (prediction - y).pow(2).mean()    # no error any more ...
print("loss:", round(loss.item(), 4), "| loss.requires_grad:", loss.requires_grad)
loss.requires_grad_(True)                # ... and then the next answer, to make backward() run
loss.backward()
torch.optim.SGD(model.parameters(), lr=0.1).step()
print("gradient of the weight:", model.weight.grad)
print("weight changed by the step:", not torch.equal(before, model.weight))
