import torch

ids = torch.tensor([12, 7, 431, 2])          # int64
mask = torch.tensor([1.0, 1.0, 1.0, 0.0])    # float32
# an operation that mixes the ids with a float returns floats (type promotion)
print("ids * mask:                    ", (ids * mask).dtype)
print("torch.cat([ids, torch.zeros(2)]):", torch.cat([ids, torch.zeros(2)]).dtype)
print("torch.where(ids > 5, ids, 0.): ", torch.where(ids > 5, ids, 0.).dtype)
print("torch.where(ids > 5, ids, 0):  ", torch.where(ids > 5, ids, 0).dtype)   # an int keeps int64
print("torch.cat([ids, torch.zeros(2, dtype=torch.long)]):", torch.cat([ids, torch.zeros(2, dtype=torch.long)]).dtype)
