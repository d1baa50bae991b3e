import tempfile
from pathlib import Path

import torch
from torch import nn


class Backbone(nn.Module):  # a pretrained network
    def __init__(self):
        super().__init__()
        self.layer = nn.Linear(4, 8)


class Classifier(nn.Module):  # your model holds it as an attribute, and adds a head
    def __init__(self):
        super().__init__()
        self.backbone = Backbone()
        self.head = nn.Linear(8, 3)


torch.manual_seed(0)
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "backbone.pt")
pretrained = Backbone()
torch.save(pretrained.state_dict(), path)

model = Classifier()
try:
    model.load_state_dict(torch.load(path))
except RuntimeError as error:
    print(error)

# A checkpoint of the network alone: load it into the attribute that holds it
# --8<-- [start:into]
model = Classifier()
print(model.backbone.load_state_dict(torch.load(path)))
# --8<-- [end:into]
print("backbone loaded:", torch.equal(model.backbone.layer.weight, pretrained.layer.weight))

# The other way: a checkpoint of the whole model, and you need the network alone
torch.save(model.state_dict(), path)
# --8<-- [start:out]
state = {key.removeprefix("backbone."): value for key, value in torch.load(path).items()
         if key.startswith("backbone.")}
backbone = Backbone()
print(backbone.load_state_dict(state))
# --8<-- [end:out]
print("backbone loaded:", torch.equal(backbone.layer.weight, pretrained.layer.weight))
