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
torch.save(TinyViT(image_size=32).state_dict(), path)


# --8<-- [start:fix]
def resize_pos_embed(pos_embed, grid, prefix=1):
    """Position embeddings of (prefix tokens + n x n patches), the patches interpolated to grid x grid."""
    cls, patches = pos_embed[:, :prefix], pos_embed[:, prefix:]  # prefix: 1 class token here, 2 in DeiT
    n = int(patches.shape[1] ** 0.5)
    patches = patches.reshape(1, n, n, -1).permute(0, 3, 1, 2)
    patches = nn.functional.interpolate(patches, size=(grid, grid), mode="bicubic", align_corners=False)
    return torch.cat([cls, patches.permute(0, 2, 3, 1).reshape(1, grid * grid, -1)], dim=1)


state = torch.load(path)
state["pos_embed"] = resize_pos_embed(state["pos_embed"], grid=64 // 8)  # image size // patch size
model = TinyViT(image_size=64)
print(model.load_state_dict(state))
# --8<-- [end:fix]
print("pos_embed:", tuple(model.pos_embed.shape), "outputs:", tuple(model(torch.randn(2, 3, 64, 64)).shape))
same = torch.load(path)["pos_embed"]
print("resized to its own grid, unchanged:", torch.allclose(resize_pos_embed(same, grid=4), same))
deit = torch.randn(1, 2 + 4 * 4, 16)  # a class and a distillation token, then 4 x 4 patches
print("two prefix tokens, 4 x 4 to 8 x 8:", tuple(resize_pos_embed(deit, grid=8, prefix=2).shape),
      "prefix kept:", torch.equal(resize_pos_embed(deit, grid=8, prefix=2)[:, :2], deit[:, :2]))
print("no prefix token, 4 x 4 to 8 x 8:", tuple(resize_pos_embed(deit[:, 2:], grid=8, prefix=0).shape))
