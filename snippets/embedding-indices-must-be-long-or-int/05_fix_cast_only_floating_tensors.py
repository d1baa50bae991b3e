import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Embedding(1000, 16), nn.Linear(16, 2)).half()
batch = {
    "input_ids": torch.tensor([[12, 7, 431, 2]]),
    "attention_mask": torch.tensor([[1.0, 1.0, 1.0, 1.0]]),
}

# --8<-- [start:fix]
# cast the values, not the ids
batch = {
    k: v.half() if v.is_floating_point() else v
    for k, v in batch.items()
}
# --8<-- [end:fix]
print({name: value.dtype for name, value in batch.items()})
logits = model(batch["input_ids"])
print("logits:", tuple(logits.shape), logits.dtype)
