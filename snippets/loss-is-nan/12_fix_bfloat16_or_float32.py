import torch

layer = torch.nn.Linear(1024, 1, bias=False)
torch.nn.init.constant_(layer.weight, 8.0)
x = torch.full((2, 1024), 16.0)
target = torch.ones(2, 1)

# --8<-- [start:fix]
with torch.autocast("cpu", dtype=torch.bfloat16):   # bfloat16 has float32's range: no overflow
    out_bf16 = layer(x)

with torch.autocast("cpu", dtype=torch.float16):
    with torch.autocast("cpu", enabled=False):      # or keep the layer that overflows in float32
        out_fp32 = layer(x.float())
# --8<-- [end:fix]
print("bfloat16:", out_bf16.flatten(), "| float32:", out_fp32.flatten())
