import torch
from torch import nn
import torch.nn.functional as F
from types import SimpleNamespace

torch.manual_seed(0)
config = SimpleNamespace(vocab_size=100, hidden_size=16)
embed = nn.Embedding(103, config.hidden_size)  # resized for three added tokens
lm_head = nn.Linear(config.hidden_size, 103)
tokens = torch.randint(0, 103, (2, 8))
logits = lm_head(embed(tokens))
shift_logits = logits[:, :-1, :].contiguous()
shift_labels = tokens[:, 1:].contiguous()

# --8<-- [start:fix]
config.vocab_size = embed.num_embeddings  # after adding tokens, the config follows the weights
assert lm_head.out_features == config.vocab_size
loss = F.cross_entropy(shift_logits.view(-1, config.vocab_size), shift_labels.view(-1))
# --8<-- [end:fix]
print("vocab_size:", config.vocab_size, " logits per token:", shift_logits.size(-1), " loss:", round(loss.item(), 4))
