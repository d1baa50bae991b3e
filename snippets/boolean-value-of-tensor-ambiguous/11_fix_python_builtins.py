import torch

a = torch.tensor([1.0, 5.0])
b = torch.tensor([3.0, 2.0])
bank = [a, b]

# --8<-- [start:fix]
biggest = torch.maximum(a, b)                        # not max(a, b): element by element
ordered = sorted(bank, key=lambda t: t.norm().item())  # not sorted(bank): sort by one number each
stored = any(t is b for t in bank)                   # not b in bank: is this very tensor there?
where = next(i for i, t in enumerate(bank) if t is b)  # not bank.index(b)
# --8<-- [end:fix]
print("torch.maximum(a, b):", biggest)
print("sorted by norm:", ordered)
print("b is in the list:", stored, "at index", where)

# The same questions about values rather than about the very same tensor object:
copy_of_b = b.clone()
print("an equal tensor is in the list:", any(torch.equal(t, copy_of_b) for t in bank))
print("sort the values inside one tensor:", torch.sort(torch.tensor([0.9, 0.1, 0.5])).values)
