import torch

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)  # created by you, with requires_grad=True
x = torch.randn(3)                       # created by you
scaled = x * 2                           # computed, but from tensors that do not require grad
with torch.no_grad():
    copy = w * 2                         # computed from w, but with recording switched off
index = w.argmax()                       # computed from w, but argmax has no gradient
computed = w * 2                         # computed from w and recorded

for name, t in [("w", w), ("x", x), ("scaled", scaled), ("copy", copy), ("index", index), ("computed", computed)]:
    grad_fn = t.grad_fn.name() if t.grad_fn is not None else None
    print(f"{name:8} is_leaf: {t.is_leaf!s:5} | grad_fn: {grad_fn}")

scaled.requires_grad_()  # allowed: scaled is a leaf
copy.requires_grad_()    # allowed: copy is a leaf, cut off from w
print("scaled and copy now require grad:", scaled.requires_grad, copy.requires_grad)
