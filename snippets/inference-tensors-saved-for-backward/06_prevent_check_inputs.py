import torch
from torch import nn

torch.manual_seed(0)
head = nn.Linear(4, 2)


# --8<-- [start:check]
def training_step(batch):
    assert not batch.is_inference(), "this batch was made under torch.inference_mode(); use torch.no_grad()"
    loss = head(batch).sum()
    loss.backward()
    return loss
# --8<-- [end:check]


with torch.inference_mode():
    bad = torch.randn(3, 4)
try:
    training_step(bad)
except AssertionError as error:
    print("AssertionError:", error)
training_step(torch.randn(3, 4))
print("a normal batch trains:", head.weight.grad is not None)
