import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)


# --8<-- [start:fix]
def block(c_in, c_out):  # padding=1 keeps the size: only the pooling halves it
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2))


model = nn.Sequential(
    block(1, 16), block(16, 32), block(32, 64),  # 28 -> 14 -> 7 -> 3
    nn.AdaptiveAvgPool2d(1), nn.Flatten(),       # whatever is left -> 1x1
    nn.Linear(64, 10),
)
# --8<-- [end:fix]

labels = torch.randint(0, 10, (64,))
digits = 0.5 * torch.rand(64, 1, 28, 28)
for digit, label in zip(digits, labels):  # a stand-in for MNIST: class k is a bright band at row 2k
    digit[0, 2 * label:2 * label + 4] += 1
x = digits
for layer in model[:3]:
    x = layer(x)
    print("after a block:", tuple(x.shape))

optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
for step in range(61):
    loss = F.cross_entropy(model(digits), labels)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if step % 30 == 0:
        print(f"step {step:2}: loss {loss.item():.2f}")

for n in (4, 5):  # how many blocks a 28x28 digit has room for
    deeper = nn.Sequential(block(1, 16), *[block(16, 16) for _ in range(n - 1)])
    try:
        print(n, "blocks:", tuple(deeper(digits[:1]).shape))
    except RuntimeError as error:
        print(n, "blocks:", str(error).split(". ")[-1])
