import torch
from torch.utils.data import DataLoader

torch.manual_seed(0)
data = torch.randn(10, 8)
encoder = torch.nn.Linear(8, 4)

features = []
with torch.no_grad():
    for batch in DataLoader(data, batch_size=4):  # batches of 4, 4 and 2
        features.append(encoder(batch))
print([tuple(f.shape) for f in features])
all_features = torch.stack(features)
