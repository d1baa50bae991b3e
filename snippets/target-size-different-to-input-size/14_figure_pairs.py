import html
import warnings

import torch
import torch.nn.functional as F

# --8<-- [start:compute]
pred = torch.tensor([[1.0], [2.0], [3.0], [4.0]])  # [4, 1]: every prediction exact
y = torch.tensor([1.0, 2.0, 3.0, 4.0])             # [4]
warnings.simplefilter("ignore")
errors = F.mse_loss(pred, y, reduction="none")     # [4, 4]: row i = pred[i], column j = y[j]
assert errors.mean() == F.mse_loss(pred, y)        # the loss is the mean of ALL the cells
# --8<-- [end:compute]


def number(value):
    return f"{value:g}"


# Drawing: plain SVG, coloured with currentColor and the theme's accent colour so that it follows the light
# and dark palettes; the viewBox lets it shrink to a phone's width.
n = errors.shape[0]
cell = 52
left, top = 96, 58
width, height = left + n * cell + 16, top + n * cell + 64
accent = "fill: var(--md-accent-fg-color, #ff6e40)"
own = errors.diagonal().mean().item()
description = (
    f"The {n} by {n} table of squared errors that F.mse_loss averages when the prediction has shape [{n}, 1] "
    f"and the target shape [{n}]: row i pairs prediction i with every target. Only the {n} cells of the "
    f"diagonal pair a sample with its own target; their mean is {number(own)}. The loss is the mean of all "
    f"{n * n} cells, {number(errors.mean().item())}."
)
parts = [
    f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
    f'style="max-width: 100%; height: auto" role="img" aria-label="{html.escape(description)}" '
    f'font-family="sans-serif" font-size="15" fill="currentColor">',
    "<title>Which prediction is compared with which target</title>",
    f"<desc>{html.escape(description)}</desc>",
    f'<text x="{left + n * cell / 2}" y="16" text-anchor="middle" font-size="13">target y[j], shape [{n}]</text>',
    f'<text x="{left - 8}" y="{top - 10}" text-anchor="end" font-size="13">pred[i], [{n}, 1]</text>',
]
for j in range(n):
    parts.append(f'<text x="{left + j * cell + cell / 2}" y="{top - 10}" text-anchor="middle" '
                 f'font-weight="bold">{number(y[j].item())}</text>')
for i in range(n):
    ty = top + i * cell
    parts.append(f'<text x="{left - 14}" y="{ty + cell / 2 + 5}" text-anchor="end" '
                 f'font-weight="bold">{number(pred[i, 0].item())}</text>')
    for j in range(n):
        tx = left + j * cell
        if i == j:  # a sample against its own target: the only pairs an MSE is meant to average
            parts.append(f'<rect x="{tx}" y="{ty}" width="{cell}" height="{cell}" style="{accent}; fill-opacity: 0.45"/>')
        parts.append(f'<rect x="{tx}" y="{ty}" width="{cell}" height="{cell}" fill="none" '
                     f'stroke="currentColor" stroke-opacity="0.5"/>')
        parts.append(f'<text x="{tx + cell / 2}" y="{ty + cell / 2 + 5}" text-anchor="middle">'
                     f'{number(errors[i, j].item())}</text>')
y_text = top + n * cell + 26
parts.append(f'<text x="{left + n * cell / 2}" y="{y_text}" text-anchor="middle" font-size="13">'
             f'mean of the diagonal: {number(own)}</text>')
parts.append(f'<text x="{left + n * cell / 2}" y="{y_text + 20}" text-anchor="middle" font-size="13" '
             f'font-weight="bold">F.mse_loss: mean of all {n * n} cells = {number(errors.mean().item())}</text>')
parts.append("</svg>")
caption = (f"The loss of {n} exact predictions: the shaded diagonal holds the errors an MSE should average "
           f"(all 0); the loss averages the whole table and gets {number(errors.mean().item())}.")
print(f'<figure class="broadcast-figure">{"".join(parts)}<figcaption>{html.escape(caption)}</figcaption></figure>')
