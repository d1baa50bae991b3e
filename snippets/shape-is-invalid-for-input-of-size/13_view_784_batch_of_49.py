import torch
from torch import nn
import torch.nn.functional as F

torch.manual_seed(0)


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(784, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x):
        x = x.view(-1, 784)  # 49 images x 3072 = 150528 = 192 rows of 784
        return self.fc2(torch.relu(self.fc1(x)))


model = MLP()
images, labels = torch.rand(49, 3, 32, 32), torch.randint(0, 10, (49,))
predictions = model(images).argmax(dim=1)  # no error: the rows cut across images
print("images in:", images.size(0), "predictions out:", predictions.size(0))
loss = F.cross_entropy(model(images), labels)  # training notices at the loss
