import torch
from torch import nn
from torch.nn.utils.rnn import pad_sequence

torch.manual_seed(0)
lengths = [5, 9, 3, 7, 4, 6]
sequences = [torch.randn(n, 8) for n in lengths]
labels = [torch.randint(0, 3, (n,)) for n in lengths]
model = nn.Linear(8, 3)

predictions, batch_lengths = [], []
with torch.no_grad():
    for start in range(0, len(sequences), 2):
        batch = pad_sequence(sequences[start:start + 2], batch_first=True)
        predictions.append(model(batch))
        batch_lengths.append(lengths[start:start + 2])

# --8<-- [start:fix]
samples = []  # one tensor per sample, without its batch's padding
for output, sample_lengths in zip(predictions, batch_lengths):
    samples += [out[:n] for out, n in zip(output, sample_lengths)]
all_predictions = pad_sequence(samples, batch_first=True, padding_value=float("nan"))
tokens = torch.cat(samples)  # or every token in a row, for a per-token metric
# --8<-- [end:fix]

print("all predictions", list(all_predictions.shape), "tokens", list(tokens.shape))
accuracy = (tokens.argmax(1) == torch.cat(labels)).float().mean()
print(f"accuracy over the {len(tokens)} tokens: {accuracy:.2f}")
