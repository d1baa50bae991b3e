import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Embedding(1000, 16), nn.Linear(16, 2)).half()  # float16 weights
token_ids = [[12, 7, 431, 2]]

# --8<-- [start:fix]
ids = torch.tensor(token_ids)   # int64 (torch.Tensor(token_ids) makes float32)
batch = {"input_ids": ids, "attention_mask": torch.ones(ids.shape)}

# casting for float16 / bfloat16? cast the floating-point tensors only, never the ids
# (DeepSpeed casting for you? set "auto_cast": false in its fp16 config)
batch = {k: v.half() if v.is_floating_point() else v for k, v in batch.items()}
# --8<-- [end:fix]
print({name: value.dtype for name, value in batch.items()})
logits = model(batch["input_ids"])
print("logits:", tuple(logits.shape), logits.dtype)
