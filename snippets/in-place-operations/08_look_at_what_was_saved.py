import torch

x = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
h = x * 2

e = h.exp()
print("exp saved its output:     ", e.grad_fn._saved_result.equal(e))
s = h.sin()
print("sin saved its input:      ", s.grad_fn._saved_self is h)
m = h * 3
print("h * 3 saved from h:       ", m.grad_fn._saved_self, "| the 3:", m.grad_fn._saved_other)
a = h + 3
print("h + 3 saved:              ", [name for name in dir(a.grad_fn) if name.startswith("_saved")])

h.add_(1)                             # h was saved by sin: reading it back now fails
try:
    s.grad_fn._saved_self
except RuntimeError as err:
    print("after h.add_(1), sin's saved h:", str(err).split(" Hint:")[0])
