import warnings

import torch
import torch.nn.functional as F

pred, target = torch.rand(4, 1), torch.rand(4)  # [4, 1] against [4]
for name in ["mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss", "poisson_nll_loss",
             "binary_cross_entropy", "binary_cross_entropy_with_logits"]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            getattr(F, name)(pred, target)
            outcome = "warns, broadcasts" if caught else "broadcasts silently"
        except ValueError:
            outcome = "raises ValueError"
    print(f"{name:34} {outcome}")
