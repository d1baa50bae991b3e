import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x, y = torch.randn(8, 3), torch.randn(8, 1)

train_loss = nn.functional.mse_loss(model(x), y)
train_loss.backward()                 # a training step: backward() frees what the graph saved
eval_loss = nn.functional.mse_loss(model(x), y)   # evaluation without torch.no_grad(): no backward()

for name, loss in [("training step", train_loss), ("evaluation", eval_loss)]:
    node = loss.grad_fn               # a list of losses keeps this node alive, and what it saved
    try:
        saved = node._saved_self      # the model's output, saved to compute the gradient
        print(f"{name:13}: {type(node).__name__} kept, with the model's output {tuple(saved.shape)}")
    except RuntimeError:
        print(f"{name:13}: {type(node).__name__} kept, its saved tensors freed")
