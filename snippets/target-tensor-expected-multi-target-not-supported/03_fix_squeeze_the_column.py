import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
x = torch.randn(64, 4)
y = (x[:, 0] > 0).long() + (x[:, 1] > 0).long()  # classes 0, 1, 2, learnable from x
loader = DataLoader(TensorDataset(x, y.unsqueeze(1)), batch_size=16)  # labels come as a column [N, 1]
model = nn.Linear(4, 3)
criterion = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.5)



# --8<-- [start:fix]
def train_one_epoch():
    for features, labels in loader:
        labels = labels.squeeze(1)  # [N, 1] -> [N]: one class index per sample
        loss = criterion(model(features), labels)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    return loss, labels
# --8<-- [end:fix]


for epoch in range(21):
    loss, labels = train_one_epoch()
    if epoch % 10 == 0:
        accuracy = (model(x).argmax(dim=1) == y).float().mean().item()
        print(f"epoch {epoch:2}: labels {tuple(labels.shape)}, loss {loss.item():.2f}, accuracy {accuracy:.2f}")
