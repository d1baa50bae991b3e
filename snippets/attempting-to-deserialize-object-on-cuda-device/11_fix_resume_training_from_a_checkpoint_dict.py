import os
import shutil
import tempfile

import torch
from torch import nn

torch.manual_seed(0)
# This page is built on a machine without a GPU: a tagger registered with torch.serialization marks
# every storage torch.save writes as "cuda:0", so the checkpoint below is the one a GPU machine writes.
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


def train(model, optimizer, steps, device):
    for _ in range(steps):
        loss = (model(x.to(device)) - y.to(device)).pow(2).mean()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    return (model(x.to(device)) - y.to(device)).pow(2).mean().item()


# A temporary folder, not the repository: running the snippet leaves no file behind (removed at the end).
folder = tempfile.mkdtemp()
path = os.path.join(folder, "checkpoint.pt")

# On the machine with the GPU: train, then save a checkpoint dict: the weights and the optimizer's state.
model = Net()
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
print(f"loss when the checkpoint was saved:  {train(model, optimizer, 100, 'cpu'):.4f}")
torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict()}, path)

# On any machine, with a GPU or without:
on_the_gpu_machine = False
# --8<-- [start:fix]
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
checkpoint = torch.load(path, map_location="cpu")   # onto the CPU, wherever saved
model = Net().to(device)                            # your model's class, as in training
model.load_state_dict(checkpoint["model"])          # the checkpoint's own key names
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
optimizer.load_state_dict(checkpoint["optimizer"])  # state follows the parameters
# --8<-- [end:fix]

weight = model.layers[0].weight
print("weights on:", weight.device, "| Adam's averages on:", optimizer.state[weight]["exp_avg"].device)
print(f"loss right after loading:            {train(model, optimizer, 0, device):.4f}")
print(f"loss after 200 more steps:           {train(model, optimizer, 200, device):.4f}")

shutil.rmtree(folder)
