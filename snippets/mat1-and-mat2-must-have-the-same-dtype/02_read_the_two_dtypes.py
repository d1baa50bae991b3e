import torch
from torch import nn


def message(layer, x):
    try:
        layer(x)
    except RuntimeError as error:
        return str(error)


torch.manual_seed(0)
x = torch.randn(4, 3)  # float32, torch's default
layer = nn.Linear(3, 2)
print("float64 input, float32 layer: ", message(layer, x.double()))
print("int64 input,   float32 layer: ", message(layer, torch.tensor([[1, 0, 2]])))
print("uint8 input,   float32 layer: ", message(layer, torch.tensor([[255, 0, 128]], dtype=torch.uint8)))
print("float16 input, float32 layer: ", message(layer, x.half()))
print("float32 input, float16 layer: ", message(nn.Linear(3, 2).half(), x))
print("float32 input, bfloat16 layer:", message(nn.Linear(3, 2).bfloat16(), x))
print("float64 input, layer without bias:", message(nn.Linear(3, 2, bias=False), x.double()))
