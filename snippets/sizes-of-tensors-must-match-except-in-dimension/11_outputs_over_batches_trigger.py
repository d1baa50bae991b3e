import torch
from torch import nn
from torch.nn.utils.rnn import pad_sequence

torch.manual_seed(0)
lengths = [5, 9, 3, 7, 4, 6]  # six token sequences of different lengths
sequences = [torch.randn(n, 8) for n in lengths]
model = nn.Linear(8, 3)       # one score per token and class

predictions = []
with torch.no_grad():
    for start in range(0, len(sequences), 2):  # batches of 2, each padded to its own longest
        batch = pad_sequence(sequences[start:start + 2], batch_first=True)
        predictions.append(model(batch))
        print("batch output", list(predictions[-1].shape))
all_predictions = torch.cat(predictions)  # join the batches along dim 0
