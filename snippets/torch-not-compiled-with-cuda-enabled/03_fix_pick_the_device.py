import torch
from torch import nn

torch.manual_seed(0)
# --8<-- [start:fix]
if torch.cuda.is_available():
    device = torch.device("cuda")        # an NVIDIA GPU, with a CUDA build of torch
elif torch.backends.mps.is_available():
    device = torch.device("mps")         # the GPU of an Apple silicon Mac
else:
    device = torch.device("cpu")
model = nn.Linear(3, 1).to(device)       # instead of .cuda()
# --8<-- [end:fix]

x = torch.randn(64, 3)
y = x @ torch.tensor([[1.0], [-2.0], [0.5]])
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
print("device on the machine that built this page:", device)
for step in range(61):
    loss = (model(x.to(device)) - y.to(device)).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if step % 30 == 0:
        print(f"step {step:2d}: loss {loss.item():.4f}")
