import torch
from torch import nn

torch.manual_seed(0)
image = torch.rand(1, 3, 64, 64)
encoder = nn.Conv2d(3, 16, kernel_size=3, padding=1)


# --8<-- [start:fix]
def crop(image, top, left, height, width):
    # clamp to 0 first: a negative index would count from the other edge
    t, b = max(top, 0), max(top + height, 0)
    l, r = max(left, 0), max(left + width, 0)
    patch = image[..., t:b, l:r]
    if 0 in patch.shape[-2:]:  # the box lies outside the image
        return None
    return patch
# --8<-- [end:fix]


boxes = [(0, 0, 24, 24), (40, 70, 24, 24), (50, 50, 24, 24), (0, -10, 24, 24), (0, -30, 24, 24)]
for box in boxes:
    patch = crop(image, *box)
    if patch is None:
        print(box, "-> skipped: outside the 64x64 image")
        continue
    print(box, "->", tuple(patch.shape), "->", tuple(encoder(patch).shape))
