import torch

torch.manual_seed(0)
mask = torch.sigmoid(torch.randn(3, 3, requires_grad=True))   # requires grad
canvas = torch.zeros(2, 5, 5)                                  # does not

indexed = canvas[0]                       # a row taken by indexing: an ordinary view
indexed[1:4, 1:4] = mask                  # recorded: canvas joins the graph
print("indexed row:  written, canvas.requires_grad =", canvas.requires_grad)

iterated = next(iter(torch.zeros(2, 5, 5)))   # a row handed out by iteration: one of several views
try:
    iterated[1:4, 1:4] = mask
except RuntimeError as err:
    print("iterated row:", str(err).split(". ")[0])
