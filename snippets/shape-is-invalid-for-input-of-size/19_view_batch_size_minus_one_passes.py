import torch

torch.manual_seed(0)
batch_size, num_classes = 32, 10
scores = torch.randn(16, num_classes)  # the last batch: 16 images, 10 scores each

flat = scores.view(batch_size, -1)  # the configured batch size, and -1 for the rest
print("16 images, view(32, -1):", tuple(flat.shape))  # no error: 160 numbers fit 32 rows of 5
print("row 1 is the second half of image 0's scores:", torch.equal(flat[1], scores[0, 5:]))
