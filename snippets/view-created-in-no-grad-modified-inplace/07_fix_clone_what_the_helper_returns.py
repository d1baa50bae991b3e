import torch


@torch.no_grad()
def first_sequence(batch):
    return batch[0]


torch.manual_seed(0)
batch = torch.zeros(4, 6)
prompt = torch.randn(2, requires_grad=True)

# --8<-- [start:fix]
tokens = first_sequence(batch).clone()   # a tensor of its own, not a view made under no_grad
tokens[:2] = prompt                      # recorded: tokens now depends on prompt
# --8<-- [end:fix]
tokens.sum().backward()
print(tokens.grad_fn.name(), prompt.grad)
