import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
BATCH_SIZE = 4
dataset = TensorDataset(torch.randn(10, 8), torch.randint(0, 3, (10,)))  # 10 samples: 4 + 4 + 2
loader = DataLoader(dataset, batch_size=BATCH_SIZE, shuffle=True)


class WithNoise(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Linear(8 + 4, 3)

    def forward(self, x):
        z = torch.randn(BATCH_SIZE, 4)  # an extra input, made with the configured batch size
        return self.net(torch.cat([x, z], dim=1))


model = WithNoise()
for x, y in loader:
    print("batch of", x.shape[0])
    model(x)
