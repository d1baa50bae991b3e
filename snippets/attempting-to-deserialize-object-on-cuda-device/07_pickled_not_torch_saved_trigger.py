import os
import pickle
import tempfile

import torch

torch.manual_seed(0)
# This page is built on a machine without a GPU: a tagger registered with torch.serialization marks
# every storage saved as "cuda:0" (pickle saves a tensor through torch.save), as a GPU machine does.
on_the_gpu_machine = True
torch.serialization.register_package(
    0, lambda storage: "cuda:0" if on_the_gpu_machine else None, lambda storage, location: None
)

# A temporary folder, not the repository: running the snippet leaves no file behind.
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "embeddings.pkl")

    # On the machine with the GPU: results kept on the GPU, written with pickle.
    embeddings = {"cat": torch.randn(4), "dog": torch.randn(4)}   # there: torch.randn(4, device="cuda")
    with open(path, "wb") as f:
        pickle.dump(embeddings, f)

    # On a machine without one:
    on_the_gpu_machine = False
    with open(path, "rb") as f:
        embeddings = pickle.load(f)
