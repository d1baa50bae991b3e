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

# saved with the old version of the library
torch.save(Model(EmbeddingsThen()).state_dict(), path)

# loaded after upgrading it
model = Model(EmbeddingsNow())
model.load_state_dict(torch.load(path))
