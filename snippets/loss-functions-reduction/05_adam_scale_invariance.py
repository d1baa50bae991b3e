import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(8, 3)
y = torch.randn(8, 1)
start = torch.nn.Linear(3, 1)


def train(reduction, steps=20):
    model = torch.nn.Linear(3, 1)
    model.load_state_dict(start.state_dict())
    optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
    for _ in range(steps):
        optimizer.zero_grad()
        F.mse_loss(model(x), y, reduction=reduction).backward()
        optimizer.step()
    return model.weight.detach()


mean_weights, sum_weights = train("mean"), train("sum")
print("Adam, 20 steps, sum vs mean, same lr:", torch.allclose(mean_weights, sum_weights, atol=1e-6))
