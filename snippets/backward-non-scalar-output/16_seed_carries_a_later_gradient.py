import torch

torch.manual_seed(0)
first, second = torch.nn.Linear(3, 4), torch.nn.Linear(4, 1)   # a model in two parts
x, target = torch.randn(8, 3), torch.randn(8, 1)

# In one piece: one scalar loss, one backward() through both parts
loss = ((second(first(x)) - target) ** 2).mean()
loss.backward()
whole = first.weight.grad.clone()

# In two pieces, as when the graph is cut between them (a pipeline stage in another process)
first.zero_grad()
second.zero_grad()
h = first(x)                                   # shape [8, 4]: not a scalar
h_cut = h.detach().requires_grad_()            # the second part starts from a copy of h
loss = ((second(h_cut) - target) ** 2).mean()
loss.backward()                                # stops at h_cut: h_cut.grad is d loss / d h
print("seed: h_cut.grad, shape", tuple(h_cut.grad.shape))
h.backward(h_cut.grad)                         # carry that gradient through the first part
print("first.weight.grad equals the one-piece gradient:", torch.equal(first.weight.grad, whole))

# In one process, moving h with .to() (another device, another dtype) does not cut the graph: it is recorded
moved = first(x).to(torch.float64)
print("h.to(...) is recorded as", type(moved.grad_fn).__name__)
