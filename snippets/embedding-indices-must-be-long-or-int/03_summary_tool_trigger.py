import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Embedding(1000, 16), nn.Flatten(), nn.Linear(12 * 16, 2))


def summary(model, input_size):
    """What torchsummary's summary(model, input_size) runs: a random batch of that shape, float32 by default."""
    x = torch.rand(2, *input_size)
    return model(x)


summary(model, (12,))  # boom: 12 token positions, but random floats instead of ids
