import io

import torch
from torch import nn

device = "cuda" if torch.cuda.is_available() else "cpu"
torch.manual_seed(0)
model = nn.Linear(3, 1).to(device)
checkpoint = io.BytesIO()             # a file, here in memory
torch.save(model.state_dict(), checkpoint)
checkpoint.seek(0)

# --8<-- [start:fix]
state = torch.load(checkpoint, map_location="cpu")  # every tensor on the CPU, wherever it was saved
weights = {name: t.numpy() for name, t in state.items()}
# --8<-- [end:fix]
print({name: t.device.type for name, t in state.items()})
print("weight:", weights["weight"].round(4), "| bias:", weights["bias"].round(4))
