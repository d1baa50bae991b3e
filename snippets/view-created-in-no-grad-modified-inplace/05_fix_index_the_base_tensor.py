import torch

torch.manual_seed(0)
logits = torch.randn(2, 3, 3, requires_grad=True)
masks = torch.sigmoid(logits)

# --8<-- [start:fix]
canvas = torch.zeros(2, 5, 5)          # inside the training step: a new canvas for every batch
for i, mask in enumerate(masks):
    canvas[i, 1:4, 1:4] = mask         # index the tensor itself, not a row handed out by iteration
# --8<-- [end:fix]
print(canvas.requires_grad, canvas.grad_fn.name())
canvas.sum().backward()
print(logits.grad[0])
