import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Embedding(1000, 16), nn.Linear(16, 2)).half()  # float16 weights
batch = {
    "input_ids": torch.tensor([[12, 7, 431, 2]]),  # token ids: int64
    "attention_mask": torch.tensor([[1.0, 1.0, 1.0, 1.0]]),
}

# "match the model's dtype": every tensor of the batch, ids included
batch = {name: value.half() for name, value in batch.items()}
logits = model(batch["input_ids"])  # boom
