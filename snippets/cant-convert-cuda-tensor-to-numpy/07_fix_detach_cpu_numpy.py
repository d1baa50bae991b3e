import torch
from torch import nn

device = "cuda" if torch.cuda.is_available() else "cpu"   # the CPU here: .cpu() then copies nothing
torch.manual_seed(0)
model = nn.Linear(3, 1).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(16, 3).to(device)
y = x @ torch.tensor([[1.0], [-2.0], [0.5]]).to(device)

for step in range(30):
    pred = model(x)
    loss = nn.functional.mse_loss(pred, y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
# --8<-- [start:fix]
    if step % 10 == 0:                # convert only when you use it: a copy from a GPU waits for the GPU
        points = pred.detach().cpu().numpy()  # out of the graph, then copied off the GPU
# --8<-- [end:fix]
        print(f"step {step:2d}: loss {loss.item():.4f}, array {points.shape} {points.dtype}")

try:
    pred.cpu().numpy()                # .cpu() alone: the copy still requires grad
except RuntimeError as e:
    print("without detach():", e)
