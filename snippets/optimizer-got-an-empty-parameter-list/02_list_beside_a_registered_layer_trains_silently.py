import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = [nn.Linear(4, 8), nn.Linear(8, 8)]  # a plain Python list: not registered
        self.head = nn.Linear(8, 1)  # an attribute: registered

    def forward(self, x):
        for layer in self.hidden:
            x = torch.relu(layer(x))
        return self.head(x)


torch.manual_seed(0)
model = Net()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)  # no error: the head's 2 parameters are there
print("parameters the optimizer got:", [name for name, _ in model.named_parameters()])
x, y = torch.randn(64, 4), torch.randn(64, 1)
first_hidden_weight = model.hidden[0].weight.detach().clone()
for step in range(100):
    optimizer.zero_grad()
    nn.functional.mse_loss(model(x), y).backward()
    optimizer.step()
print("hidden layer changed after 100 steps:", not torch.equal(model.hidden[0].weight, first_hidden_weight))
print("its gradient is there, unused:", model.hidden[0].weight.grad is not None)
