import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)  # the same random numbers on every run
model = nn.Sequential(
    nn.Conv2d(3, 64, 3, stride=2, padding=1), nn.BatchNorm2d(64), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1),
    nn.Conv2d(64, 512, 1, bias=False), nn.BatchNorm2d(512), nn.ReLU(),
)
train_set = TensorDataset(torch.randn(17, 3, 32, 32))
# --8<-- [start:fix]
# at least 2 samples on each GPU, more if memory allows
# (nn.DataParallel: a multiple of the GPU count)
loader = DataLoader(train_set, batch_size=8, shuffle=True,
                    drop_last=True)
# OpenMMLab 1.x: data = dict(samples_per_gpu=2, ...)
# OpenMMLab 2.x: train_dataloader = dict(batch_size=2, ...)
# only one sample fits in memory? GroupNorm in the head: fix 1b
# --8<-- [end:fix]
for (images,) in loader:
    out = model(images)
    print("batch of", len(images), "-> output", tuple(out.shape))
# nn.DataParallel splits each batch with chunk(): ceil(n / GPUs) each
for n, gpus in [(8, 4), (9, 8), (5, 4), (10, 4)]:
    pieces = [len(p) for p in torch.arange(n).chunk(gpus)]
    print(f"a batch of {n} on {gpus} GPUs: pieces of {pieces}")
