import weakref

import torch
from torch import nn


class SavedForBackward:
    """Counts the bytes autograd keeps for backward (activations, not the weights) while they are alive."""

    def __init__(self, model):
        self.weights = {p.untyped_storage().data_ptr() for p in model.parameters()}
        self.alive, self.peak = {}, 0.0  # storage -> [references, bytes]; the most MiB alive at once
        self.hooks = torch.autograd.graph.saved_tensors_hooks(self.pack, lambda holder: holder.tensor)

    def pack(self, tensor):
        holder, key = Holder(tensor.detach()), tensor.untyped_storage().data_ptr()
        if key not in self.weights:
            entry = self.alive.setdefault(key, [0, tensor.untyped_storage().nbytes()])
            entry[0] += 1
            weakref.finalize(holder, self.release, key)
            self.peak = max(self.peak, self.mib())
        return holder

    def release(self, key):
        self.alive[key][0] -= 1
        if self.alive[key][0] == 0:
            del self.alive[key]

    def mib(self):
        return sum(size for _, size in self.alive.values()) / 2**20


class Holder:
    __slots__ = ("tensor", "__weakref__")

    def __init__(self, tensor):
        self.tensor = tensor


def graph_nodes(tensor):
    """How many autograd nodes a tensor's history holds."""
    seen, todo = set(), [tensor.grad_fn]
    while todo:
        node = todo.pop()
        if node is not None and node not in seen:
            seen.add(node)
            todo += [next_node for next_node, _ in node.next_functions]
    return len(seen)


torch.manual_seed(0)
model = nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
counter = SavedForBackward(model)
counter.hooks.__enter__()

total_loss = 0.0
for step in range(1, 4):
    loss = model(torch.randn(64, 32)).pow(2).mean()
    loss.backward()  # frees what this step saved for backward
    optimizer.step()
    optimizer.zero_grad()
    total_loss += loss  # keeps the graph nodes of every step
    print(f"step {step}: {counter.mib():.2f} MiB saved for backward kept, "
          f"total_loss holds {graph_nodes(total_loss)} graph nodes")
