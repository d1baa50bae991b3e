import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, Dataset


class Photos(Dataset):
    sizes = [(4, 6), (5, 5), (6, 4), (4, 6)]

    def __len__(self):
        return len(self.sizes)

    def __getitem__(self, i):
        height, width = self.sizes[i]
        image = torch.rand(3, height, width, generator=torch.Generator().manual_seed(i))
        mask = torch.tensor([0, 2]).repeat_interleave(width // 2 + 1)[:width].expand(height, -1)  # classes 0, 2
# --8<-- [start:fix]
        size = (224, 224)  # (height, width) for all
        image = F.interpolate(
            image[None], size,  # a batch of one: [1, 3, h, w]
            mode="bilinear", antialias=True,
        )[0]  # [3, h, w] -> [3, 224, 224]
        # a segmentation mask: "nearest", so that it keeps its class values
        mask = F.interpolate(mask[None, None].float(), size, mode="nearest")[0, 0].long()
# --8<-- [end:fix]
        return image, mask


for images, masks in DataLoader(Photos(), batch_size=2):
    print(tuple(images.shape), tuple(masks.shape), "classes:", masks.unique().tolist())

mask = torch.tensor([[0, 0, 0, 2, 2, 2]]).expand(4, -1)[None, None].float()   # what bilinear makes of a mask
print("bilinear:", F.interpolate(mask, (5, 5), mode="bilinear")[0, 0, 0].tolist(), "-> classes",
      F.interpolate(mask, (5, 5), mode="bilinear").long().unique().tolist())
