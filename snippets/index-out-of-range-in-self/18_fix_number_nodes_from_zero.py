import torch

torch.manual_seed(0)
node_names = [1, 2, 3, 4]                   # the nodes as the data file numbers them
x = torch.randn(len(node_names), 3)         # one row of features per node, in that order
edges = [(1, 2), (2, 3), (3, 4), (4, 1)]    # edges between node names

# --8<-- [start:fix]
row = {name: i for i, name in enumerate(node_names)}          # node name -> its row in x
edge_index = torch.tensor([[row[a] for a, b in edges],
                           [row[b] for a, b in edges]])
assert 0 <= edge_index.min() and edge_index.max() < x.size(0)  # every edge names a row of x
# --8<-- [end:fix]
print("edge_index:", edge_index.tolist(), "| rows of x:", x.size(0))
print("messages:", tuple(x.index_select(0, edge_index[0]).shape))
