import torch
from torch import nn

torch.manual_seed(0)
lstm = nn.LSTM(input_size=2, hidden_size=4, batch_first=True)
optimizer = torch.optim.SGD(lstm.parameters(), lr=0.1)
state = (torch.zeros(1, 3, 4), torch.zeros(1, 3, 4))
chunks = torch.randn(3, 3, 5, 2)  # 3 chunks of 5 time steps, for a batch of 3 sequences


# --8<-- [start:fix]
def repackage_hidden(state):
    """Keep the values, drop the link to the previous chunk's graph: a tensor, or a tuple of them."""
    if isinstance(state, torch.Tensor):
        return state.detach()
    return tuple(repackage_hidden(s) for s in state)


for chunk in chunks:
    state = repackage_hidden(state)  # both h and c of an LSTM; h of a GRU or an RNN
    out, state = lstm(chunk, state)
# --8<-- [end:fix]
    loss = out.pow(2).mean()
    optimizer.zero_grad()
    loss.backward()  # back through this chunk only: truncated backpropagation through time
    optimizer.step()
    print("loss", round(loss.item(), 4))

h, c = state
print("the state carries its values on:", tuple(h.shape), tuple(c.shape))
