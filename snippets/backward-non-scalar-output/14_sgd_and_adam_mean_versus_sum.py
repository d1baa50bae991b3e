import torch

torch.manual_seed(0)
inputs, targets = torch.randn(4, 3), torch.randn(4, 1)   # a batch of 4
start = torch.nn.Linear(3, 1)


def first_step(optimizer_class, reduce):
    model = torch.nn.Linear(3, 1)
    model.load_state_dict(start.state_dict())
    optimizer = optimizer_class(model.parameters(), lr=0.01)
    per_sample = (model(inputs) - targets) ** 2
    reduce(per_sample).backward()
    optimizer.step()
    return model.weight.detach() - start.weight.detach()   # the step the optimizer took


for optimizer_class in (torch.optim.SGD, torch.optim.Adam):
    ratio = first_step(optimizer_class, torch.sum) / first_step(optimizer_class, torch.mean)
    print(f"{optimizer_class.__name__:4} step with .sum() / step with .mean():", ratio.round(decimals=3))
