import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2)).eval()
gradients = []


def keep_gradient(module, inputs, output):
    output.register_hook(gradients.append)   # Grad-CAM style: keep the activation's gradient


model[0].register_forward_hook(keep_gradient)

with torch.inference_mode():                # a Lightning test or predict step, a ComfyUI node
    images = torch.randn(2, 4)
    with torch.enable_grad():               # the popular answer
        print("grad mode on:", torch.is_grad_enabled())
        scores = model(images)  # boom: inference mode still records nothing
