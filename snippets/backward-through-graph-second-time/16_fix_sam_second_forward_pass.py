import torch
from torch import nn


class SAM(torch.optim.Optimizer):
    """A minimal SAM with the interface of davda54/sam: first_step() climbs to w + e(w), second_step()
    comes back to w and lets the base optimizer step with the gradient taken up there."""

    def __init__(self, params, base_optimizer, rho=0.05, **kwargs):
        super().__init__(params, dict(rho=rho, **kwargs))
        self.base_optimizer = base_optimizer(self.param_groups, **kwargs)

    @torch.no_grad()
    def first_step(self, zero_grad=False):
        params = [p for group in self.param_groups for p in group["params"] if p.grad is not None]
        scale = self.param_groups[0]["rho"] / (torch.stack([p.grad.norm() for p in params]).norm() + 1e-12)
        for p in params:
            self.state[p]["e_w"] = p.grad * scale
            p.add_(self.state[p]["e_w"])  # in place: this changes tensors the first graph saved
        if zero_grad:
            self.zero_grad()

    @torch.no_grad()
    def second_step(self, zero_grad=False):
        for group in self.param_groups:
            for p in group["params"]:
                if "e_w" in self.state[p]:
                    p.sub_(self.state[p]["e_w"])
        self.base_optimizer.step()
        if zero_grad:
            self.zero_grad()


torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
criterion = nn.MSELoss()
optimizer = SAM(model.parameters(), torch.optim.SGD, lr=0.1)
x, y = torch.randn(16, 4), torch.randn(16, 1)
before = model[0].weight.clone()

# --8<-- [start:fix]
loss = criterion(model(x), y)          # first forward pass
loss.backward()
optimizer.first_step(zero_grad=True)   # moves the weights
criterion(model(x), y).backward()      # second forward pass, at the moved weights
optimizer.second_step(zero_grad=True)
# --8<-- [end:fix]
print("two forward passes: the step ran, the weights moved:", not torch.equal(before, model[0].weight))

# Reusing the first pass's output instead, with retain_graph=True to silence this page's error:
output = model(x)
criterion(output, y).backward(retain_graph=True)
optimizer.first_step(zero_grad=True)
try:
    criterion(output, y).backward()    # the first graph, whose saved weights first_step() changed
except RuntimeError as error:
    print("one forward pass, retain_graph=True:", str(error).split(":")[0])
