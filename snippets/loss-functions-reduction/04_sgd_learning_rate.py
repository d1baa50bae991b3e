import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(8, 3)
y = torch.randn(8, 1)
start = torch.nn.Linear(3, 1)


def one_step(reduction, lr):
    model = torch.nn.Linear(3, 1)
    model.load_state_dict(start.state_dict())
    optimizer = torch.optim.SGD(model.parameters(), lr=lr)
    F.mse_loss(model(x), y, reduction=reduction).backward()
    optimizer.step()
    return model.weight.detach()


mean_step = one_step("mean", lr=0.1)
print("sum,  same lr      :", torch.allclose(one_step("sum", lr=0.1), mean_step))
print("sum,  lr / batch   :", torch.allclose(one_step("sum", lr=0.1 / len(x)), mean_step))
