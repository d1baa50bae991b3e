import torch
from torch import nn

torch.manual_seed(0)
token_type_embeddings = nn.Embedding(2, 4)            # BERT: type_vocab_size=2
segment = torch.tensor([[0, 0, 0, 1, 1, 1, 2, 2]])    # which sentence each token belongs to

# --8<-- [start:fix]
type_vocab_size = token_type_embeddings.num_embeddings    # model.config.type_vocab_size
if type_vocab_size == 1:      # RoBERTa, Longformer: pass no token_type_ids (all 0)
    token_type_ids = torch.zeros_like(segment)
else:                         # BERT: the first sentence is 0, everything after it is 1
    token_type_ids = (segment > 0).long()
# --8<-- [end:fix]
print("token_type_ids:", token_type_ids.tolist(), "| rows:", type_vocab_size)
print("output:", tuple(token_type_embeddings(token_type_ids).shape))
