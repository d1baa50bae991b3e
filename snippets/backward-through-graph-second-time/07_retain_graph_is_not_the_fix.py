import torch
from torch import nn

torch.manual_seed(0)
rnn = nn.RNN(input_size=2, hidden_size=4, batch_first=True)
optimizer = torch.optim.SGD(rnn.parameters(), lr=0.1)
h = torch.zeros(1, 3, 4)

for step in range(2):
    chunk = torch.randn(3, 5, 2)      # batch of 3 sequences, 5 time steps
    out, h = rnn(chunk, h)            # h still points into this chunk's graph
    loss = out.pow(2).mean()
    optimizer.zero_grad()
    print("step", step)
    loss.backward(retain_graph=True)  # silences the first error...
    optimizer.step()
