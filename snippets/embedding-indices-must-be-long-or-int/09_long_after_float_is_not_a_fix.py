import torch

ids = torch.tensor([7, 2049, 30001, 128000])    # token ids of a large vocabulary, int64
print("ids:                  ", ids.tolist())
print("ids.half():           ", ids.half().tolist())       # what a float16 cast of the batch holds
print("ids.bfloat16():       ", ids.bfloat16().tolist())
print("(ids / 128256).long():", (ids / 128256).long().tolist())   # a normaliser run on every column
print("torch.Tensor([[50000, 128000]]).long():", torch.Tensor([[50000, 128000]]).long().tolist())   # float32: exact up to 2**24
print("float32 of 2**24 + 1:  ", torch.tensor([2**24 + 1]).float().long().tolist())
