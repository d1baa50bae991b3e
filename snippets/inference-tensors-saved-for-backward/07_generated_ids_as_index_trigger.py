import torch
from torch import nn

torch.manual_seed(0)
lm_head = nn.Linear(4, 5)         # stands in for a language model's output layer
hidden = torch.randn(2, 3, 4)     # hidden states: 2 sequences, 3 positions

with torch.inference_mode():      # the generation step
    token_ids = lm_head(hidden).argmax(-1)
print("generated ids are inference tensors:", token_ids.is_inference())

log_probs = lm_head(hidden).log_softmax(-1)                    # the training step, recorded
chosen = log_probs.gather(-1, token_ids.unsqueeze(-1))  # boom: gather saves its index for backward
