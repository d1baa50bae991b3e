import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run


def build():
    return nn.Sequential(
        nn.Conv2d(3, 64, 3, stride=2, padding=1), nn.BatchNorm2d(64), nn.ReLU(),
        nn.AdaptiveAvgPool2d(1), nn.Conv2d(64, 512, 1, bias=False), nn.BatchNorm2d(512), nn.ReLU(),
        nn.Flatten(), nn.Linear(512, 10),
    )


model = build()
model.load_state_dict(build().state_dict())  # stands for the weights you saved after training
image = torch.randn(3, 32, 32)
# --8<-- [start:fix]
model.eval()  # BatchNorm: running statistics; Dropout: off
with torch.inference_mode():  # or torch.no_grad()
    scores = model(image.unsqueeze(0))
# model.train() before the next training step
# --8<-- [end:fix]
print("scores:", tuple(scores.shape))
with torch.inference_mode():
    in_a_batch = model(torch.cat([image.unsqueeze(0), torch.randn(7, 3, 32, 32)]))[:1]
print("the same scores alone and in a batch of 8:", torch.allclose(scores, in_a_batch, atol=1e-5))
