import numpy as np
import torch
from torch import nn

device = "cuda" if torch.cuda.is_available() else "cpu"   # the CPU here: .cpu() then copies nothing


# --8<-- [start:fix]
# 1. Update the package first (pip install -U, git pull, or the ComfyUI Manager):
#    the bug may already be fixed there.
# 2. If the latest version still fails, fix the line the traceback ends on, in
#    the package's own file (its path is in the traceback):
def package_predict(model, image):
    image = image.to(next(model.parameters()).device)
    return model(image).detach().cpu().numpy()   # was: model(image).numpy()
# --8<-- [end:fix]


torch.manual_seed(0)
model = nn.Linear(3, 2).to(device)
image = torch.randn(4, 3)
with torch.no_grad():
    result = package_predict(model, image)
    expected = model(image.to(device)).cpu()
print(f"{type(result).__name__} {result.dtype} {result.shape}, same values as the model's output: "
      f"{np.allclose(result, expected.numpy())}")
