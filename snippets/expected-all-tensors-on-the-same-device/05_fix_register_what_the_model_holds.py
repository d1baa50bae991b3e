import torch
from torch import nn

device = "meta"   # stands in for "cuda": .to("meta") moves exactly what .to("cuda") moves


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(4, 4)
# --8<-- [start:fix]
        self.register_buffer("scale", torch.ones(4))                   # not self.scale = torch.ones(4)
        self.heads = nn.ModuleList([nn.Linear(4, 1), nn.Linear(4, 1)])  # not a Python list

    def forward(self, x):
        noise = torch.randn(x.shape, device=x.device)                   # made where the input is
        h = self.linear(x) * self.scale + noise
        return sum(head(h) for head in self.heads)
# --8<-- [end:fix]


torch.manual_seed(0)
model = Net().to(device)
print("devices of everything the model holds:", {t.device.type for t in model.state_dict().values()})
print("output on:", model(torch.randn(2, 4, device=device)).device)
print("buffers in the state_dict:", [k for k in model.state_dict() if not k.startswith(("linear", "heads"))])
print("parameters the optimizer gets:", len(list(model.parameters())))
