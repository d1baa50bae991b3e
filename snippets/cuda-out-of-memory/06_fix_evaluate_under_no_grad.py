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


torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 16, kernel_size=3, padding=1), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(16, 10),
)
images = torch.randn(256, 3, 32, 32)
dataset = torch.utils.data.TensorDataset(images, torch.randint(0, 10, (256,)))
loader = torch.utils.data.DataLoader(dataset, batch_size=64)
loss_fn = nn.CrossEntropyLoss()
counter = SavedForBackward(model)
counter.hooks.__enter__()  # count from here on

# --8<-- [start:fix]
model.eval()
total_loss, all_predictions = 0.0, []
with torch.no_grad():  # record nothing for backward
    for images, labels in loader:
        outputs = model(images)
        total_loss += loss_fn(outputs, labels).item()  # a Python number
        all_predictions.append(outputs.argmax(dim=1).cpu())
# --8<-- [end:fix]
        print(f"kept for backward: {counter.mib():.2f} MiB")
print(f"total loss {total_loss:.4f}")
