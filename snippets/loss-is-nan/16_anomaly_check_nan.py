import warnings

import torch

x = torch.tensor([4.0, 0.0, 1.0], requires_grad=True)


def masked_sqrt(x):                               # the where trap of the snippet above
    return torch.where(x > 0, torch.sqrt(x), torch.zeros_like(x))


with warnings.catch_warnings():
    warnings.simplefilter("ignore")               # the forward traceback, printed in the snippet above
    for check_nan in (True, False):
        x.grad = None
        with torch.autograd.set_detect_anomaly(True, check_nan=check_nan):
            try:
                masked_sqrt(x).sum().backward()
                print(f"check_nan={check_nan}: no error, x.grad = {x.grad}")
            except RuntimeError as err:
                print(f"check_nan={check_nan}: RuntimeError: {str(err).splitlines()[0]}")

    x.grad = None
    with torch.autograd.set_detect_anomaly(True):  # check_nan=True, the default
        torch.sqrt(x).sum().backward()             # the derivative of sqrt at 0 is inf, not NaN
    print(f"an infinite gradient passes the check: x.grad = {x.grad}")
