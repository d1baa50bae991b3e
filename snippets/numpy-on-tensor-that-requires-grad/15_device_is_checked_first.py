import torch

# A tensor on another device than the CPU: here the meta device, which every machine has; a GPU tensor
# is refused the same way ("cuda:0" in place of "meta") before torch looks at requires_grad.
w = torch.empty(3, device="meta", requires_grad=True)
try:
    w.numpy()
except TypeError as e:
    print("TypeError:", e)
