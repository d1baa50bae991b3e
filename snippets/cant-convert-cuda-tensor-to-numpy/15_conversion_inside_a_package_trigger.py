import torch
from torch import nn

device = "meta"  # stands in for "cuda": this site is built without a GPU (on one, the message says cuda:0)


def package_predict(model, image):
    """Stands in for an installed package's code: a ComfyUI node, a project's helper module."""
    image = image.to(next(model.parameters()).device)   # the package moves the input to the model's device
    return model(image).numpy()          # and converts without .cpu(): the package's bug


torch.manual_seed(0)
model = nn.Linear(3, 2).to(device)
image = torch.randn(4, 3)
with torch.no_grad():
    result = package_predict(model, image.cpu())  # boom, inside the package: .cpu() here changes nothing
