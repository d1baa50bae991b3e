import math

import torch

t = torch.tensor([0.5, 1.0, 2.0])
calls = {
    "float(t)": lambda: float(t),
    "int(t)": lambda: int(t),
    "math.exp(t)": lambda: math.exp(t),
    '"%.3f" % t': lambda: "%.3f" % t,
    "torch.tensor([t, t])": lambda: torch.tensor([t, t]),
    "t.item()": lambda: t.item(),
    "if t:": lambda: bool(t),
    'f"{t:.3f}"': lambda: f"{t:.3f}",
}
for call, run in calls.items():
    try:
        run()
    except Exception as error:
        print(f"{call:<21} {type(error).__name__}: {error}")
print("float(torch.tensor([[2.5]])) =", float(torch.tensor([[2.5]])), "(one element, in any shape)")
