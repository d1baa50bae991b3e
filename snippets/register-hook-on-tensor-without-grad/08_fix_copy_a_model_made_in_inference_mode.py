import copy

import torch
from torch import nn

torch.manual_seed(0)
gradients = []


def keep_gradient(module, inputs, output):
    output.register_hook(gradients.append)   # Grad-CAM style: keep the activation's gradient


with torch.inference_mode():                # a ComfyUI node: the model is loaded in inference mode too
    model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2)).eval()
    images = torch.randn(2, 4)
    print("weights are inference tensors:", model[2].weight.is_inference())

    with torch.inference_mode(False), torch.enable_grad():
        try:                                 # fix 1 alone: the last layer must save its weight
            hook = model[0].register_forward_hook(keep_gradient)
            model(images.clone())[:, 1].sum().backward()
        except RuntimeError as error:
            print("RuntimeError:", str(error).split(".")[0])
        hook.remove()

# --8<-- [start:fix]
        model = copy.deepcopy(model)         # inside the block: normal copies of the weights
        model[0].register_forward_hook(keep_gradient)
        model(images.clone())[:, 1].sum().backward()
# --8<-- [end:fix]
        print("copied weights are inference tensors:", model[2].weight.is_inference())
        print(gradients[-1])
