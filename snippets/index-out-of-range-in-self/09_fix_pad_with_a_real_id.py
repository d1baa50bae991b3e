import torch
from torch import nn
from torch.nn.utils.rnn import pad_sequence

torch.manual_seed(0)
sentences = [torch.tensor([4, 2, 9]), torch.tensor([7, 3])]
labels = torch.tensor([[4, 2, 9], [7, 3, -100]])       # -100: "no loss here", for the loss only

# --8<-- [start:fix]
pad_id = 0                                              # a real row of the table
embedding = nn.Embedding(10, 4, padding_idx=pad_id)
ids = pad_sequence(sentences, batch_first=True, padding_value=pad_id)
decoder_ids = labels.masked_fill(labels == -100, pad_id)   # labels reused as inputs
# --8<-- [end:fix]
print("ids:", ids.tolist(), "| decoder ids:", decoder_ids.tolist())
print("padding vector is zero:", bool((embedding(ids)[1, 2] == 0).all()))
