import torch

x = torch.arange(12.).reshape(3, 4)   # 3 rows of 4, stored row after row
t = x.t()                             # 4 rows of 3: the same memory, read in another order
print("x.t():", tuple(t.shape), "stride", t.stride(), "contiguous:", t.is_contiguous())
flat = t.view(12)                     # one row of 12 over that memory: impossible
