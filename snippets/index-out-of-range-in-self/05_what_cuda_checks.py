import torch
from torch import nn

torch.manual_seed(0)
embedding = nn.Embedding(7, 4)
ids = torch.tensor([[7, 2, 3, 4],
                    [2, 3, 4, 0]])

# On a GPU the lookup runs one thread per id, and each thread asserts srcIndex < srcSelectDimSize:
src_select_dim_size = embedding.weight.shape[0]     # the rows of the table
print("srcIndex < srcSelectDimSize, per id:")
print(ids < src_select_dim_size)
# One false assertion stops the kernel. On the CPU, the same batch raises the clear message:
try:
    embedding(ids)
except IndexError as error:
    print("on the CPU:", error)
