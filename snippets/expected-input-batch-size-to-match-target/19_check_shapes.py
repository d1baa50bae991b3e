import torch


def check(logits, labels):
# --8<-- [start:check]
    # classes last: every row of logits has exactly one label
    assert logits.shape[:-1] == labels.shape, f"logits {tuple(logits.shape)}, labels {tuple(labels.shape)}"
# --8<-- [end:check]


torch.manual_seed(0)
logits, labels = torch.randn(2, 5, 4), torch.randint(4, (2, 5))
check(logits.reshape(-1, 4), labels.reshape(-1))
print("flattened both: ok")
try:
    check(logits.reshape(-1, 4), labels)
except AssertionError as error:
    print("flattened one:", error)
