import inspect
import os
import pickle
import shutil
import tempfile

import torch
from torch import nn

torch.manual_seed(0)
# This page is built on a machine without a GPU: a tagger registered with torch.serialization marks
# every storage torch.save writes as "cuda:0", so the file below is the one a GPU machine writes.
on_the_gpu_machine = True
torch.serialization.register_package(
    0, lambda storage: "cuda:0" if on_the_gpu_machine else None, lambda storage, location: None
)


def load_pretrained(path, device="cuda"):
    """A library's loader (here, a stand-in): its `device` moves the model, and never reaches torch.load."""
    model = nn.Linear(3, 1)
    model.load_state_dict(torch.load(path))
    return model.to(device)


# A temporary folder, not the repository: running the snippet leaves no file behind (removed at the end).
folder = tempfile.mkdtemp()
path = os.path.join(folder, "pretrained.pt")
saved = nn.Linear(3, 1)
torch.save(saved.state_dict(), path)              # the authors' file, saved on their GPU
on_the_gpu_machine = False

# At the top of your script, before the library loads anything:
# --8<-- [start:fix]
import functools

original_load = torch.load

@functools.wraps(original_load)   # keeps torch.load's signature for libraries that inspect it
def load_onto_the_cpu(f, map_location=None, *args, **kwargs):
    # a call that names no device loads onto the CPU; one that names a device keeps it
    return original_load(f, "cpu" if map_location is None else map_location, *args, **kwargs)

torch.load = load_onto_the_cpu
# --8<-- [end:fix]

model = load_pretrained(path, device="cpu")
print("weights on:", model.weight.device)
print("same weights as the authors' file:", torch.equal(model.weight, saved.weight))
print("torch.load still shows its weights_only parameter:", "weights_only" in inspect.signature(torch.load).parameters)

# Bytes that pickle wrote on the GPU machine (cause 4): pickle.loads reaches torch.load through _load_from_bytes.
on_the_gpu_machine = True
pickled = pickle.dumps({"weight": saved.weight.detach()})
on_the_gpu_machine = False
print("pickle.loads of bytes pickled on the GPU machine: tensor on", pickle.loads(pickled)["weight"].device)

shutil.rmtree(folder)
