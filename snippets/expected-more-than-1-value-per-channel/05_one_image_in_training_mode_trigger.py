import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run


def build():
    return nn.Sequential(
        nn.Conv2d(3, 64, 3, stride=2, padding=1), nn.BatchNorm2d(64), nn.ReLU(),
        nn.AdaptiveAvgPool2d(1), nn.Conv2d(64, 512, 1, bias=False), nn.BatchNorm2d(512), nn.ReLU(),
        nn.Flatten(), nn.Linear(512, 10),
    )


trained = build().state_dict()  # stands for the weights you saved after training
model = build()  # a new module is in training mode...
model.load_state_dict(trained)  # ...and loading weights leaves it there
image = torch.randn(3, 32, 32)  # the one image to predict
with torch.no_grad():  # no_grad turns off gradients, not BatchNorm's batch statistics
    scores = model(image.unsqueeze(0))  # a batch of one
