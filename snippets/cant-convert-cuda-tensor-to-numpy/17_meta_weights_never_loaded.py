import torch
from torch import nn

with torch.device("meta"):            # how loaders build a large model before reading its weights
    model = nn.Linear(3, 2)
try:
    model.weight.cpu()
except NotImplementedError as e:
    print("before loading:", type(e).__name__ + ":", e)

torch.manual_seed(0)
weights = nn.Linear(3, 2).state_dict()   # stands in for torch.load(path, map_location="cpu")
# --8<-- [start:load]
model.load_state_dict(weights, assign=True)   # the loaded tensors replace the empty meta ones
# --8<-- [end:load]
print("after loading:", model.weight.device, model.weight.detach().numpy().shape)
