import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2)).eval()
images = torch.randn(2, 4)

gradients = []


def keep_gradient(module, inputs, output):
    output.register_hook(gradients.append)  # Grad-CAM style: keep the activation's gradient


model[0].register_forward_hook(keep_gradient)

with torch.no_grad():                       # inference habit: nothing is recorded
    scores = model(images)  # boom
