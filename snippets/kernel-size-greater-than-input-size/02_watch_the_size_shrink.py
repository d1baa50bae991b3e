import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 16, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
    nn.Conv2d(16, 32, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
    nn.Conv2d(32, 64, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
    nn.Conv2d(64, 128, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
    nn.Conv2d(128, 10, 4), nn.Flatten(),
)


# --8<-- [start:watch]
def show_sizes(module, args):  # runs before each convolution
    size = list(args[0].shape[2:])
    if isinstance(module.padding, str):  # padding="same" or "valid"
        padded = module.padding
    else:
        padded = [s + 2 * p for s, p in zip(size, module.padding)]
    print(f"{name_of[module]:>2}: gets {size}, padded {padded}, kernel {list(module.kernel_size)}")


CONVS = (nn.Conv1d, nn.Conv2d, nn.Conv3d)
name_of = {m: n for n, m in model.named_modules() if isinstance(m, CONVS)}
for conv in name_of:
    conv.register_forward_pre_hook(show_sizes)
# --8<-- [end:watch]

for side in (64, 32, 8):
    print(f"{side}x{side} images:")
    try:
        model(torch.randn(2, 3, side, side))
    except RuntimeError as error:
        print("   RuntimeError:", str(error).split(". Kernel")[0])

conv1d = nn.Conv1d(1, 1, 3, padding="same")  # the hook on a 1D convolution with padding="same"
name_of[conv1d] = "1d"
conv1d.register_forward_pre_hook(show_sizes)
conv1d(torch.randn(1, 1, 16))
