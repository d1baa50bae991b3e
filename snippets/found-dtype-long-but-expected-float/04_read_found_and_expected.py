import numpy as np
import torch
import torch.nn.functional as F

torch.manual_seed(0)
probabilities = torch.rand(4, requires_grad=True)  # float32
labels = np.array([0.0, 1.0, 1.0, 0.0])             # NumPy: float64


def message(run):
    try:
        run()
    except RuntimeError as error:
        return str(error)


print("int64 targets:          ", message(lambda: F.binary_cross_entropy(probabilities, torch.tensor([0, 1, 1, 0]))))
print("float64 targets (NumPy):", message(lambda: F.binary_cross_entropy(probabilities, torch.from_numpy(labels))))
print("bool targets:           ", message(lambda: F.binary_cross_entropy(probabilities, torch.from_numpy(labels > 0))))
print("float64 prediction:     ", message(lambda: F.binary_cross_entropy(probabilities.double(), torch.ones(4))))
print("a batch of Python floats:", torch.utils.data.default_collate([0.0, 1.0, 1.0, 0.0]).dtype)
