import torch

a = torch.tensor([1.0, 5.0])
b = torch.tensor([3.0, 2.0])
bank = [a, b]  # a list of tensors: embeddings, boxes, masks...

# Each of these built-ins compares tensors with `<`, `>` or `==` and asks for one True or False.
for what, call in [("max(a, b)", lambda: max(a, b)),
                   ("sorted(bank)", lambda: sorted(bank)),
                   ("bank.index(b)", lambda: bank.index(b))]:
    try:
        call()
    except RuntimeError as error:
        print(f"{what:14} RuntimeError: {error}")

if b in bank:  # boom, although b itself is in the list: `in` compares it with a first
    print("already stored")
