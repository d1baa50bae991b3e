import torch

torch.manual_seed(0)
up = torch.randn(2, 16, 14, 14)    # the decoder's map, after upsampling
skip = torch.randn(2, 16, 15, 15)  # the encoder's map it is joined with
# --8<-- [start:read]
tensors = [up, skip]
for number, t in enumerate(tensors):
    print(f"tensor number {number}: {list(t.shape)}")
try:
    torch.cat(tensors, dim=1)
except RuntimeError as error:
    print(error)
# --8<-- [end:read]

accumulated = torch.empty(0)  # the usual start of `out = torch.cat([out, batch_out])`
try:  # torch skips the empty tensor and compares with tensor number 1
    torch.cat([accumulated, torch.randn(2, 3), torch.randn(2, 4)])
except RuntimeError as error:
    print(error)
