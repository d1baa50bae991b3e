import os
import warnings

import torch

x = torch.tensor([4.0, 0.0, 1.0], requires_grad=True)
# sqrt where x > 0, zero elsewhere: the forward values are all finite...
y = torch.where(x > 0, torch.sqrt(x), torch.zeros_like(x))
y.sum().backward()
print("forward:", y.detach(), " gradient:", x.grad)  # ...but the gradient is not

x.grad = None
# --8<-- [start:anomaly]
with torch.autograd.set_detect_anomaly(True):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        y = torch.where(x > 0, torch.sqrt(x), torch.zeros_like(x))
        try:
            y.sum().backward()
        except RuntimeError as err:
            print("RuntimeError:", err)
# --8<-- [end:anomaly]

# The warning holds the forward traceback. Print its stable part: this file's frames, without paths.
this_file = os.path.basename(__file__)
for warning in caught:
    lines = str(warning.message).splitlines()
    print(lines[0])
    for where, code in zip(lines[1:], lines[2:]):
        if where.strip().startswith("File ") and os.path.basename(where.split('"')[1]) == this_file:
            print(f'  File "{this_file}",', where.split('",')[1].strip())
            print(code)
