import numpy as np
import torch

arr = np.arange(12, dtype=np.float32).reshape(3, 4)
examples = {
    "torch.from_numpy(arr.T)": torch.from_numpy(arr.T),  # NumPy's .T is a view with swapped strides
    "torch.tensor(arr.T)": torch.tensor(arr.T),  # a copy, made with the same strides
    "torch.arange(3.).view(3, 1).expand(3, 4)": torch.arange(3.).view(3, 1).expand(3, 4),  # stride 0
    "x.permute(0, 2, 3, 1)": torch.arange(96.).view(2, 3, 4, 4).permute(0, 2, 3, 1),  # channels moved last
}
for name, t in examples.items():
    try:
        t.view(-1)
        result = "view(-1) works"
    except RuntimeError as error:
        result = f"view(-1): {error}"
    print(f"{name}: stride {t.stride()}, reshape(-1) works: {tuple(t.reshape(-1).shape)}\n  {result}")

fixed = torch.from_numpy(np.ascontiguousarray(arr.T))  # or torch.from_numpy(arr.T.copy())
print("np.ascontiguousarray(arr.T): stride", fixed.stride(), "view(-1):", tuple(fixed.view(-1).shape))
