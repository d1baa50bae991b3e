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
# with a tokenizer: truncation=True,
# max_length=512
max_len = model.positions.num_embeddings
ids = ids[:, :max_len]  # 512 at most
out = model(ids)
# --8<-- [end:fix]
print(ids.shape, "->", out.shape)
