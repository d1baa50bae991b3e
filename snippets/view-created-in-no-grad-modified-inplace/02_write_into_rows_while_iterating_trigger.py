import torch

torch.manual_seed(0)
logits = torch.randn(2, 3, 3, requires_grad=True)
masks = torch.sigmoid(logits)            # requires grad
canvas = torch.zeros(2, 5, 5)            # a plain tensor to paste the masks into

for mask, image in zip(masks, canvas):   # iterating over a tensor hands out views of its rows
    image[1:4, 1:4] = mask  # boom
