import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2)).eval()
images = torch.randn(2, 4)

gradients = []


def keep_gradient(module, inputs, output):
    output.register_hook(gradients.append)


model[0].register_forward_hook(keep_gradient)


def explain(images):
# --8<-- [start:fix]
    with torch.inference_mode(False), torch.enable_grad():  # record again, whatever the caller set
        images = images.clone()         # a normal tensor, even if made in inference mode
        scores = model(images)
        scores[:, 1].sum().backward()   # the gradient of one class score
# --8<-- [end:fix]
    return gradients[-1]


with torch.no_grad():                   # your own evaluation code
    print("under no_grad:\n", explain(images))
with torch.inference_mode():            # a Lightning test or predict step, a ComfyUI node
    batch = images.clone()              # made inside, as those loops make their batches
    print("under inference_mode, the same gradient:", torch.equal(explain(batch), gradients[0]))
