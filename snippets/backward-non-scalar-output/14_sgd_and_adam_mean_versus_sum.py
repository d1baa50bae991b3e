import torch

torch.manual_seed(0)
inputs, targets = torch.randn(4, 3), torch.randn(4, 1)   # a batch of 4
start = torch.nn.Linear(3, 1)


def train(optimizer_class, reduce, steps):
    model = torch.nn.Linear(3, 1)
    model.load_state_dict(start.state_dict())
    optimizer = optimizer_class(model.parameters(), lr=0.01)
    for _ in range(steps):
        optimizer.zero_grad()
        per_sample = (model(inputs) - targets) ** 2
        reduce(per_sample).backward()
        optimizer.step()
    return model.weight.detach() - start.weight.detach()   # how far the weights moved


for optimizer_class in (torch.optim.SGD, torch.optim.Adam):
    for steps in (1, 20):
        ratio = train(optimizer_class, torch.sum, steps) / train(optimizer_class, torch.mean, steps)
        print(f"{optimizer_class.__name__:4} after {steps:2} steps, move with .sum() / move with .mean():",
              ratio.round(decimals=3))
