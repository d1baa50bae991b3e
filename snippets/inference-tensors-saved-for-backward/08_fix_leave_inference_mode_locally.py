import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 2)


def test_step(batch):
    """A step that needs a gradient: test-time adaptation, an input saliency map, forces from energies."""
# --8<-- [start:fix]
    with torch.inference_mode(False):   # leave the caller's inference mode
        batch = batch.clone()           # the batch was made in inference mode: a normal copy
        loss = model(batch).pow(2).mean()
        loss.backward()
# --8<-- [end:fix]
    return model.weight.grad


with torch.inference_mode():            # a Lightning test or predict loop, a ComfyUI node
    batch = torch.randn(3, 4)           # made inside, as those loops make their batches
    print("batch is an inference tensor:", batch.is_inference())
    print("weight gradient:", test_step(batch).shape)
