import html
import re

import torch
from torch import nn

# --8<-- [start:compute]
torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(),
    nn.Linear(16 * 7 * 7, 10),
)
features = model[:7](torch.randn(4, 1, 32, 32))  # what reaches the Linear: mat1
mat2 = model[7].weight.T                          # the Linear's weight, transposed: mat2
try:
    model[7](features)
except RuntimeError as error:
    message = str(error)
(rows, inner1), (inner2, cols) = features.shape, mat2.shape
assert f"({rows}x{inner1} and {inner2}x{cols})" in message  # the figure shows torch's own numbers
# --8<-- [end:compute]

# Drawing: plain SVG, coloured with currentColor and the theme's accent colour so it follows the
# light and dark palettes; the viewBox lets it shrink to a phone's width.
accent = "var(--md-accent-fg-color, #ff6e40)"
width, height = 360, 260
x1, y1, w1, h1 = 34, 84, 150, 50        # mat1: few rows, many columns
x2, y2, w2, h2 = 250, 44, 56, 130       # mat2: many rows, few columns
description = (
    f"mat1 is the input of the Linear layer, {rows} rows (one per sample) by {inner1} columns (the features "
    f"each sample has). mat2 is the weight of the layer, transposed: {inner2} rows (in_features) by "
    f"{cols} columns (out_features). A matrix product joins the columns of mat1 with the rows of mat2, "
    f"so {inner1} and {inner2} must be equal; they are not, and torch refuses."
).replace("'", "")
parts = [
    f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
    f'style="max-width: 100%; height: auto" role="img" aria-label="{html.escape(description)}" '
    f'font-family="sans-serif" font-size="14" fill="currentColor">',
    "<title>Which dimensions a matrix product joins</title>",
    f"<desc>{html.escape(description)}</desc>",
    # the two matrices and what they hold
    f'<rect x="{x1}" y="{y1}" width="{w1}" height="{h1}" fill="none" stroke="currentColor"/>',
    f'<rect x="{x2}" y="{y2}" width="{w2}" height="{h2}" fill="none" stroke="currentColor"/>',
    f'<text x="{x1 + w1 / 2}" y="{y1 + h1 / 2 + 5}" text-anchor="middle" font-weight="bold">mat1</text>',
    f'<text x="{x2 + w2 / 2}" y="{y2 + h2 / 2 + 5}" text-anchor="middle" font-weight="bold">mat2</text>',
    f'<text x="{(x1 + w1 + x2) / 2}" y="{y1 + h1 / 2 + 7}" text-anchor="middle" font-size="22">·</text>',
    f'<text x="{x1 + w1 / 2}" y="{y1 - 12}" text-anchor="middle" font-size="12">the input, one row per sample</text>',
    f'<text x="{x2 + w2 / 2}" y="{y2 - 24}" text-anchor="middle" font-size="12">weight.T</text>',
    # the outer dimensions: they become the shape of the result
    f'<text x="{x1 - 6}" y="{y1 + h1 / 2 + 5}" text-anchor="end">{rows}</text>',
    f'<text x="{x2 + w2 / 2}" y="{y2 - 7}" text-anchor="middle">{cols}</text>',
    # the joined dimensions, in the accent colour
    f'<line x1="{x1}" y1="{y1 + h1}" x2="{x1 + w1}" y2="{y1 + h1}" stroke="{accent}" stroke-width="5"/>',
    f'<line x1="{x2}" y1="{y2}" x2="{x2}" y2="{y2 + h2}" stroke="{accent}" stroke-width="5"/>',
    f'<text x="{x1 + w1 / 2}" y="{y1 + h1 + 22}" text-anchor="middle" font-weight="bold" '
    f'style="fill: {accent}">{inner1} columns</text>',
    f'<text x="{x2 + w2 / 2}" y="{y2 + h2 + 22}" text-anchor="middle" font-weight="bold" '
    f'style="fill: {accent}">{inner2} rows</text>',
    f'<text x="{width / 2}" y="{height - 36}" text-anchor="middle" font-weight="bold">'
    f"{inner1} ≠ {inner2}: torch refuses the product</text>",
    f'<text x="{width / 2}" y="{height - 14}" text-anchor="middle" font-size="12">'
    f"equal, they would give {rows} × {cols}: {cols} outputs for each of the {rows} samples</text>",
    "</svg>",
]
caption = re.sub(r"^RuntimeError: ", "", message)
print(
    f'<figure class="matmul-figure">{"".join(parts)}<figcaption>{html.escape(caption)}: '
    f"the {inner1} columns of mat1 meet the {inner2} rows of mat2.</figcaption></figure>"
)
