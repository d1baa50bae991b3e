import torch

scores = torch.zeros(4, 10, 1, 1)        # the last batch of the trigger: 4 images, 10 scores each
print("elements held:", scores.numel())

for shape in [(32, 10), (-1, 16), (-1, 10), (4, 10)]:
    try:
        print(f"view{shape}: {tuple(scores.view(shape).shape)}")
    except RuntimeError as error:
        print(f"view{shape}: {error}")

try:
    scores.reshape(32, 10)               # reshape checks the same count, in the same words
except RuntimeError as error:
    print(f"reshape(32, 10): {error}")
