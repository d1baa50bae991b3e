import numpy as np
import torch

device = "meta"  # stands in for "cuda": this site is built without a GPU (on one, the message says cuda:0)
torch.manual_seed(0)
logits = torch.randn(4, 3).to(device)

try:
    np.argmax(logits, axis=1)         # NumPy first tries logits.argmax(axis=1), then converts
except TypeError as e:
    print("first error:", type(e.__context__).__name__ + ":", e.__context__)
    print("last error: ", type(e).__name__ + ":", e)
