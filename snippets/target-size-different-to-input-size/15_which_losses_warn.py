import warnings

import torch
import torch.nn.functional as F

pred, target = torch.rand(4, 1), torch.rand(4)  # [4, 1] against [4]
calls = {name: getattr(F, name) for name in [
    "mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss", "poisson_nll_loss",
    "hinge_embedding_loss", "binary_cross_entropy", "binary_cross_entropy_with_logits"]}
calls["kl_div"] = lambda p, t: F.kl_div(p, t, reduction="batchmean")
calls["gaussian_nll_loss"] = lambda p, t: F.gaussian_nll_loss(p, t, torch.ones(4, 1))  # variance like pred
for name, loss in calls.items():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            loss(pred, target)
            warned = any("Using a target size" in str(w.message) for w in caught)
            outcome = "warns, broadcasts" if warned else "broadcasts silently"
        except ValueError:
            outcome = "raises ValueError"
    print(f"{name:34} {outcome}")
