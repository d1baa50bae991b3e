import torch
from torch import nn

torch.manual_seed(0)
encoder = nn.Linear(4, 8)
head_a, head_b = nn.Linear(8, 1), nn.Linear(8, 1)
x = torch.randn(16, 4)

features = torch.tanh(encoder(x))     # shared by both losses; tanh saves its output
loss_a = head_a(features).pow(2).mean()
loss_b = head_b(features).abs().mean()

loss_a.backward()   # walks back through tanh and encoder, then frees what they saved
loss_b.backward()   # boom: needs tanh's saved output again
