import os
import pickle
import shutil
import tempfile

import numpy as np
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
path = os.path.join(folder, "features.npy")
saved = torch.randn(4)                                 # on the GPU machine: on the GPU
features = np.empty(1, dtype=object)
features[0] = saved
np.save(path, features, allow_pickle=True)            # a NumPy object array holding a tensor
message = pickle.dumps({"weights": saved})             # bytes, as a process sends them to another
on_the_gpu_machine = False

try:
    np.load(path, allow_pickle=True)
except RuntimeError as error:
    print("np.load before the patch:", str(error)[:60], "...")

# --8<-- [start:fix]
import io

# A patch of torch.storage._load_from_bytes, a private torch function that unpickling calls for each
# tensor: this one loads every tensor onto the CPU. Only for files you trust, like pickle itself.
torch.storage._load_from_bytes = lambda b: torch.load(io.BytesIO(b), map_location="cpu", weights_only=False)

features = np.load(path, allow_pickle=True)   # or pickle.load(f), joblib.load(path), ...
received = pickle.loads(message)              # bytes that another process sent
# --8<-- [end:fix]

print("np.load after the patch:", features[0].device, "| same values:", torch.equal(features[0], saved))
print("pickle.loads after the patch:", received["weights"].device)

shutil.rmtree(folder)
