import torch

torch.manual_seed(0)
outputs = torch.randn(64, 10)         # [N, C]: 10 class scores per sample
labels = torch.randint(0, 10, (64,))  # [N]: one class index per sample

# --8<-- [start:fix]
pred = outputs.argmax(dim=1)  # [N, C] -> [N]: the predicted class
accuracy = (pred == labels).float().mean()
# --8<-- [end:fix]
print("pred:", tuple(pred.shape), " labels:", tuple(labels.shape), f" accuracy: {accuracy.item():.4f}")
