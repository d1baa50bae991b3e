import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
BATCH_SIZE = 32
loader = DataLoader(TensorDataset(torch.randn(100, 8)), batch_size=BATCH_SIZE)  # 100 = 32 + 32 + 32 + 4
D = nn.Linear(8, 1)                 # a GAN's discriminator: one score per sample
real = torch.ones(BATCH_SIZE)       # its targets for real samples, made once from the configuration

for (x,) in loader:
    print("batch", tuple(x.shape))
    loss = ((D(x).squeeze(1) - real) ** 2).mean()  # least-squares GAN loss
