import tempfile
from pathlib import Path

import torch
from torch import nn


class TinyLM(nn.Module):
    def __init__(self, vocab_size, dim=8):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim)
        self.lm_head = nn.Linear(dim, vocab_size)

    def forward(self, ids):
        return self.lm_head(self.embed(ids))


torch.manual_seed(0)
vocabulary = [f"tok{i}" for i in range(10)]
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "finetuned.pt")
tokens = vocabulary + ["<sep>", "<doc>"]
finetuned = TinyLM(vocab_size=len(tokens))
torch.save(finetuned.state_dict(), path)

# --8<-- [start:fix]
model = TinyLM(vocab_size=len(tokens))  # the tokenizer the checkpoint was trained with: 12 tokens
print(model.load_state_dict(torch.load(path)))
# --8<-- [end:fix]
print("rows of the added tokens loaded:", torch.equal(model.embed.weight[10:], finetuned.embed.weight[10:]))


# The other way round: a checkpoint of the base vocabulary, and tokens added since. Load it at its own size,
# then grow the embedding and the output layer, keeping the rows that were trained.
base_path = Path(folder.name, "base.pt")
torch.save(TinyLM(vocab_size=len(vocabulary)).state_dict(), base_path)


# --8<-- [start:grow]
def grow_vocabulary(model, size):
    old_embed, old_head = model.embed, model.lm_head
    model.embed = nn.Embedding(size, old_embed.embedding_dim)
    model.lm_head = nn.Linear(old_head.in_features, size)
    with torch.no_grad():
        model.embed.weight[: old_embed.num_embeddings] = old_embed.weight
        model.lm_head.weight[: old_head.out_features] = old_head.weight
        model.lm_head.bias[: old_head.out_features] = old_head.bias


model = TinyLM(vocab_size=len(vocabulary))  # the size the checkpoint was saved with
print(model.load_state_dict(torch.load(base_path)))
grow_vocabulary(model, len(tokens))
# --8<-- [end:grow]
print("embedding:", tuple(model.embed.weight.shape), "output layer:", tuple(model.lm_head.weight.shape))
print("trained rows kept:", torch.equal(model.embed.weight[:10], torch.load(base_path)["embed.weight"]))
