import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Sequential(  # as ResNet-18 ends: BatchNorm, then 512 features per image
    nn.Conv2d(3, 512, 3, padding=1, bias=False), nn.BatchNorm2d(512), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(),
)
images = torch.randn(4, 3, 32, 32)
statistics = backbone[1].running_var.clone()  # what a pretrained backbone learned

# --8<-- [start:fix]
was_training = backbone.training
backbone.eval()  # a dry run in training mode would change BatchNorm's statistics
with torch.no_grad():  # ask the backbone you actually use how many features it gives
    feature_dim = backbone(torch.zeros(1, 3, 32, 32)).shape[-1]
backbone.train(was_training)
head = nn.Linear(feature_dim, 10)
# --8<-- [end:fix]
print("feature_dim:", feature_dim)
print("dry run in eval mode, BatchNorm statistics unchanged:", torch.equal(backbone[1].running_var, statistics))
with torch.no_grad():
    backbone(torch.zeros(1, 3, 32, 32))  # the same dry run in training mode
print("dry run in training mode, under no_grad too, unchanged:", torch.equal(backbone[1].running_var, statistics))
print(head(backbone(images)).shape)
