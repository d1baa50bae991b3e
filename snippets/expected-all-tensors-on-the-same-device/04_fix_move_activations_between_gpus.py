import torch
from torch import nn


class TwoStages(nn.Module):
    """A model too large for one GPU, split in two: stage 1 on one device, stage 2 on another."""

    def __init__(self, first, second):
        super().__init__()
        self.stage1 = nn.Linear(4, 8).to(first)
        self.stage2 = nn.Linear(8, 1).to(second)

# --8<-- [start:fix]
    def forward(self, x):
        x = x.to(self.stage1.weight.device)           # the input goes where the first layer is
        h = torch.relu(self.stage1(x))
        h = h.to(self.stage2.weight.device)           # each hand-over moves the activations
        return self.stage2(h)
# --8<-- [end:fix]


torch.manual_seed(0)
x = torch.randn(16, 4)                                # the batch, on the CPU
target = x.sum(dim=1, keepdim=True)
# On two GPUs: TwoStages("cuda:0", "cuda:1"). Here the CPU and "meta" (which moves like a GPU and
# computes nothing) stand in for them: the output comes out on the second stage's device.
print("split over cpu and meta, output on:", TwoStages("cpu", "meta")(x).device)
torch.manual_seed(0)
model = TwoStages("cpu", "cpu")
optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
for step in range(201):
    prediction = model(x)
    loss = (prediction - target.to(prediction.device)).pow(2).mean()   # targets: where the output is
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if step % 100 == 0:
        print(f"step {step:3d}: loss {loss.item():.4f}")
