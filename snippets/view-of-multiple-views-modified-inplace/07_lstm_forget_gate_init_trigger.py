import torch
from torch import nn

torch.manual_seed(0)
lstm = nn.LSTM(input_size=3, hidden_size=2)
# nn.LSTM stores its four gates' biases one after the other: input, forget, cell, output.
# Setting the forget gate's quarter to 1 is a common initialisation; written like this,
# it runs while autograd is recording:
lstm.bias_hh_l0.chunk(4)[1].fill_(1.0)  # boom
