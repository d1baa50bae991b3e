import torch


# --8<-- [start:fix]
def report_gradients(named_tensors):
    for name, t in named_tensors.items():
        if not (t.is_leaf or t.retains_grad):
            print(f"{name}: computed tensor, its .grad is never filled")
            continue
        status = "no grad" if t.grad is None else f"grad norm {t.grad.norm():.3f}"
        print(f"{name}: {status}")
# --8<-- [end:fix]


w = torch.ones(3, requires_grad=True)
scaled = w * 2
scaled.sum().backward()
report_gradients({"w": w, "scaled": scaled})
