# The same int64 targets, [0, 1, 1, 0], into each loss with a float32 prediction: does the loss call run,
# and does backward()?
import torch
from torch import nn

torch.manual_seed(0)
targets = torch.tensor([0, 1, 1, 0])
losses = {
    "nn.MSELoss": nn.MSELoss(),
    "nn.L1Loss": nn.L1Loss(),
    "nn.SmoothL1Loss": nn.SmoothL1Loss(),
    "nn.HuberLoss": nn.HuberLoss(),
    "nn.BCELoss": nn.BCELoss(),
    "nn.BCEWithLogitsLoss": nn.BCEWithLogitsLoss(),
}
for name, criterion in losses.items():
    prediction = torch.rand(4, requires_grad=True)
    step = "the loss call"
    try:
        loss = criterion(prediction, targets)
        step = "backward()"
        loss.backward()
        print(f"{name:21} runs")
    except RuntimeError as error:
        print(f"{name:21} {step} raises: {error}")

# Class indices are the other way round: CrossEntropyLoss wants them as int64.
scores = torch.randn(4, 3, requires_grad=True)
nn.CrossEntropyLoss()(scores, targets).backward()
print(f"{'nn.CrossEntropyLoss':21} runs with int64 class indices")
try:
    nn.CrossEntropyLoss()(scores, targets.float())
except RuntimeError as error:
    print(f"{'nn.CrossEntropyLoss':21} with float class indices raises: {error}")
