import torch

torch.manual_seed(0)
weights = torch.randn(4, 6, requires_grad=True)
hidden = weights * 2
row = hidden.unbind(0)[0]
small, large = hidden.split([2, 4], dim=1)   # split with a list of sizes
query, key = hidden.chunk(2, dim=1)


def scale_row():
    row.mul_(2)


def scale_small():
    small.mul_(2)


def zero_part_of_row():
    row[1:3] = 0.0                           # an index assignment into a piece


def zero_first_query():
    query[0] = 0.0


for write in (scale_row, scale_small, zero_part_of_row, zero_first_query):
    try:
        write()
    except RuntimeError as err:
        print(f"{write.__name__:17} -> {str(err).split(' is a view')[0]}")
