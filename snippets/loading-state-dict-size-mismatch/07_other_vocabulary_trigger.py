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

# Fine-tuning added two special tokens, and grew the model's vocabulary with them
tokens = vocabulary + ["<sep>", "<doc>"]
torch.save(TinyLM(vocab_size=len(tokens)).state_dict(), path)

# Loading: the model built for the base vocabulary
model = TinyLM(vocab_size=len(vocabulary))
model.load_state_dict(torch.load(path))
