import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
# --8<-- [start:fix]
# GroupNorm: each sample on its own, any batch size, train or eval
model = nn.Sequential(
    nn.Conv2d(3, 64, 3, stride=2, padding=1),
    nn.GroupNorm(32, 64), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1),
    nn.Conv2d(64, 512, 1, bias=False),
    nn.GroupNorm(32, 512), nn.ReLU(),  # 16 channels a group
)
# --8<-- [end:fix]
out = model(torch.randn(1, 3, 32, 32))
print("one image, training mode:", tuple(out.shape))
one_per_group = nn.GroupNorm(512, 512)  # one channel a group: 1 value a group after pooling
nn.init.normal_(one_per_group.bias)  # stands for a trained bias
with torch.no_grad():
    out = one_per_group(torch.randn(2, 512, 1, 1) * 5 + 3)  # 2 different images
    print("GroupNorm(512, 512), 2 images, first 3 channels:", out[:, :3].flatten(1).double().round(decimals=2).tolist())
    print("its bias, first 3 channels:", one_per_group.bias[:3].double().round(decimals=2).tolist())
for norm in (one_per_group, nn.InstanceNorm2d(512)):
    try:
        norm.eval()(torch.randn(1, 512, 1, 1))  # eval mode: the check runs all the same
    except ValueError as error:
        print(f"{norm.__class__.__name__}, eval mode, 1 image: {error}")
