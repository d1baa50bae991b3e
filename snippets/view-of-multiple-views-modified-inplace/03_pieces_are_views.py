import torch

torch.manual_seed(0)
weights = torch.randn(4, 6, requires_grad=True)
hidden = weights * 2

for name, pieces in [("unbind", hidden.unbind(0)), ("split", hidden.split(3, dim=1)),
                     ("chunk", hidden.chunk(2, dim=1)), ("for row in", list(hidden))]:
    first = pieces[0]
    print(f"{name:10} {len(pieces)} pieces, views of hidden: {first._base is hidden}, grad_fn: {first.grad_fn.name()}")
