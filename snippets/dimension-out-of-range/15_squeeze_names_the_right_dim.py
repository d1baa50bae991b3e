import torch

torch.manual_seed(0)
hidden = torch.randn(1, 16)                # an RNN's last hidden state [N, H], for a last batch of N = 1
print("hidden.squeeze(0):", tuple(hidden.squeeze(0).shape), "- dimension 0 is the batch: gone")
print("hidden.squeeze(-1):", tuple(hidden.squeeze(-1).shape), "- H is not 1: nothing removed")

pooled = torch.randn(1, 8, 1, 1)           # pooled features [N, C, 1, 1], N = 1
print("pooled.squeeze((2, 3)):", tuple(pooled.squeeze((2, 3)).shape))
print("pooled.squeeze(3).squeeze(2):", tuple(pooled.squeeze(3).squeeze(2).shape))
