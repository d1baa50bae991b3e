import argparse
import tempfile
from pathlib import Path

import torch
from torch import nn

folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "last.ckpt")
net = nn.Linear(4, 2)
# A Lightning-style checkpoint whose hyperparameters hold a Python object, here an argparse.Namespace
torch.save({"state_dict": {f"model.{k}": v for k, v in net.state_dict().items()},
            "hyper_parameters": {"args": argparse.Namespace(lr=0.1)}}, path)

try:
    torch.load(path)
except Exception as error:  # torch.load loads only tensors and plain containers by default
    print(f"{type(error).__name__}: {str(error).split('.')[0]}")

# --8<-- [start:fix]
checkpoint = torch.load(path, weights_only=False)  # only for a file you trust: it runs pickled code
# --8<-- [end:fix]
print(list(checkpoint))
