import torch

# What the torch you run was built with, and what it sees: run it in the environment that fails.
# --8<-- [start:fix]
print("torch.__version__:               ", torch.__version__)
print("torch.version.cuda:              ", torch.version.cuda)    # None: built without CUDA
print("torch.backends.cuda.is_built():  ", torch.backends.cuda.is_built())
print("torch.cuda.is_available():       ", torch.cuda.is_available())
print("torch.backends.mps.is_available():", torch.backends.mps.is_available())  # True on an Apple silicon Mac
# --8<-- [end:fix]
