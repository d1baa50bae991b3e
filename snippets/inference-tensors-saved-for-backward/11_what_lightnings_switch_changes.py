import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 2)


def test_step(batch):
    """A step that needs a gradient, with the usual answer: torch.enable_grad()."""
    with torch.enable_grad():
        loss = model(batch).pow(2).mean()
        if not loss.requires_grad:
            return "nothing recorded, backward() would fail"
        loss.backward()
        return f"weight gradient {tuple(model.weight.grad.shape)}"


# The two contexts a loop can run its steps in: Lightning's Trainer(inference_mode=True), its default for
# validate, test and predict, picks the first; Trainer(inference_mode=False) picks the second.
for context in (torch.inference_mode, torch.no_grad):
    with context():
        batch = torch.randn(3, 4)       # the loop makes the batch inside the context
        print(f"{context.__name__:>14}: {test_step(batch)}")
