import torch
from torch import nn

torch.manual_seed(0)
rnn = nn.RNN(input_size=2, hidden_size=4, batch_first=True)
optimizer = torch.optim.SGD(rnn.parameters(), lr=0.1)
h = torch.zeros(1, 3, 4)

for step in range(2):
    chunk = torch.randn(3, 5, 2)
# --8<-- [start:fix]
    h = h.detach()                    # keep the values, cut the link to the previous chunk's graph
    out, h = rnn(chunk, h)
# --8<-- [end:fix]
    loss = out.pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    print("step", step, "loss", round(loss.item(), 4))
