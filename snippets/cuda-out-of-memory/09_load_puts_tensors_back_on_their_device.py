import torch

# What torch.load does with each tensor of a checkpoint, in its own words:
doc = " ".join(torch.load.__doc__.split())
start = doc.index("They are first deserialized")
print("torch.load:", doc[start:doc.index(". ", start) + 1])
