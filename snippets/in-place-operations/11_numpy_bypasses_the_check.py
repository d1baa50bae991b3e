import numpy as np
import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)

batch = np.ones(3, dtype=np.float32)
x = torch.from_numpy(batch)           # shares the array's memory
loss = (w * x).sum()                  # the multiplication saves x to compute w's gradient
batch[:] = 10.0                       # the next batch loaded into the same array: autograd sees nothing
print("x._version after the NumPy write:", x._version)
loss.backward()
print("w.grad:", w.grad, "(the right answer is x as it was: [1., 1., 1.])")

w.grad = None
x = torch.from_numpy(np.ones(3, dtype=np.float32))
loss = (w * x).sum()
x.fill_(10.0)                         # the same write through torch counts, and backward refuses
try:
    loss.backward()
except RuntimeError as err:
    print("through torch:", str(err).split(" Hint:")[0])
