# The same uint8 image batch into other float32 layers: which message you get depends on the layer.
import torch
from torch import nn

torch.manual_seed(0)
x = torch.zeros(1, 3, 8, 8, dtype=torch.uint8)  # what torch.from_numpy gives for an 8-bit image
cases = {
    "nn.Conv2d(3, 8, 3, bias=False)(x)": lambda: nn.Conv2d(3, 8, 3, bias=False)(x),
    "nn.Conv2d(3, 8, 3)(x)": lambda: nn.Conv2d(3, 8, 3)(x),
    "nn.Linear(192, 4)(x.flatten(1))": lambda: nn.Linear(192, 4)(x.flatten(1)),
}
for call, run in cases.items():
    try:
        run()
        print(f"{call}\n    runs")
    except RuntimeError as error:
        print(f"{call}\n    RuntimeError: {error}")
