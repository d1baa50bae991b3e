import torch
from torch.utils.data import DataLoader, Dataset


class Images(Dataset):
    def __len__(self):
        return 256

    def __getitem__(self, index):
        return torch.zeros(3, 64, 64)


for num_workers, prefetch_factor in [(2, 8), (1, 2)]:
# --8<-- [start:fix]
    loader = DataLoader(Images(), batch_size=32, num_workers=num_workers, prefetch_factor=prefetch_factor)
    batch = next(iter(loader))
    in_flight = num_workers * prefetch_factor  # batches the workers may hold at once
# --8<-- [end:fix]
    size = batch.untyped_storage().nbytes()
    print(f"num_workers={num_workers}, prefetch_factor={prefetch_factor}: batch in shared memory: "
          f"{batch.is_shared()}, {size / 2**20:.1f} MiB each, up to {in_flight} at once: "
          f"{in_flight * size / 2**20:.1f} MiB")
kept = batch.clone()  # a copy in ordinary memory: keep this (or .tolist()), not the batch, to hold no shared memory
print(f"a batch's .clone(): in shared memory: {kept.is_shared()}")
same = [batch.cpu().data_ptr() == batch.data_ptr(), batch.numpy().ctypes.data == batch.data_ptr()]
print(f"a batch's .cpu() and .numpy(): the batch's own shared memory, not copies: {same}")
