import torch


class Share(torch.autograd.Function):
    """Returns a view of its input, as nn.DataParallel's Scatter does with the batch on a GPU."""

    @staticmethod
    def forward(ctx, batch):
        return batch[:2]

    @staticmethod
    def backward(ctx, grad):
        return torch.cat([grad, grad.new_zeros(2, 3)])


torch.manual_seed(0)
fill = torch.zeros(3, requires_grad=True)
for name, batch in [("data (no grad)", torch.randn(4, 3)),
                    ("a recorded tensor", torch.randn(4, 3, requires_grad=True) * 1)]:
    x = Share.apply(batch)
    try:
        x[0] = fill                      # written in place, with recording on
    except RuntimeError as error:
        first, second, _ = str(error).split(". ", 2)
        print(f"{name}:\n  {first}.\n  {second[:50]}...")
