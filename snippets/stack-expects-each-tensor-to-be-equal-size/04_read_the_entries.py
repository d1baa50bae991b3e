import torch

batch = [torch.zeros(2, 3), torch.zeros(2, 3), torch.zeros(2, 4), torch.zeros(3, 3)]
try:
    torch.stack(batch)
except RuntimeError as error:
    print(error)
print("stacked one by one against entry 0:",
      [tuple(t.shape) == tuple(batch[0].shape) for t in batch])
