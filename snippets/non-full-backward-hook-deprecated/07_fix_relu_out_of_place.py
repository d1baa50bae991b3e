import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 4, 3, padding=1), nn.ReLU(),
    nn.Sequential(nn.Conv2d(4, 6, 3, padding=1), nn.ReLU(), nn.Conv2d(6, 8, 3, padding=1)),  # the target block
    nn.ReLU(inplace=True), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 5),
)
saved = {}
# --8<-- [start:fix]
for module in model.modules():        # the full hook's output must not be modified in place
    if isinstance(module, nn.ReLU):
        module.inplace = False
model[2].register_full_backward_hook(
    lambda module, grad_input, grad_output: saved.update(gradient=grad_output[0]))
# --8<-- [end:fix]
score = model(torch.randn(1, 3, 8, 8))[0, 2]
score.backward()
print("gradient of the block's output:", list(saved["gradient"].shape))
