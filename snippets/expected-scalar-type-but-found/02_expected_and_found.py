import torch
import torch.nn.functional as F


def message(run):
    try:
        run()
    except RuntimeError as error:
        return str(error)


a = torch.randn(2, 3, 4)  # float32, torch's default
b = torch.randn(2, 4, 5)
print("bmm(float32, float64): ", message(lambda: torch.bmm(a, b.double())))
print("bmm(float64, float32): ", message(lambda: torch.bmm(a.double(), b)))
print("bmm(float32, float16): ", message(lambda: torch.bmm(a, b.half())))
print("bmm(float32, bfloat16):", message(lambda: torch.bmm(a, b.bfloat16())))
print("bmm(int64, float32):   ", message(lambda: torch.bmm(a.long(), b)))
print("bmm(int16, float32):   ", message(lambda: torch.bmm(a.short(), b)))
print("bmm(int8, float32):    ", message(lambda: torch.bmm(a.char(), b)))
# A kernel that reads one operand as a fixed type: multi_margin_loss reads its targets as int64.
scores, targets = torch.randn(2, 3), torch.tensor([0.0, 2.0])
print("multi_margin_loss(scores, float targets):", message(lambda: F.multi_margin_loss(scores, targets)))
