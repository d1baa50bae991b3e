import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
dataset = TensorDataset(torch.randn(10, 8), torch.randint(0, 3, (10,)))
loader = DataLoader(dataset, batch_size=4, shuffle=True)


# --8<-- [start:fix]
class WithNoise(nn.Module):
    def __init__(self):
        super().__init__()
        self.token = nn.Parameter(torch.zeros(1, 2))  # a learned tensor: one row for all
        self.net = nn.Linear(8 + 4 + 2, 3)

    def forward(self, x):  # as many rows as the batch in hand, not BATCH_SIZE
        z = torch.randn(x.size(0), 4, device=x.device, dtype=x.dtype)
        token = self.token.expand(x.size(0), -1)  # [1, 2] -> [batch, 2]
        return self.net(torch.cat([x, z, token], dim=1))
# --8<-- [end:fix]


model = WithNoise()
optimizer = torch.optim.Adam(model.parameters(), lr=0.05)
for epoch in range(31):
    sizes, total = [], 0.0
    for x, y in loader:
        loss = F.cross_entropy(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        sizes.append(x.shape[0])
        total += loss.item() * x.shape[0]
    if epoch % 15 == 0:
        print(f"epoch {epoch:2}: batches of {sizes}, loss {total / len(dataset):.2f}")
