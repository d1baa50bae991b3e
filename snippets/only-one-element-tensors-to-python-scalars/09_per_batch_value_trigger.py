import torch

# Code written for one image at a time: how many boxes does the image hold?
num_boxes = torch.tensor([3])           # a batch of one image
print("batch of 1:", int(num_boxes))

num_boxes = torch.tensor([3, 5])        # a batch of two images
print("batch of 2:", int(num_boxes))
