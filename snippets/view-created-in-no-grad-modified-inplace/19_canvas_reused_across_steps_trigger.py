import torch

torch.manual_seed(0)
logits = torch.randn(2, 3, 3, requires_grad=True)
canvas = torch.zeros(2, 5, 5)            # made once, before the training loop

for step in range(2):
    masks = torch.sigmoid(logits)
    for i, mask in enumerate(masks):
        canvas[i, 1:4, 1:4] = mask       # fix 1's write, into the canvas of the previous step
    print("step", step)
    canvas.sum().backward()  # boom at step 1: the canvas still holds step 0's graph
