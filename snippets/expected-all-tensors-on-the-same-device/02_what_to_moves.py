import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

# The meta device stands in for a GPU here: .to("meta") moves exactly what .to("cuda") moves.
device = "meta"


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(4, 4)                            # a submodule: its parameters move
        self.register_buffer("mean", torch.zeros(4))             # a registered buffer: moves
        self.scale = torch.ones(4)                               # a plain tensor attribute: stays
        self.heads = [nn.Linear(4, 1), nn.Linear(4, 1)]          # layers in a Python list: stay

    def forward(self, x):
        noise = torch.randn(x.shape)                             # made in forward without device=: CPU
        return self.linear(x - self.mean) * self.scale + noise


torch.manual_seed(0)
model = Net()
model.to(device)                                                 # moves the module in place
x = torch.randn(2, 4)
x.to(device)                                                     # a tensor's .to() returns a copy ...
print("model.linear.weight:        ", model.linear.weight.device)
print("model.mean (buffer):        ", model.mean.device)
print("model.scale (attribute):    ", model.scale.device)
print("model.heads[0].weight (list):", model.heads[0].weight.device)
print("x after x.to(device):       ", x.device, " <- not reassigned: still where it was")
print("x = x.to(device):           ", x.to(device).device)
print("model.parameters() holds", len(list(model.parameters())), "tensors: the list's heads are not among them")
try:
    model(x.to(device))
except RuntimeError as error:                                    # the meta device's own message, not the GPU's
    print(f"forward on {device}: {type(error).__name__}: {error}")
loader = DataLoader(TensorDataset(torch.randn(4, 2, device=device)), batch_size=2)
print("a DataLoader over tensors on", device, "yields batches on:", next(iter(loader))[0].device)
