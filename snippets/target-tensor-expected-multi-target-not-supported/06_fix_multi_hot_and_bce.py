import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(256, 5)
tags = x.topk(2, dim=1).indices  # each sample has the two tags of its two largest features
model = nn.Linear(5, 5)
optimizer = torch.optim.Adam(model.parameters(), lr=0.05)

# --8<-- [start:fix]
tag_lists = [t.tolist() for t in tags]  # [[4, 2], [0, 3], ...]: any number of tags per sample
multi_hot = torch.zeros(len(tag_lists), 5)  # [N, 5]
for i, sample_tags in enumerate(tag_lists):
    multi_hot[i, sample_tags] = 1.0  # a 1 for each tag the sample has
criterion = nn.BCEWithLogitsLoss()  # one yes/no decision per tag
loss = criterion(model(x), multi_hot)
predicted = model(x).sigmoid() > 0.5  # any number of tags per sample
# --8<-- [end:fix]

for step in range(301):
    loss = criterion(model(x), multi_hot)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if step % 150 == 0:
        predicted = model(x).sigmoid() > 0.5
        exact = (predicted == multi_hot.bool()).all(dim=1).float().mean().item()
        print(f"step {step:3}: loss {loss.item():.2f}, samples with exactly their tags {exact:.2f}")
