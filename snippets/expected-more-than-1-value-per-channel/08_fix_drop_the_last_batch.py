import torch
from torch import nn
from torch.utils.data import DataLoader, DistributedSampler, TensorDataset

torch.manual_seed(0)  # the same random numbers on every run
model = nn.Sequential(nn.Linear(20, 256), nn.BatchNorm1d(256), nn.ReLU(), nn.Linear(256, 2))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
train_set = TensorDataset(torch.randn(17, 20), torch.randint(0, 2, (17,)))  # 17 samples = 2 x 8 + 1
# --8<-- [start:fix]
# the training loader only
loader = DataLoader(train_set, batch_size=8, shuffle=True,
                    drop_last=True)
# --8<-- [end:fix]
for epoch in range(2):
    sizes = []
    for x, y in loader:
        sizes.append(len(x))
        loss = nn.functional.cross_entropy(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    print(f"epoch {epoch}: batches of {sizes}")
# with DistributedDataParallel each process gets ceil(N / world_size) samples
sampler = DistributedSampler(train_set, num_replicas=2, rank=0)  # process 0 of 2
batches = [len(x) for x, y in DataLoader(train_set, batch_size=8, sampler=sampler)]
print(f"17 samples on 2 processes: {len(sampler)} each, batches of {batches} without drop_last")
