import torch
from torch import nn


class Embeddings(nn.Module):
    """The input layer of a BERT-style encoder: one vector per token plus one per position."""

    def __init__(self, vocab=1000, max_len=512, dim=16):
        super().__init__()
        self.tokens = nn.Embedding(vocab, dim)
        self.positions = nn.Embedding(max_len, dim)  # learned for 512 positions, no more
        self.register_buffer("position_ids", torch.arange(max_len).unsqueeze(0))

    def forward(self, ids):
        x = self.tokens(ids)                                              # [1, 937, 16]
        x += self.positions(self.position_ids[:, : ids.shape[1]])        # [1, 512, 16]: 512 is all there is
        return x


torch.manual_seed(0)
model = Embeddings()
ids = torch.randint(0, 1000, (1, 937))  # a document of 937 tokens, not truncated
model(ids)
