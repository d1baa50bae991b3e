import torch

logits = torch.tensor([[2.1], [-0.3], [-1.2], [0.8]])  # a binary model's output [N, 1]: one logit per sample
labels = torch.tensor([1, 0, 1, 1])                    # class indices 0 and 1

# --8<-- [start:fix]
predicted = (logits.reshape(-1) > 0).long()    # [N] or [N, 1] -> [N]; logit > 0 is probability > 0.5
correct = (predicted == labels).sum().item()
# --8<-- [end:fix]
print("predicted:", predicted.tolist(), "labels:", labels.tolist(), "correct:", correct, "of", len(labels))
print("without reshape(-1): (logits > 0).long() == labels has shape", tuple(((logits > 0).long() == labels).shape))
