import torch
from torch import nn
from torch.utils.checkpoint import checkpoint


class TinyLM(nn.Module):
    """Stands in for a Hugging Face model: a frozen base, a trainable adapter, a checkpointed layer."""

    def __init__(self):
        super().__init__()
        self.embed, self.block = nn.Embedding(10, 4), nn.Linear(4, 4)
        self.embed.requires_grad_(False)  # the base model is frozen...
        self.block.requires_grad_(False)
        self.adapter = nn.Linear(4, 4)  # ...only the adapter inside the checkpointed layer trains

    def get_input_embeddings(self):
        return self.embed

    def enable_input_require_grads(self):
        # The method of transformers' PreTrainedModel, line for line:
        def make_inputs_require_grads(module, input, output):
            output.requires_grad_(True)

        self._require_grads_hook = self.get_input_embeddings().register_forward_hook(make_inputs_require_grads)

    def layer(self, h):
        return self.block(h) + self.adapter(h)

    def forward(self, tokens):
        return checkpoint(self.layer, self.embed(tokens), use_reentrant=True)


torch.manual_seed(0)
model = TinyLM()
tokens = torch.tensor([[1, 2, 3]])
# --8<-- [start:fix]
model.enable_input_require_grads()  # before training: the embeddings' output now requires grad
loss = model(tokens).pow(2).mean()  # so the checkpointed layers are recorded
loss.backward()
# --8<-- [end:fix]
print("loss grad_fn:", type(loss.grad_fn).__name__, "| adapter gradient:", model.adapter.weight.grad is not None)
