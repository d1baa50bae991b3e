import torch


@torch.no_grad()                       # a helper from a library, say, that prepares its data without recording
def first_sequence(batch):
    return batch[0]                    # a view of the batch, made in no_grad mode


torch.manual_seed(0)
batch = torch.zeros(4, 6)              # your code never enters torch.no_grad()...
prompt = torch.randn(2, requires_grad=True)

tokens = first_sequence(batch)
tokens[:2] = prompt  # boom: ...but the view you write into was made under the helper's no_grad
