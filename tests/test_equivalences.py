"""Every equivalence the two brief pages assert, proven with torch directly (not through the snippets)."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from torch import nn

X = [1., 2., 3.]


def grad_of(seed=None, scale=None, reduce=None):
    x = torch.tensor(X, requires_grad=True)
    y = x * x
    if reduce is not None:
        out = reduce(y)
        (out if scale is None else scale * out).backward()
    else:
        y.backward(seed)
    return x.grad


def test_ones_seed_equals_sum():
    """tutorial: y.backward(torch.ones_like(y)) gives the same gradients as y.sum().backward()"""
    assert torch.equal(grad_of(torch.ones(3)), grad_of(reduce=torch.sum))


def test_ones_seed_gives_the_derivative_2x():
    assert torch.equal(grad_of(torch.ones(3)), 2 * torch.tensor(X))


def test_seed_of_twos_equals_twice_the_sum():
    """tutorial, try it yourself: seed [2., 2., 2.] equals (2 * y.sum()).backward()"""
    assert torch.equal(grad_of(torch.full((3,), 2.)), grad_of(reduce=torch.sum, scale=2))


def test_one_hot_seed_selects_one_output():
    """tutorial: seed [1., 0., 0.] keeps only y[0]'s blame (zero weight, zero blame)"""
    assert torch.equal(grad_of(torch.tensor([1., 0., 0.])), torch.tensor([2., 0., 0.]))


def test_implicit_seed_is_ones_like_the_loss_and_constants_ride_along():
    """tutorial: loss.backward() is loss.backward(torch.ones_like(loss)), for a 0-dim loss and for one of shape [1];
    torch.tensor(1.0) is that seed only for the 0-dim loss; a constant on the loss scales every gradient"""
    for shape in ((), (1,)):
        x = torch.tensor(X, requires_grad=True)
        loss = (x * x).sum().reshape(shape)
        loss.backward(retain_graph=True)
        implicit = x.grad.clone()
        x.grad = None
        loss.backward(torch.ones_like(loss))
        assert torch.equal(implicit, x.grad)
    with pytest.raises(RuntimeError, match="Mismatch in shape"):
        (torch.tensor(X, requires_grad=True) ** 2).sum().reshape(1).backward(torch.tensor(1.0))
    assert torch.equal(grad_of(reduce=torch.sum, scale=3), 3 * grad_of(reduce=torch.sum))


def test_a_seed_is_the_weights_of_a_sum():
    """tutorial, In short: y.backward(v) computes exactly what (v * y).sum().backward() computes"""
    v = torch.tensor([1., 0.5, 3.])
    assert torch.equal(grad_of(v), grad_of(reduce=lambda y: (v * y).sum()))


def test_a_seed_is_never_broadcast():
    """tutorial: a seed must have y's shape; a [3, 1] seed for a [3] output is refused, not broadcast"""
    x = torch.tensor(X, requires_grad=True)
    with pytest.raises(RuntimeError, match="Mismatch in shape"):
        (x * x).backward(torch.ones(3, 1))


def test_gradients_accumulate_without_clearing():
    x = torch.tensor(X, requires_grad=True)
    (x * x).backward(torch.ones(3))
    (x * x).backward(torch.tensor([1., 0., 0.]))
    assert torch.equal(x.grad, grad_of(torch.ones(3)) + grad_of(torch.tensor([1., 0., 0.])))


def _cross_entropy_grads(reduction_fn, batch=4):
    torch.manual_seed(1)
    logits = torch.randn(batch, 5, requires_grad=True)
    targets = torch.randint(0, 5, (batch,))
    reduction_fn(nn.CrossEntropyLoss(reduction="none")(logits, targets)).backward()
    return logits.grad


def test_mean_scales_gradients_by_one_over_batch_against_sum():
    """error page: .sum() couples the gradient scale to the batch size; .mean() divides by it"""
    for batch in (1, 4, 32):
        assert torch.allclose(_cross_entropy_grads(torch.sum, batch) / batch, _cross_entropy_grads(torch.mean, batch))


def test_default_reduction_is_the_mean_of_reduction_none():
    """error page fix 2: nn.CrossEntropyLoss() (reduction='mean') equals reduction='none' followed by .mean()"""
    torch.manual_seed(2)
    logits, targets = torch.randn(8, 3), torch.randint(0, 3, (8,))
    assert torch.allclose(nn.CrossEntropyLoss()(logits, targets), nn.CrossEntropyLoss(reduction="none")(logits, targets).mean())


def test_gradient_ones_equals_sum_for_a_loss_vector():
    """error page fix 4: loss.backward(gradient=torch.ones_like(loss)) equals loss.sum().backward()"""
    torch.manual_seed(1)
    logits = torch.randn(4, 5, requires_grad=True)
    targets = torch.randint(0, 5, (4,))
    loss = nn.CrossEntropyLoss(reduction="none")(logits, targets)
    loss.backward(gradient=torch.ones_like(loss))
    assert torch.equal(logits.grad, _cross_entropy_grads(torch.sum))


def test_weighted_per_sample_gradient_is_2_times_error_times_weight():
    """tutorial: the third sample's gradient is 2·(9−7)·4; mse_loss(reduction='none') is (pred - target)**2"""
    pred, target, weights = torch.tensor([2., 5., 9.], requires_grad=True), torch.tensor([1., 5., 7.]), torch.tensor([1., 1., 4.])
    assert torch.equal(F.mse_loss(pred, target, reduction="none"), (pred - target) ** 2)
    ((pred - target) ** 2 * weights).sum().backward()
    assert torch.equal(pred.grad, 2 * (pred - target).detach() * weights)


def test_backward_with_seed_is_the_vector_jacobian_product():
    """researcher block: backward(v) computes vᵀJ, as jacobian and torch.func.vjp do"""
    torch.manual_seed(3)
    weights = torch.randn(4, 3)

    def f(x):
        return torch.tanh(weights @ x) * x.sum()

    x = torch.randn(3, requires_grad=True)
    v = torch.randn(4)
    f(x).backward(v)
    jac = torch.autograd.functional.jacobian(f, x.detach())
    _, vjp = torch.func.vjp(f, x.detach())
    assert torch.allclose(x.grad, v @ jac) and torch.allclose(vjp(v)[0], v @ jac)
