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


def make_model():
    torch.manual_seed(0)
    return nn.Sequential(
        nn.Conv2d(3, 16, kernel_size=3, padding=1), nn.ReLU(),
        nn.Conv2d(16, 16, kernel_size=3, padding=1), nn.ReLU(),
        nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(16, 2),
    )


torch.manual_seed(1)
images = torch.randn(144, 3, 8, 8)  # 9 batches of 16: the last group holds 1
labels = (images[:, 0].mean(dim=(1, 2)) > 0).long()  # something to learn: is the red channel bright?
dataset = torch.utils.data.TensorDataset(images, labels)

# Before: one batch of 64.
model = make_model()
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
counter = SavedForBackward(model)
images, labels = dataset[:64]
with counter.hooks:
    loss = nn.functional.cross_entropy(model(images), labels)
loss.backward()
print(f"one batch of 64: at most {counter.peak:.2f} MiB of activations")
big_batch_gradients = [p.grad.clone() for p in model.parameters()]

# After: batches of 16, one optimizer step every 4 of them.
model = make_model()
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
loader = torch.utils.data.DataLoader(dataset, batch_size=16)  # was 64
counter, first_step, losses = SavedForBackward(model), [], []


def keep_first_gradients(*_):  # called before each optimizer step
    if not first_step:
        first_step.append([p.grad.clone() for p in model.parameters()])


optimizer.register_step_pre_hook(keep_first_gradients)


def loss_fn(outputs, labels):
    loss = nn.functional.cross_entropy(outputs, labels)
    losses.append(loss.item())
    return loss


counter.hooks.__enter__()  # count from here on
# --8<-- [start:fix]
accumulation_steps = 4  # 4 batches of 16 make one step of 64
for epoch in range(10):
    for i, (images, labels) in enumerate(loader):
        loss = loss_fn(model(images), labels)
        (loss / accumulation_steps).backward()  # the gradients add up in .grad
        if (i + 1) % accumulation_steps == 0 or i + 1 == len(loader):  # also the last
            optimizer.step()
            optimizer.zero_grad()
# --8<-- [end:fix]

print(f"batches of 16: at most {counter.peak:.2f} MiB of activations")
same = all(torch.allclose(g, h, atol=1e-6) for g, h in zip(first_step[0], big_batch_gradients))
print(f"gradients of the first step equal those of one batch of 64: {same}")
print(f"gradients left over after the last epoch: {any(p.grad is not None for p in model.parameters())}")
mean = lambda losses: sum(losses) / len(losses)  # noqa: E731
per_epoch = len(loader)
print(f"mean loss, epoch 1: {mean(losses[:per_epoch]):.3f}, epoch 10: {mean(losses[-per_epoch:]):.3f}")
