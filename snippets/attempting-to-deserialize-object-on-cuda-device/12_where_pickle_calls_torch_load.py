import os
import pickle
import tempfile
import traceback
from pathlib import Path

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
    with open(path, "wb") as f:
        pickle.dump({"cat": torch.randn(4)}, f)            # on the GPU machine
    on_the_gpu_machine = False

    with open(path, "rb") as f:
        try:
            pickle.load(f)
        except RuntimeError as error:
            # The whole traceback, torch's frames included: the two frames under pickle.load(f)
            print("pickle.load(f), then:")
            for frame in traceback.extract_tb(error.__traceback__)[1:3]:
                file = "/".join(Path(frame.filename).parts[-2:])
                print(f'  File ".../{file}", in {frame.name}\n    {frame.line}')
