import warnings

import torch

torch.manual_seed(0)
x = torch.randn(8, 3)
y = torch.randn(8)
w = torch.zeros(3, requires_grad=True)
lr = 0.1

for step in range(2):
    loss = ((x @ w - y) ** 2).mean()
    loss.backward()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        grad = w.grad                           # step 1: w is no longer a leaf, so this is None
    for warning in caught:
        print(f"step {step}: {warning.category.__name__}:", str(warning.message).split(" (Triggered")[0])
    print(f"step {step}: w.is_leaf={w.is_leaf}, w.grad is None: {grad is None}")
    w = w - lr * grad                           # the "fix" for the in-place error
