import torch
from torch import nn

torch.manual_seed(0)
features = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU())
classifier = nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(4, 5))
model = nn.Sequential(features, classifier)
images = torch.randn(2, 3, 8, 8)

# --8<-- [start:fix]
model.eval()  # BatchNorm then uses its running statistics: each image is on its own
activations = features(images)
activations.retain_grad()  # Grad-CAM weighs these maps by their gradient
logits = classifier(activations)
target_class = logits.argmax(dim=1)  # or the classes you want to explain
score = logits.gather(1, target_class[:, None]).sum()  # one score per image, summed
score.backward()
# --8<-- [end:fix]
print("classes:", target_class.tolist(), "| gradient of the maps:", tuple(activations.grad.shape))
