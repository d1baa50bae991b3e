import os
import resource
import signal
import time

import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset


class Samples(Dataset):
    def __len__(self):
        return 64

    def __getitem__(self, index):
        if index == 40:  # a sample whose loading crashes the worker, in every epoch
            time.sleep(0.5)
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
            signal.signal(signal.SIGSEGV, signal.SIG_DFL)
            os.kill(os.getpid(), signal.SIGSEGV)
        x = torch.tensor([index / 64])
        return x, 2 * x


torch.manual_seed(0)
model = nn.Linear(1, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
loader = DataLoader(Samples(), batch_size=8, num_workers=2)
for epoch in range(3):
    trained_on = 0
    try:
        for x, y in loader:
            loss = nn.functional.mse_loss(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            trained_on += len(x)
    except RuntimeError as error:  # the forum answer: log it and go on
        print(f"epoch {epoch}: {error}")
    print(f"epoch {epoch}: trained on {trained_on} of {len(loader.dataset)} samples")
