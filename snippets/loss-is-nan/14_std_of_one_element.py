import warnings

import torch

advantages = torch.tensor([0.7])                # a batch that happens to hold one sample

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    spread = advantages.std()                   # the sample std divides by n - 1 = 0
    normalised = (advantages - advantages.mean()) / (spread + 1e-8)
print("std:", spread, "| normalised:", normalised)
for warning in caught:
    print(f"{warning.category.__name__}:", str(warning.message).split(" (Triggered")[0])

# --8<-- [start:fix]
spread = advantages.std(correction=0)           # population std: 0 for one sample, not 0 / 0
normalised = (advantages - advantages.mean()) / (spread + 1e-8)
# --8<-- [end:fix]
print("fixed:", normalised)
