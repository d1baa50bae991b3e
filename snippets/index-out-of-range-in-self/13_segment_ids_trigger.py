import torch
from torch import nn

torch.manual_seed(0)
type_vocab_size = 2                                   # BERT: segment A is 0, segment B is 1
token_type_embeddings = nn.Embedding(type_vocab_size, 4)

# [CLS] question [SEP] passage [SEP] answer [SEP]: a third segment numbered 2
token_type_ids = torch.tensor([[0, 0, 0, 1, 1, 1, 2, 2]])
vectors = token_type_embeddings(token_type_ids)  # boom
