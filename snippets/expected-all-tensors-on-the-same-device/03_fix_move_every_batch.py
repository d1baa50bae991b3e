import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
x = torch.randn(64, 3)
y = x @ torch.tensor([[1.0], [-2.0], [0.5]])                  # targets a linear model can learn
loader = DataLoader(TensorDataset(x, y), batch_size=16)        # yields batches on the CPU


def train(device, epochs):
    torch.manual_seed(0)
    model = nn.Linear(3, 1).to(device)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    for epoch in range(epochs):
        for inputs, targets in loader:
# --8<-- [start:fix]
            inputs = inputs.to(device)       # every tensor of the batch, every step,
            targets = targets.to(device)     # and reassigned: a tensor's .to() returns a copy
            prediction = model(inputs)
            loss = (prediction - targets).pow(2).mean()
# --8<-- [end:fix]
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
    return loss


# "meta" moves like a GPU and computes nothing: one epoch there shows every tensor followed `device`.
print("on meta, the loss is on:", train("meta", 1).device)
device = "cuda" if torch.cuda.is_available() else "cpu"
for epochs in (1, 5, 20):
    print(f"after {epochs:2d} epochs on this machine, last batch's loss: {train(device, epochs).item():.4f}")
