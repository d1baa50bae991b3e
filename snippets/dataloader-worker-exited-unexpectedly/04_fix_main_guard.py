import os
from multiprocessing import resource_tracker

import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset


class Squares(Dataset):  # at the top level of the file: a worker finds it when it imports the file
    def __len__(self):
        return 64

    def __getitem__(self, index):
        x = torch.tensor([index / 64])
        return x, x**2


def main():
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))
    optimizer = torch.optim.Adam(model.parameters(), lr=0.05)
    loader = DataLoader(Squares(), batch_size=16, shuffle=True, num_workers=2,
                        multiprocessing_context="spawn",  # what Windows and macOS use
                        persistent_workers=True)  # started once, not every epoch
    for epoch in range(5):
        for x, y in loader:
            loss = nn.functional.mse_loss(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        print(f"epoch {epoch}: loss {loss.item():.4f}")


# Not needed in your script: this page's build ends each snippet without Python's exit steps, and
# multiprocessing's clean-up process would then report on queues that a normal exit frees; it writes
# to /dev/null here.
if __name__ == "__main__":
    stderr = os.dup(2)
    os.dup2(os.open(os.devnull, os.O_WRONLY), 2)
    resource_tracker.ensure_running()
    os.dup2(stderr, 2)

# --8<-- [start:fix]
# Everything that builds the DataLoader and trains goes into main().
# A "spawn" worker (or a fork server) imports this file: it defines
# Squares and main(), and skips the block below: only your process trains.
# In a notebook: put the Dataset and collate_fn in a .py file, import them.
if __name__ == "__main__":
    main()
# --8<-- [end:fix]
