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


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.Sequential(nn.Linear(3, 16), nn.ReLU(), nn.Linear(16, 1))

    def forward(self, x):
        return self.layers(x)


x = torch.randn(256, 3)
y = x @ torch.tensor([[1.0], [-2.0], [0.5]]) + 0.3


def loss_of(model, device):
    with torch.no_grad():
        return (model(x.to(device)) - y.to(device)).pow(2).mean().item()


# A temporary folder, not the repository: running the snippet leaves no file behind (removed at the end).
folder = tempfile.mkdtemp()
path = os.path.join(folder, "model.pt")

# On the machine with the GPU: train, then save the weights (model.state_dict()).
model = Net()
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
for _ in range(100):
    loss = (model(x) - y).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
print(f"loss when the weights were saved:  {loss_of(model, 'cpu'):.4f}")
torch.save(model.state_dict(), path)

# On any machine, with a GPU or without:
on_the_gpu_machine = False
# --8<-- [start:fix]
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = Net()                                                 # your model's class, as in training
model.load_state_dict(torch.load(path, map_location="cpu"))   # a file holding model.state_dict()
model.to(device)                                              # then onto the GPU, if there is one
# --8<-- [end:fix]

print("weights on:", next(model.parameters()).device)

# On an Apple Silicon Mac, its GPU ("mps") instead of the CPU; here, not a Mac: the CPU.
mac_device = torch.device("mps" if torch.backends.mps.is_available() else "cpu")
print(f"loss right after loading:          {loss_of(model, device):.4f}")

# A file of several GB: mmap=True reads each tensor from the file when it is used, not the whole file first.
state_dict = torch.load(path, map_location="cpu", mmap=True)
print("with mmap=True, the same weights:", all(torch.equal(state_dict[k], v.cpu()) for k, v in model.state_dict().items()))

shutil.rmtree(folder)
