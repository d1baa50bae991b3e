import torch
from torch.utils.data import DataLoader

torch.manual_seed(0)
data = torch.randn(10, 8)
encoder = torch.nn.Linear(8, 4)

features = []
with torch.no_grad():
    for batch in DataLoader(data, batch_size=4):
        features.append(encoder(batch))
# --8<-- [start:fix]
all_features = torch.cat(features)  # joins along the batch dimension: [4+4+2, 4]
# --8<-- [end:fix]
print(tuple(all_features.shape))
