import tempfile
from pathlib import Path

import torch
from torch import nn


class TinyLM(nn.Module):
    def __init__(self, vocab_size, dim=8):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim)
        self.hidden = nn.Linear(dim, dim)
        self.lm_head = nn.Linear(dim, vocab_size)

    def forward(self, ids):
        return self.lm_head(torch.relu(self.hidden(self.embed(ids))))


torch.manual_seed(0)
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "finetuned.pt")
finetuned = TinyLM(vocab_size=12)  # saved with two added tokens
torch.save(finetuned.state_dict(), path)

# Drop every weight whose shape differs, then load the rest with strict=False
model = TinyLM(vocab_size=10)
state = torch.load(path)
own = model.state_dict()
state = {key: value for key, value in state.items() if value.shape == own[key].shape}
print(model.load_state_dict(state, strict=False))
print("hidden layer loaded:", torch.equal(model.hidden.weight, finetuned.hidden.weight))

ids = torch.arange(10)
same = (model(ids).argmax(dim=1) == finetuned(ids)[:, :10].argmax(dim=1)).float().mean().item()
print(f"next-token predictions that match the fine-tuned model: {same:.0%}")
