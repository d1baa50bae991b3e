import torch

t = torch.arange(12.).reshape(3, 4).t()          # shape (4, 3), stride (1, 4)
for shape in [(4, 3), (2, 2, 3), (4, 3, 1), (12,), (3, 4), (2, 6)]:
    try:
        t.view(shape)
        print(f"t.view{shape}: works")
    except RuntimeError:
        print(f"t.view{shape}: fails (merges rows of t)")

# reshape returns a view when one exists, and copies only when none does
print("t.reshape(2, 2, 3) shares t's memory:", t.reshape(2, 2, 3).data_ptr() == t.data_ptr())
print("t.reshape(12) shares t's memory:", t.reshape(12).data_ptr() == t.data_ptr())

# not only transpose and permute: channels_last images and slices are strided too
images = torch.zeros(2, 3, 4, 4).to(memory_format=torch.channels_last)
print("channels_last batch contiguous:", images.is_contiguous(), "stride", images.stride())
try:
    images.view(2, -1)
except RuntimeError:
    print("images.view(2, -1): fails; images.flatten(1):", tuple(images.flatten(1).shape))
columns = torch.zeros(3, 4)[:, :2]
print("x[:, :2] contiguous:", columns.is_contiguous(), "stride", columns.stride())
try:
    columns.view(-1)
except RuntimeError:
    print("x[:, :2].view(-1): fails; x[:, :2].reshape(-1):", tuple(columns.reshape(-1).shape))
