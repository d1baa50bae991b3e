import torch


def report_gradients(named_tensors):
    """A monitoring helper, like those in training libraries: it looks at whatever it is given."""
    for name, t in named_tensors.items():
        status = "no grad" if t.grad is None else f"grad norm {t.grad.norm():.3f}"
        print(f"{name}: {status}")


w = torch.ones(3, requires_grad=True)
scaled = w * 2                        # an intermediate result handed to the helper as well
scaled.sum().backward()
report_gradients({"w": w, "scaled": scaled})
