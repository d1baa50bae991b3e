import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 32))
backbone.to(torch.bfloat16)   # loaded in half precision (torch_dtype=torch.bfloat16, .half(), "fp16")

# 1. An input made by other code, in torch's default float32 (noise, an embedding, a condition).
noise = torch.randn(4, 16)
try:
    backbone(noise)
except RuntimeError as error:
    print("float32 input:        ", error)

# 2. Float32 weights under autocast, and a layer called after the region ends.
encoder, head = nn.Linear(16, 32), nn.Linear(32, 10)
with torch.autocast("cpu", dtype=torch.bfloat16):  # "cuda" on a GPU
    features = encoder(noise)                        # bfloat16
try:
    head(features)
except RuntimeError as error:
    print("after autocast:       ", error)

# 3. A layer added after the conversion (a new head, an adapter): created in float32.
model = nn.Sequential(backbone, nn.Linear(32, 10))
x = torch.randn(4, 16, dtype=torch.bfloat16)
print("dtypes of the parameters:", sorted({str(p.dtype) for p in model.parameters()}))
model(x)  # boom
