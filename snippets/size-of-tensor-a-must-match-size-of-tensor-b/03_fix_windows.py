import torch
from torch import nn


class Embeddings(nn.Module):
    def __init__(self, vocab=1000, max_len=512, dim=16):
        super().__init__()
        self.tokens = nn.Embedding(vocab, dim)
        self.positions = nn.Embedding(max_len, dim)
        self.register_buffer("position_ids", torch.arange(max_len).unsqueeze(0))

    def forward(self, ids):
        x = self.tokens(ids)
        x += self.positions(self.position_ids[:, : ids.shape[1]])
        return x


torch.manual_seed(0)
model = Embeddings()
ids = torch.randint(0, 1000, (1, 937))

# --8<-- [start:fix]
max_len = model.positions.num_embeddings
windows = ids.split(max_len, dim=1)                     # [1, 512] and [1, 425]
tokens = torch.cat([model(w) for w in windows], dim=1)  # every token embedded, in windows of 512
document = tokens.mean(dim=1)                           # pooled over all 937 tokens
# --8<-- [end:fix]
print([tuple(w.shape) for w in windows], "->", tuple(tokens.shape), "->", tuple(document.shape))
