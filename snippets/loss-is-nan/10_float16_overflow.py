import torch

layer = torch.nn.Linear(1024, 1, bias=False)
torch.nn.init.constant_(layer.weight, 8.0)
x = torch.full((2, 1024), 16.0)                 # 1024 products of 128: each output is 131072
target = torch.ones(2, 1)

print("largest float16:", torch.finfo(torch.float16).max)
with torch.autocast("cpu", dtype=torch.float16):    # CPU autocast: the matmul runs in float16
    out = layer(x)
    loss = ((out - target) ** 2).mean()
print("output:", out.flatten(), out.dtype)
print("loss:  ", loss)
loss.backward()
print("finite gradients:", torch.isfinite(layer.weight.grad).all().item())
