import torch

torch.manual_seed(0)
x = torch.randn(4, 3)                       # 4 nodes: rows 0 to 3
index = torch.tensor([1, 2, 3, 4])          # 4 is one past the last row

lookups = {
    "x.index_select(0, index)": lambda: x.index_select(0, index),
    "x[index]": lambda: x[index],
    "x.gather(0, ...)": lambda: x.gather(0, index.unsqueeze(1).expand(4, 3)),
    "out.index_add_(0, index, x)": lambda: torch.zeros(4, 3).index_add_(0, index, x),
}
for code, lookup in lookups.items():
    try:
        lookup()
    except (IndexError, RuntimeError) as error:
        print(f"{code:28} {type(error).__name__}: {error}")
