import torch

expected = torch.tensor([1, 2, 3])
result = torch.tensor([1, 2, 3])

# --8<-- [start:fix]
assert torch.equal(result, expected)                # same shape, same values
torch.testing.assert_close(result.float(), expected.float())  # with a tolerance, and a report when not
# --8<-- [end:fix]
print("equal")
