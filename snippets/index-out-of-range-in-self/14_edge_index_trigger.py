import torch

torch.manual_seed(0)
x = torch.randn(4, 3)                        # 4 nodes with 3 features each: rows 0 to 3
edge_index = torch.tensor([[1, 2, 3, 4],     # source node of each edge: nodes numbered from 1
                           [2, 3, 4, 1]])    # target node of each edge
messages = x.index_select(0, edge_index[0])  # boom: a graph layer gathers each edge's source node
