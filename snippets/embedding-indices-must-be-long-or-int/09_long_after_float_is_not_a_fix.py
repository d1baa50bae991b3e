import torch

ids = torch.tensor([7, 2049, 30001, 128000])    # token ids of a large vocabulary, int64
print("ids:                  ", ids.tolist())
print("ids.half():           ", ids.half().tolist())       # what a float16 cast of the batch holds
print("ids.bfloat16():       ", ids.bfloat16().tolist())
print("(ids / 128256).long():", (ids / 128256).long().tolist())   # a normaliser run on every column
