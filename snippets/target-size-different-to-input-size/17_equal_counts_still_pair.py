import warnings

import torch
import torch.nn.functional as F

warnings.simplefilter("ignore")  # the warning is shown by the triggers on this page
for pred, target in [(torch.zeros(()), torch.zeros(1)),        # one number against [1]: ones on the left
                     (torch.zeros(1, 128), torch.zeros(128)),  # [1, 128] against [128]: ones on the left
                     (torch.zeros(4, 1), torch.zeros(1, 4))]:  # [4, 1] against [1, 4]: 4 and 4 elements too
    pairs = torch.broadcast_shapes(pred.shape, target.shape).numel()
    verdict = "no pairs added, the value is right" if pairs == pred.numel() == target.numel() else "pairs added, the value is wrong"
    print(f"{str(list(pred.shape)):9} vs {str(list(target.shape)):6} elements {pred.numel():>3} and "
          f"{target.numel():>3}, broadcast {pairs:>3}: {verdict}")

pred = torch.tensor([[1.0], [2.0], [3.0], [4.0]])  # [4, 1], every prediction exact
print(f"4 exact predictions against the same targets as [1, 4]: {F.mse_loss(pred, pred.view(1, 4)).item():.4f}")
