import torch

scores = torch.tensor([[2.0, 0.1, -1.0],       # a batch of 4, 3 classes: predicted classes 0, 1, 2, 0
                       [0.2, 1.5, 0.3],
                       [0.1, 0.3, 2.2],
                       [1.2, 0.4, 0.1]])
labels = torch.tensor([0, 1, 2, 1])            # class indices: 3 of the 4 predictions are right
logits = torch.tensor([2.1, -0.3, -1.2, 0.8])  # a binary model, one logit per sample: classes 1, 0, 0, 1
binary_labels = torch.tensor([1, 0, 1, 1])     # 3 of the 4 are right


def accuracy(predicted, truth):
    return (predicted == truth).float().mean().item()


# the popular answer to "[-1, 0], but got 1": dim=-1 where the code had dim=1
_, target = torch.max(labels, -1)              # was torch.max(labels, 1), written for one-hot rows
print(f"torch.max(labels, -1) gives {target.item()}, one index for the whole batch:",
      f"accuracy {accuracy(scores.argmax(dim=1), target)}, true {accuracy(scores.argmax(dim=1), labels)}")

predicted = logits.argmax(dim=-1)              # was logits.argmax(dim=1), written for scores [N, C]
print(f"logits.argmax(dim=-1) gives {predicted.item()}, one index for the whole batch:",
      f"accuracy {accuracy(predicted, binary_labels)}, true {accuracy((logits > 0).long(), binary_labels)}")

predicted = logits.unsqueeze(1).argmax(dim=1)  # the output kept as [N, 1]: dim=1 exists, nothing raises
print(f"[N, 1] logits, argmax(dim=1) gives {predicted.tolist()}:",
      f"accuracy {accuracy(predicted, binary_labels)}")
