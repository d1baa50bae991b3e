import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 2)

with torch.inference_mode():            # a Lightning test or predict loop, a ComfyUI node
    batch = torch.randn(3, 4)           # made inside, as those loops make their batches
    with torch.inference_mode(False):   # recording is back on
        print("inference mode on:", torch.is_inference_mode_enabled(), "| grad mode on:", torch.is_grad_enabled())
        loss = model(batch).pow(2).mean()  # boom: the layer saves the batch for its weight's gradient
