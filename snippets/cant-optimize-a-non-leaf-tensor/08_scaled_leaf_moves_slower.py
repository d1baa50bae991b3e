import torch

torch.manual_seed(0)
x = torch.randn(64, 4, dtype=torch.float64)
y = x @ torch.tensor([[1.0], [-2.0], [0.5], [3.0]], dtype=torch.float64)  # a target to learn
start = torch.randn(4, 1, dtype=torch.float64)


def moved(optimizer_class, factor):
    """How far the weight the loop uses moves in one step, when it is factor * the optimized leaf."""
    leaf = (start / factor).requires_grad_()  # the same starting weight, factor * leaf == start
    optimizer = optimizer_class([leaf], lr=0.01)
    ((x @ (leaf * factor) - y) ** 2).mean().backward()
    optimizer.step()
    return ((leaf * factor).detach() - start).abs().max().item()


for optimizer_class in (torch.optim.SGD, torch.optim.Adam):
    ratio = moved(optimizer_class, 1.0) / moved(optimizer_class, 0.01)
    print(f"{optimizer_class.__name__}: scaled by 0.01 in every step, the weight moves {ratio:.0f} times less")
