import torch
from torch import nn
from torch.nn.utils.rnn import pad_sequence

torch.manual_seed(0)
sentences = [torch.tensor([4, 2, 9]), torch.tensor([7, 3])]
embedding = nn.Embedding(10, 4, padding_idx=-1)    # "-1 is the padding"
print("padding_idx stored as:", embedding.padding_idx)

ids = pad_sequence(sentences, batch_first=True, padding_value=-1)
print("ids:", ids.tolist())
vectors = embedding(ids)  # boom
