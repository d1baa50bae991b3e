import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
images, texts = torch.randn(10, 8), torch.randn(10, 8)
loader = DataLoader(TensorDataset(images, texts), batch_size=4)

for image, text in loader:
    logits = image @ text.T
# --8<-- [start:fix]
    labels = torch.arange(logits.size(0))  # from the batch itself, not from the configured batch size
    loss = F.cross_entropy(logits, labels)
# --8<-- [end:fix]
    print("batch of", logits.shape[0], "-> loss", round(loss.item(), 4))
