import torch
from torch import nn
import torch.nn.functional as F
from types import SimpleNamespace

torch.manual_seed(0)
config = SimpleNamespace(vocab_size=100, hidden_size=16)  # the config the model was saved with
# Three tokens were added: the embedding and the output layer were resized to 103, the config was not
embed = nn.Embedding(103, config.hidden_size)
lm_head = nn.Linear(config.hidden_size, 103)

tokens = torch.randint(0, 103, (2, 8))
logits = lm_head(embed(tokens))  # [batch, length, 103]
shift_logits = logits[:, :-1, :].contiguous()  # the causal-LM loss: each position predicts the next token
shift_labels = tokens[:, 1:].contiguous()
loss = F.cross_entropy(shift_logits.view(-1, config.vocab_size), shift_labels.view(-1))
