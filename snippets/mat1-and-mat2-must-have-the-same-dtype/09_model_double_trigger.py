import numpy as np
import torch
from torch import nn


def training_memory(model, x):
    """Megabytes held by the weights, their gradients and Adam's state after one step."""
    optimizer = torch.optim.Adam(model.parameters())
    model(x).pow(2).mean().backward()
    optimizer.step()
    state = [t for s in optimizer.state.values() for t in s.values() if t.dim() > 0]
    tensors = [*model.parameters(), *(p.grad for p in model.parameters()), *state]
    return sum(t.numel() * t.element_size() for t in tensors) / 1e6


def make_model():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(512, 1024), nn.ReLU(), nn.Linear(1024, 1024), nn.ReLU(), nn.Linear(1024, 1))


features = np.random.default_rng(0).normal(size=(256, 512))  # float64, as NumPy makes it
as_float32 = training_memory(make_model(), torch.from_numpy(features).float())

model = make_model()
model.double()                        # the answer often given: make the model float64 too
as_float64 = training_memory(model, torch.from_numpy(features))  # runs...
print(f"weights, gradients and Adam's state: {as_float32:.1f} MB in float32, {as_float64:.1f} MB in float64")

# ...and every float32 tensor the rest of the program makes now fails instead:
embedding = nn.Embedding(100, 512)(torch.tensor([3, 7]))  # another module's output: float32
model(embedding)  # boom
