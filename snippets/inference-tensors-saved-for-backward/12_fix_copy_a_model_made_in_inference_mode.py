import copy

import torch
from torch import nn

torch.manual_seed(0)

with torch.inference_mode():                 # a ComfyUI node: the model is loaded in inference mode too
    model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2))
    batch = torch.randn(5, 4)
    print("weights are inference tensors:", model[2].weight.is_inference())

    with torch.inference_mode(False):
        try:                                  # the batch is copied, the weights are not
            model(batch.clone()).pow(2).mean()
        except RuntimeError as error:
            print("RuntimeError:", str(error).split(".")[0])

# --8<-- [start:fix]
        model = copy.deepcopy(model)          # inside the block: normal copies of the weights
        loss = model(batch.clone()).pow(2).mean()
        loss.backward()
# --8<-- [end:fix]
        print("copied weights are inference tensors:", model[2].weight.is_inference())
        print("first layer's weight gradient:", tuple(model[0].weight.grad.shape))
