import torch
from torch.nn.utils.rnn import pad_sequence

torch.manual_seed(0)
clips = [torch.randn(1, 5), torch.randn(1, 3)]   # torchaudio waveforms: [channels, time]

try:
    pad_sequence(clips, batch_first=True)   # pads the first dimension: the channels
except RuntimeError as error:
    print("RuntimeError:", error)

# time first, pad, then back to [batch, channels, time]
batch = pad_sequence([clip.T for clip in clips], batch_first=True).transpose(1, 2)
print(tuple(batch.shape))
