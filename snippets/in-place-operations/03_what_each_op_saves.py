import torch


def try_inplace(name, forward):
    """Run forward(x) -> (h, y), modify h in place, then backward through y."""
    x = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
    h, y = forward(x)
    h.add_(1)
    try:
        y.sum().backward()
        print(f"{name:34} backward OK")
    except RuntimeError as err:
        reason = "a saved tensor was modified" if "modified by an inplace" in str(err) else str(err)
        print(f"{name:34} backward fails: {reason}")


# operations that save their OUTPUT: modifying the output breaks them
try_inplace("h = x.exp(),     modify h", lambda x: (x.exp(),) * 2)
try_inplace("h = x.sigmoid(), modify h", lambda x: (x.sigmoid(),) * 2)
try_inplace("h = x.tanh(),    modify h", lambda x: (x.tanh(),) * 2)
try_inplace("h = x.relu(),    modify h", lambda x: (x.relu(),) * 2)
# operations that save their INPUT: modifying the input breaks them
try_inplace("h = x * 2, y = h * h, modify h", lambda x: (h := x * 2, h * h))
try_inplace("h = x * 2, y = h.sin(), modify h", lambda x: (h := x * 2, h.sin()))
# operations that save nothing they need: modifying is harmless
try_inplace("h = x * 2, y = h + 3, modify h", lambda x: (h := x * 2, h + 3))
try_inplace("h = x * 2, y = h * 3, modify h", lambda x: (h := x * 2, h * 3))
