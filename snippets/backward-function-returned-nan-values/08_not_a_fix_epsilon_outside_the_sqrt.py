import warnings

import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
warnings.filterwarnings("ignore", message="Error detected in")
torch.autograd.set_detect_anomaly(True)
model = nn.Linear(8, 4)
x, labels = torch.randn(6, 8), torch.tensor([0, 0, 1, 1, 2, 2])
same = (labels.unsqueeze(1) == labels.unsqueeze(0)).float() - torch.eye(6)
other = 1 - same - torch.eye(6)

emb = model(x)
dist = (emb.unsqueeze(1) - emb.unsqueeze(0)).pow(2).sum(dim=-1).sqrt() + 1e-8  # epsilon after the sqrt
loss = (same * dist.pow(2) + other * torch.relu(1 - dist).pow(2)).sum() / 30
try:
    loss.backward()
except RuntimeError as err:
    print("RuntimeError:", err)

# dividing by a norm plus eps, for a feature vector that a ReLU made all zeros
norms = {
    "sqrt by hand": lambda x: (x ** 2).sum(dim=1, keepdim=True).sqrt(),
    "x.norm": lambda x: x.norm(dim=1, keepdim=True),
    "torch.linalg.vector_norm": lambda x: torch.linalg.vector_norm(x, dim=1, keepdim=True),
}
for name, norm in norms.items():
    x = torch.zeros(2, 4, requires_grad=True)
    try:
        (x / (norm(x) + 1e-8)).sum().backward()
        print(f"x / ({name} + eps): finite gradients: {torch.isfinite(x.grad).all().item()}")
    except RuntimeError as err:
        print(f"x / ({name} + eps): RuntimeError: {err}")
