import torch


@torch.no_grad()
def first_sequence(batch):
    return batch[0]


torch.manual_seed(0)
batch = torch.zeros(4, 6)
prompt = torch.randn(2, requires_grad=True)

tokens = first_sequence(batch).clone()
tokens[:2] = prompt
print("after writing into the copy, batch[0]:", batch[0])   # the copy got the prompt, the batch did not

# --8<-- [start:fix]
batch[0, :2] = prompt                    # the write must reach the batch: index the batch itself
# --8<-- [end:fix]
batch.sum().backward()
print(batch.grad_fn.name(), prompt.grad)
