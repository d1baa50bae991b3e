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


def mib(tensors):
    return sum(t.numel() * t.element_size() for t in tensors) / 2**20


torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 32, kernel_size=3, padding=1), nn.ReLU(),
    nn.Conv2d(32, 64, kernel_size=3, padding=1), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(64, 10),
)
optimizer = torch.optim.Adam(model.parameters())
counter = SavedForBackward(model)

for batch_size in (16, 32, 64):  # 64 x 64 pixel images
    images, labels = torch.randn(batch_size, 3, 64, 64), torch.randint(0, 10, (batch_size,))
    with counter.hooks:
        loss = nn.functional.cross_entropy(model(images), labels)
    print(f"batch {batch_size}: activations kept for backward {counter.mib():.2f} MiB")
    loss.backward()  # uses them, then frees them
    optimizer.step()
print(f"after backward: {counter.mib():.2f} MiB")

print(f"weights {mib(model.parameters()):.2f} MiB, "
      f"gradients {mib(p.grad for p in model.parameters()):.2f} MiB, "
      f"Adam state {mib(t for s in optimizer.state.values() for t in s.values() if t.dim() > 0):.2f} MiB")
