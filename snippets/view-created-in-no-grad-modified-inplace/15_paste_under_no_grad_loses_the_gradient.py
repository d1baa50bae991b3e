import torch

torch.manual_seed(0)
logits = torch.randn(2, 3, 3, requires_grad=True)
masks = torch.sigmoid(logits)
canvas = torch.zeros(2, 5, 5)

with torch.no_grad():                        # silences the error...
    for mask, image in zip(masks, canvas):
        image[1:4, 1:4] = mask
loss = canvas.sum()
print("canvas.requires_grad:", canvas.requires_grad, "| loss.requires_grad:", loss.requires_grad)
loss.backward()  # boom: nothing was recorded, so no gradient can reach the logits
