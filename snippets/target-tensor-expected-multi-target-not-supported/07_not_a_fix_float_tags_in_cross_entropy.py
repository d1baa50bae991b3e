import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(256, 5)
multi_hot = (x > 0.5).float()  # 0 to 5 tags per sample: tag k when feature k is above 0.5
counts = multi_hot.sum(dim=1)
print("samples with 0, 1, 2, 3+ tags:", [int((counts == n).sum()) for n in (0, 1, 2)] + [int((counts >= 3).sum())])

for name, criterion in [("CrossEntropyLoss", nn.CrossEntropyLoss()), ("BCEWithLogitsLoss", nn.BCEWithLogitsLoss())]:
    torch.manual_seed(0)
    model = nn.Linear(5, 5)
    optimizer = torch.optim.Adam(model.parameters(), lr=0.05)
    for step in range(300):
        loss = criterion(model(x), multi_hot)  # float targets: CrossEntropyLoss takes them without a word
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    scores = model(x).softmax(dim=1) if name == "CrossEntropyLoss" else model(x).sigmoid()
    exact = ((scores > 0.5) == multi_hot.bool()).all(dim=1).float()
    per_count = [f"{exact[counts == n].mean().item():.2f}" for n in (0, 1, 2)] + [f"{exact[counts >= 3].mean().item():.2f}"]
    print(f"{name:17}: samples with exactly their tags {exact.mean().item():.2f}; by number of tags 0, 1, 2, 3+: {per_count}")
