import torch
from torch import nn

torch.manual_seed(0)
vocab = {"<pad>": 0, "<unk>": 1, "the": 2, "cat": 3, "sat": 4, "on": 5, "mat": 6}
model = nn.Sequential(nn.Embedding(len(vocab), 4, padding_idx=0), nn.Linear(4, 2))
trained = model[0].weight.detach().clone()
stale_optimizer = torch.optim.SGD(model.parameters(), lr=0.1)  # made before the table grew
vocab["<user>"] = len(vocab)

# --8<-- [start:fix]
# Hugging Face models: model.resize_token_embeddings(len(tokenizer))
old = model[0]
new = nn.Embedding(len(vocab), old.embedding_dim, padding_idx=old.padding_idx,
                   device=old.weight.device, dtype=old.weight.dtype)
with torch.no_grad():  # copy the trained rows
    new.weight[:old.num_embeddings] = old.weight
model[0] = new         # put it in the model, then (re)create the optimizer
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
# --8<-- [end:fix]
ids = torch.tensor([[vocab["<user>"], vocab["the"], vocab["cat"], vocab["sat"]]])
print("rows:", model[0].num_embeddings, "| output:", tuple(model(ids).shape))
print("trained rows kept:", torch.equal(model[0].weight[:7], trained))


def table_moves(opt):
    opt.zero_grad()
    model(ids).sum().backward()
    before = model[0].weight.detach().clone()
    opt.step()
    return not torch.equal(before, model[0].weight)


print("the new table trains with the optimizer made before it:", table_moves(stale_optimizer))
print("the new table trains with the optimizer made after it: ", table_moves(optimizer))
