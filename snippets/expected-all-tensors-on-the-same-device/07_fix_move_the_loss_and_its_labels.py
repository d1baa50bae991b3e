import torch
from torch import nn

device = "meta"   # stands in for "cuda": .to("meta") moves exactly what .to("cuda") moves
torch.manual_seed(0)
logits = torch.randn(8, 3, device=device)             # the model's output: on the GPU
labels = torch.randint(0, 3, (8,), device=device)     # the targets were moved too
class_weight = torch.tensor([1.0, 2.0, 0.5])          # class weights, made on the CPU

criterion = nn.CrossEntropyLoss(weight=class_weight)  # the weight stays where it was made
print("weight of the loss:", criterion.weight.device)
try:
    criterion(logits, labels)
except RuntimeError as error:                         # the meta device's own message, not the GPU's
    print(f"loss on {device}: {type(error).__name__}: {error}")

# --8<-- [start:fix]
criterion = nn.CrossEntropyLoss(weight=class_weight).to(device)  # weight= is a buffer: .to() moves it
bce = nn.BCEWithLogitsLoss(pos_weight=torch.tensor([2.0])).to(device)  # so is pos_weight=
real = torch.ones(8, 1, device=device)                # labels made in the step: give them device=
# --8<-- [end:fix]
print("buffers of the losses:", [name for name, _ in criterion.named_buffers()],
      [name for name, _ in bce.named_buffers()])
print("after .to(device):", criterion.weight.device, bce.pos_weight.device, real.device)
print("loss on:", criterion(logits, labels).device, bce(torch.randn(8, 1, device=device), real).device)
