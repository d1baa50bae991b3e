import warnings

import torch


def report_gradients(named_tensors):
    """A library's monitoring helper, as in the trigger: it reads .grad of whatever it is given."""
    for name, t in named_tensors.items():
        status = "no grad" if t.grad is None else f"grad norm {t.grad.norm():.3f}"
        print(f"{name}: {status}")


w = torch.ones(3, requires_grad=True)
scaled = w * 2
scaled.sum().backward()

# --8<-- [start:fix]
# Only if the warning's file:line is inside a library, not at a .grad in your own code:
# the library gets None, which is right; training is not affected.
# Hide this one warning, for this call only:
with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="The .grad attribute of a Tensor that is not a leaf")
    report_gradients({"w": w, "scaled": scaled})   # the library call that warns
# --8<-- [end:fix]
