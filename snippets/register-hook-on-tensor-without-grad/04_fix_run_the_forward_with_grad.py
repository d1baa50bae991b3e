import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2)).eval()
images = torch.randn(2, 4)

gradients = []


def keep_gradient(module, inputs, output):
    output.register_hook(gradients.append)


model[0].register_forward_hook(keep_gradient)

# --8<-- [start:fix]
with torch.enable_grad():      # recording on, even inside an outer no_grad or a validation loop
    scores = model(images)
    scores[:, 1].sum().backward()   # the gradient of one class score
# --8<-- [end:fix]
print(gradients[0])
