import torch
from torch import nn

torch.manual_seed(0)
features = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.ReLU())
classifier = nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(4, 5))
image = torch.randn(1, 3, 8, 8)

activations = features(image)
activations.retain_grad()
logits = classifier(activations)
# --8<-- [start:fix]
target_class = logits.argmax(dim=1)  # or the class you want to explain
score = logits.gather(1, target_class[:, None]).sum()  # one score per image, summed over the batch
score.backward()
# --8<-- [end:fix]
print("class:", target_class.tolist(), "| gradient of the maps:", tuple(activations.grad.shape))
