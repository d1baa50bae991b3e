import torch
from torch import nn

torch.manual_seed(0)
user_ids = torch.tensor([3, 17, 942, 17, 3])       # ids as the data file stores them: 3 distinct users
n_users = len(torch.unique(user_ids))              # a table sized by the number of users: 3 rows
try:
    nn.Embedding(n_users, 4)(user_ids)
except IndexError as error:
    print(f"{n_users} rows, raw ids up to {user_ids.max().item()}:", error)

# --8<-- [start:fix]
row = {u: i for i, u in enumerate(sorted(set(user_ids.tolist())))}   # raw id -> 0 .. n-1
users = nn.Embedding(len(row), 4)                                    # keep `row` for new data
vectors = users(torch.tensor([row[u] for u in user_ids.tolist()]))
# --8<-- [end:fix]
print("rows:", users.num_embeddings, "| ids:", [row[u] for u in user_ids.tolist()], "| output:", tuple(vectors.shape))
