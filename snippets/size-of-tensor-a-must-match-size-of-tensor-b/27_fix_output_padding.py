import warnings

import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
images = torch.rand(4, 1, 28, 28)  # MNIST-sized images, reconstructed by a conv autoencoder
encoder = nn.Sequential(nn.Conv2d(1, 16, 3, stride=2, padding=1), nn.ReLU(),   # 28 -> 14
                        nn.Conv2d(16, 32, 3, stride=2, padding=1), nn.ReLU())  # 14 -> 7
decoder = nn.Sequential(nn.ConvTranspose2d(32, 16, 3, stride=2, padding=1), nn.ReLU(),  # 7 -> 13
                        nn.ConvTranspose2d(16, 1, 3, stride=2, padding=1))              # 13 -> 25
out = decoder(encoder(images))
try:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the "Using a target size" warning comes first
        F.mse_loss(out, images)
except RuntimeError as error:
    print("without output_padding:", tuple(out.shape), error)

# --8<-- [start:fix]
decoder = nn.Sequential(  # output_padding=1: each stride-2 layer doubles the size exactly
    nn.ConvTranspose2d(32, 16, 3, stride=2, padding=1, output_padding=1), nn.ReLU(),  # 7 -> 14
    nn.ConvTranspose2d(16, 1, 3, stride=2, padding=1, output_padding=1),              # 14 -> 28
)
# --8<-- [end:fix]
out = decoder(encoder(images))
print("with output_padding=1: ", tuple(out.shape), f"loss: {F.mse_loss(out, images).item():.4f}")
