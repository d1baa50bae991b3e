import tempfile
from pathlib import Path

import torch
from torch import nn


class EmbeddingsThen(nn.Module):  # as a library saved it: position_ids is a buffer in the state dict
    def __init__(self):
        super().__init__()
        self.word_embeddings = nn.Embedding(10, 4)
        self.register_buffer("position_ids", torch.arange(6).expand((1, -1)))


class EmbeddingsNow(nn.Module):  # the library since: the same buffer, persistent=False, not saved nor loaded
    def __init__(self):
        super().__init__()
        self.word_embeddings = nn.Embedding(10, 4)
        self.register_buffer("position_ids", torch.arange(6).expand((1, -1)), persistent=False)


class Model(nn.Module):
    def __init__(self, embeddings):
        super().__init__()
        self.embeddings = embeddings


torch.manual_seed(0)
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "model.pt")
saved = Model(EmbeddingsThen())
torch.save(saved.state_dict(), path)

# --8<-- [start:fix]
state = torch.load(path)  # drop every "...embeddings.position_ids": a constant the model builds itself
state = {key: value for key, value in state.items() if not key.endswith("embeddings.position_ids")}
model = Model(EmbeddingsNow())
print(model.load_state_dict(state))
# --8<-- [end:fix]
print("weights loaded:", torch.equal(model.embeddings.word_embeddings.weight, saved.embeddings.word_embeddings.weight))
print("position_ids as saved:", torch.equal(model.embeddings.position_ids, saved.embeddings.position_ids))
