import tempfile
from pathlib import Path

import torch
from torch import nn


class TinyViT(nn.Module):
    """The parts of a vision transformer whose shapes depend on the image size (its blocks left out)."""

    def __init__(self, image_size=32, patch=8, dim=16, num_classes=3):
        super().__init__()
        patches = (image_size // patch) ** 2
        self.patch_embed = nn.Conv2d(3, dim, kernel_size=patch, stride=patch)
        self.cls_token = nn.Parameter(torch.zeros(1, 1, dim))
        self.pos_embed = nn.Parameter(torch.randn(1, patches + 1, dim) * 0.02)  # one per patch, + the class token
        self.head = nn.Linear(dim, num_classes)

    def forward(self, images):
        tokens = self.patch_embed(images).flatten(2).transpose(1, 2)
        tokens = torch.cat([self.cls_token.expand(len(images), -1, -1), tokens], dim=1) + self.pos_embed
        return self.head(tokens[:, 0])


torch.manual_seed(0)
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "vit.pt")
torch.save(TinyViT(image_size=32).state_dict(), path)  # pretrained on 32x32 images

model = TinyViT(image_size=64)  # your images are 64x64
model.load_state_dict(torch.load(path))
