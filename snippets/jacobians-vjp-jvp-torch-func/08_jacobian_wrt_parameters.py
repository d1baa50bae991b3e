import torch
from torch.func import functional_call, jacrev

torch.manual_seed(0)
model = torch.nn.Linear(3, 2)
x = torch.tensor([1.0, 2.0, 3.0])

# The parameters as an argument: a dict name -> tensor, which functional_call puts in the model
params = {name: p.detach() for name, p in model.named_parameters()}


def output(params, x):
    return functional_call(model, params, (x,))


J = jacrev(output)(params, x)         # differentiate with respect to argument 0, the dict
for name, table in J.items():
    print(f"J[{name!r}]: shape {tuple(table.shape)} = (outputs,) + {tuple(params[name].shape)}")
print("J['weight'] =", J["weight"])

# Row 0 of the table is what backward() leaves in .grad for output 0
model(x)[0].backward()
print("equals model.weight.grad after model(x)[0].backward():", torch.equal(J["weight"][0], model.weight.grad))
