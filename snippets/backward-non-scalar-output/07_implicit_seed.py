import torch

x = torch.tensor([1., 2., 3.], requires_grad=True)


def scalar_loss():
    return (x * x).sum()                 # shape []: a 0-dim tensor, what a reduction returns


def one_element_loss():
    return (x * x).sum().reshape(1)      # shape [1]: one element, so backward() accepts it too


def grad_after(make_loss, seed=None):
    """x.grad after one backward() on a fresh loss (each backward() frees its graph)."""
    x.grad = None
    loss = make_loss()
    loss.backward() if seed is None else loss.backward(seed(loss))
    return x.grad


for make_loss in (scalar_loss, one_element_loss):
    same = torch.equal(grad_after(make_loss), grad_after(make_loss, seed=torch.ones_like))
    print(f"{make_loss.__name__}: backward() == backward(torch.ones_like(loss)): {same}")

same = torch.equal(grad_after(scalar_loss), grad_after(scalar_loss, seed=lambda loss: torch.tensor(1.0)))
print(f"scalar_loss: backward() == backward(torch.tensor(1.0)): {same}")

implicit = grad_after(scalar_loss)
tripled = grad_after(lambda: 3 * scalar_loss())   # a constant on the loss rides along on every gradient
print("(3 * loss).backward() gives", tripled, "= 3 *", implicit)
