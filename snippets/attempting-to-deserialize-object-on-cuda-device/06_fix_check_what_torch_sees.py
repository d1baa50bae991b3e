import torch

# Run these lines in the environment that fails (the same Python, venv or conda environment).
# --8<-- [start:fix]
print("torch.__version__:          ", torch.__version__)
print("torch.version.cuda:         ", torch.version.cuda)   # None: a build without CUDA
print("torch.cuda.is_available():  ", torch.cuda.is_available())
print("torch.cuda.device_count():  ", torch.cuda.device_count())
# --8<-- [end:fix]
