import torch
import torch.nn.functional as F

torch.manual_seed(0)
a = torch.randn(4, 3)  # mat1
b = torch.randn(4, 5)  # mat2: its rows must match a's columns, a.shape[-1] == b.shape[0]
for name, run in {
    "a @ b": lambda: a @ b,
    "torch.mm(a, b)": lambda: torch.mm(a, b),
    "torch.matmul(a, b)": lambda: torch.matmul(a, b),
}.items():
    try:
        run()
    except RuntimeError as error:
        print(f"{name:>18}: {error}")
print(f"{'a.shape[-1]':>18}: {a.shape[-1]}, b.shape[0]: {b.shape[0]}")

# F.linear(x, w) computes x @ w.T: it wants w as [out_features, in_features], like nn.Linear's weight
x = torch.randn(4, 10)
w = torch.randn(10, 5)  # stored [in, out]
try:
    F.linear(x, w)
except RuntimeError as error:
    print(f"{'F.linear(x, w)':>18}: {error}")
print(f"{'F.linear(x, w.T)':>18}: {tuple(F.linear(x, w.T).shape)}")
