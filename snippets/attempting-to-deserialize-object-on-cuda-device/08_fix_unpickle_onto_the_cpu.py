import io
import os
import pickle
import shutil
import tempfile
import warnings

import torch

torch.manual_seed(0)
# This page is built on a machine without a GPU: a tagger registered with torch.serialization marks
# every storage saved as "cuda:0" (pickle saves a tensor through torch.save), as a GPU machine does.
on_the_gpu_machine = True
torch.serialization.register_package(
    0, lambda storage: "cuda:0" if on_the_gpu_machine else None, lambda storage, location: None
)

# A temporary folder, not the repository: running the snippet leaves no file behind (removed at the end).
folder = tempfile.mkdtemp()
path = os.path.join(folder, "embeddings.pkl")
saved = {"cat": torch.randn(4), "dog": torch.randn(4)}       # on the GPU machine: on the GPU
with open(path, "wb") as f:
    pickle.dump(saved, f)
on_the_gpu_machine = False

# What the message says, torch.load with map_location, stops first at weights_only (torch >= 2.6):
try:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")   # and its warning about the file's pickle protocol
        torch.load(path, map_location="cpu")
except pickle.UnpicklingError as error:
    print("torch.load(path, map_location='cpu'):", str(error).splitlines()[0][:40], "...")

# With weights_only=False, its map_location does not reach the tensors inside a pickle file:
try:
    torch.load(path, map_location="cpu", weights_only=False)
except RuntimeError as error:
    print("torch.load(path, map_location='cpu', weights_only=False):", str(error)[:60], "...")

# --8<-- [start:fix]
class CPUUnpickler(pickle.Unpickler):
    """pickle.load that puts every tensor on the CPU. Like pickle.load, only for files you trust."""

    def find_class(self, module, name):
        if (module, name) == ("torch.storage", "_load_from_bytes"):
            return lambda b: torch.load(io.BytesIO(b), map_location="cpu", weights_only=False)
        return super().find_class(module, name)

with open(path, "rb") as f:
    embeddings = CPUUnpickler(f).load()
# --8<-- [end:fix]

print("CPUUnpickler:", {name: str(t.device) for name, t in embeddings.items()})
print("same values as saved:", all(torch.equal(embeddings[k], saved[k]) for k in saved))

shutil.rmtree(folder)
