import os
import warnings

import torch

x = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
# --8<-- [start:anomaly]
with torch.autograd.set_detect_anomaly(True, check_nan=False):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        gate = torch.sigmoid(x)
        gate[0] = 0.0                 # the in-place write that breaks sigmoid's backward
        try:
            gate.sum().backward()
        except RuntimeError as err:
            print("RuntimeError:", str(err).split(" Hint:")[0])
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
