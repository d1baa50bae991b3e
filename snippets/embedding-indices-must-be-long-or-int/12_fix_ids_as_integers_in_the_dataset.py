import io

import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset

# token ids read from a text file: np.loadtxt gives float64 unless told otherwise
table = np.loadtxt(io.StringIO("7 2049 30001\n128000 5 0"))
print("table:", table.dtype)


# --8<-- [start:fix]
class TokenDataset(Dataset):
    def __init__(self, rows):
        assert (rows == np.round(rows)).all(), "ids must be whole numbers (no NaN, not scaled)"
        self.rows = rows

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        return torch.tensor(self.rows[i], dtype=torch.long)   # int64 here, once, for every batch
# --8<-- [end:fix]


batch = next(iter(DataLoader(TokenDataset(table), batch_size=2)))
print("batch:", batch.dtype, batch.tolist())   # float64 holds every id exactly: nothing is lost
column = np.array([7.0, np.nan, 0.25])   # a pandas int column with a missing value; a scaled column
print("whole numbers:", (column == np.round(column)).all())   # the assert above refuses it
print("/ :", (torch.tensor([6, 14]) / 2).dtype, "| // :", (torch.tensor([6, 14]) // 2).dtype)
