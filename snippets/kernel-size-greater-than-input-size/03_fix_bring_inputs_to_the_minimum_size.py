import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 16, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
    nn.Conv2d(16, 32, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
    nn.Conv2d(32, 64, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
    nn.Conv2d(64, 128, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
    nn.Conv2d(128, 10, 4), nn.Flatten(),
)


SIZE_ERRORS = ("Kernel size can't be greater", "Output size is too small", "Invalid computed output size")


def smallest_side(model, channels=3, largest=1024):
    """The smallest square input the model accepts, found by trying sizes."""
    p = next(model.parameters())  # try on the model's device, in its dtype
    was_training = model.training
    model.eval()  # no BatchNorm statistics updated by the dry runs
    try:
        with torch.no_grad():
            for side in range(1, largest + 1):
                try:
                    model(torch.zeros(1, channels, side, side, device=p.device, dtype=p.dtype))
                    return side
                except RuntimeError as error:
                    if not any(words in str(error) for words in SIZE_ERRORS):
                        raise  # another error than a size too small: show it
    finally:
        model.train(was_training)
    raise ValueError(f"no square input up to {largest} passes the model")


print("smallest input the model takes:", smallest_side(model))
try:  # an error that is not about the size is raised, not skipped
    smallest_side(model, channels=1)
except RuntimeError as error:
    print("with 1 channel:", str(error).split(", but")[0])


# --8<-- [start:fix]
MIN_SIDE = 64  # the size the model was trained on (or smallest_side(model))


def at_least(images, side=MIN_SIDE):
    h, w = images.shape[-2:]
    if h >= side and w >= side:
        return images
    # pad right and bottom with the edge pixels (F.interpolate would enlarge)
    return F.pad(images, (0, max(side - w, 0), 0, max(side - h, 0)), mode="replicate")
# --8<-- [end:fix]


images = torch.rand(16, 3, 32, 40)  # smaller than the model takes
labels = torch.randint(0, 10, (16,))
print("images", tuple(images.shape), "->", tuple(at_least(images).shape))
with torch.no_grad():  # larger images pass through, but this model was built for 64x64
    print("80x80 image -> output", tuple(model(at_least(torch.rand(1, 3, 80, 80))).shape))

optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
for step in range(51):
    loss = F.cross_entropy(model(at_least(images)), labels)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if step % 25 == 0:
        print(f"step {step:2}: loss {loss.item():.2f}")
