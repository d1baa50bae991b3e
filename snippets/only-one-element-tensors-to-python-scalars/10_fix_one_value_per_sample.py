import torch

torch.manual_seed(0)
num_boxes = torch.tensor([3, 5])               # one count per image of the batch
boxes = torch.rand(2, 5, 4)                    # padded to the largest count

# --8<-- [start:fix]
for i, n in enumerate(num_boxes.tolist()):     # one Python int per image
    image_boxes = boxes[i, :n]                 # this image's boxes only
    print(f"image {i}: {n} boxes, {tuple(image_boxes.shape)}")
# --8<-- [end:fix]
