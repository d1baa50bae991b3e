import os
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

# A temporary folder, not the repository: running the snippet leaves no file behind (removed at the end).
folder = tempfile.mkdtemp()
path = os.path.join(folder, "model.pt")
saved = nn.Linear(3, 1)
torch.save(saved, path)                           # the whole model, on the GPU machine
on_the_gpu_machine = False

attempts = {
    "torch.load(path)": lambda: torch.load(path),
    'torch.load(path, weights_only=False).to("cpu")': lambda: torch.load(path, weights_only=False).to("cpu"),
}
for code, attempt in attempts.items():
    try:
        attempt()
    except Exception as error:
        print(f"{code}\n    {type(error).__name__}: {str(error).splitlines()[0][:72]} ...")

weights_path = os.path.join(folder, "weights.pt")
# --8<-- [start:fix]
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")   # not "cuda" where there is none
model = torch.load(path, map_location=device, weights_only=False)   # a whole model: a file you trust
torch.save(model.state_dict(), weights_path)                        # once: its weights alone
# --8<-- [end:fix]
print("the whole model, with map_location inside torch.load: weights on", model.weight.device)

# Fix 1's line for a whole-model file: the same torch.load, then the model moved to the device.
model = torch.load(path, map_location="cpu", weights_only=False).to(device)
print("fix 1's line on the whole-model file:", type(model).__name__, "with weights on", model.weight.device)

weights = torch.load(weights_path, map_location=device)   # the default weights_only=True
fresh = nn.Linear(3, 1).to(device)
print("weights.pt, loaded with weights_only=True:", fresh.load_state_dict(weights))
x = torch.randn(5, 3)
print("same outputs as the saved model:", torch.equal(fresh(x.to(device)), saved(x)))

shutil.rmtree(folder)
