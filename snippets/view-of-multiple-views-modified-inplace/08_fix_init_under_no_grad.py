import torch
from torch import nn

torch.manual_seed(0)
lstm = nn.LSTM(input_size=3, hidden_size=2)

# --8<-- [start:fix]
with torch.no_grad():                       # initialisation is not part of the model: do not record it
    for name, bias in lstm.named_parameters():
        if name.startswith("bias"):
            bias.chunk(4)[1].fill_(1.0)     # the forget gate's quarter of each bias
# --8<-- [end:fix]
print("bias_hh_l0, one row per gate (input, forget, cell, output):")
print(lstm.bias_hh_l0.detach().view(4, 2))
print("still a trainable leaf:", lstm.bias_hh_l0.is_leaf, lstm.bias_hh_l0.requires_grad)
output, _ = lstm(torch.randn(5, 1, 3))
output.sum().backward()
print("gradient reaches the bias:", lstm.bias_hh_l0.grad is not None)
