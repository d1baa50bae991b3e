import torch
from torch import nn

layer = nn.Linear(10, 5)                        # float32 weights, and a bias
x = torch.randn(4, 20, dtype=torch.float64)      # float64 input, and 20 features instead of 10

# Without a bias, and for @, torch checks the shapes first:
for name, run in {
    "nn.Linear(10, 5, bias=False)(x)": lambda: nn.Linear(10, 5, bias=False)(x),
    "x @ layer.weight.T": lambda: x @ layer.weight.T,
}.items():
    try:
        run()
    except RuntimeError as error:
        print(f"{name}: {error}")

layer(x)  # with a bias: the dtype first
