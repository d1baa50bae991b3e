import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(4, 3)  # 4 samples, 3 classes
targets = {
    "[4] class indices": torch.tensor([0, 2, 1, 0]),
    "[4, 1] a column of indices": torch.tensor([[0], [2], [1], [0]]),
    "[4, 2] two indices per sample": torch.tensor([[0, 1], [2, 0], [1, 2], [0, 2]]),
    "[4, 3] float, one row per sample": F.one_hot(torch.tensor([0, 2, 1, 0]), 3).float(),
    "[4, 5] one-hot, F.one_hot(labels)": F.one_hot(torch.tensor([0, 2, 1, 4])),  # no num_classes: 5 wide
    "[4] float class indices": torch.tensor([0.0, 2.0, 1.0, 0.0]),
    "[] one index, for 4 samples": torch.tensor(2),  # [] fits logits [3], one unbatched sample
}
for name, target in targets.items():
    try:
        print(f"{name:34} -> loss {F.cross_entropy(logits, target).item():.3f}")
    except (RuntimeError, ValueError) as error:
        print(f"{name:34} -> {error}")
