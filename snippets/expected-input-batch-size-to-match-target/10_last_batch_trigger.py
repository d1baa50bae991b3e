import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
images, texts = torch.randn(10, 8), torch.randn(10, 8)   # 10 pairs of embeddings
loader = DataLoader(TensorDataset(images, texts), batch_size=4)

BATCH_SIZE = 4
labels = torch.arange(BATCH_SIZE)  # built once: image i goes with text i
for image, text in loader:
    logits = image @ text.T        # [n, n]: every image against every text of the batch
    print("batch of", logits.shape[0])
    loss = F.cross_entropy(logits, labels)
