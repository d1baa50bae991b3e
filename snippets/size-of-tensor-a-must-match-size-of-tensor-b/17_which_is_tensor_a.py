import re

import torch

torch.manual_seed(0)
scores = torch.randn(2, 4, 6, 6)                  # [batch, heads, query, key]
mask = torch.ones(2, 1, 1, 8, dtype=torch.bool)   # made for 8 keys

for name, op in [("scores + mask", lambda: scores + mask),
                 ("scores.masked_fill(mask, 0)", lambda: scores.masked_fill(mask, 0)),
                 ("scores.masked_fill_(mask, 0)", lambda: scores.clone().masked_fill_(mask, 0))]:
    try:
        op()
    except RuntimeError as exc:
        a, b = re.search(r"tensor a \((\d+)\).*tensor b \((\d+)\)", str(exc)).groups()
        print(f"{name:29} tensor a ({a}), tensor b ({b}):", "the mask is a" if a == "8" else "the scores are a")
