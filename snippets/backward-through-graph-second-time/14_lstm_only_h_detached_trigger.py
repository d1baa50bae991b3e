import torch
from torch import nn

torch.manual_seed(0)
lstm = nn.LSTM(input_size=2, hidden_size=4, batch_first=True)
optimizer = torch.optim.SGD(lstm.parameters(), lr=0.1)
state = (torch.zeros(1, 3, 4), torch.zeros(1, 3, 4))  # an LSTM's state is a pair: (h, c)

for step in range(2):
    chunk = torch.randn(3, 5, 2)  # the next 5 time steps of the same 3 sequences
    h, c = state
    out, state = lstm(chunk, (h.detach(), c))  # h is cut from the last chunk's graph, c is not
    loss = out.pow(2).mean()
    optimizer.zero_grad()
    print("step", step)
    loss.backward()  # step 1: walks through c into step 0's graph, already freed
    optimizer.step()
