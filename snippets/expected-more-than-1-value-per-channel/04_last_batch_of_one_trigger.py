import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)  # the same random numbers on every run
model = nn.Sequential(nn.Linear(20, 256), nn.BatchNorm1d(256), nn.ReLU(), nn.Linear(256, 2))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
train_set = TensorDataset(torch.randn(17, 20), torch.randint(0, 2, (17,)))  # 17 samples = 2 x 8 + 1
loader = DataLoader(train_set, batch_size=8, shuffle=True)
for x, y in loader:
    print("batch of", len(x))
    loss = nn.functional.cross_entropy(model(x), y)  # the third batch holds the 17th sample alone
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
