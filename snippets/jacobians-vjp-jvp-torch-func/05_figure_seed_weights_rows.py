import html

import torch
from torch.func import jacrev, vjp

# --8<-- [start:compute]
def f(x):
    return torch.stack([x[0] * x[1] * x[2], x[0] + x[1] ** 2])


x = torch.tensor([1.0, 2.0, 3.0])
v = torch.tensor([1.0, 10.0])         # the seed: one weight per output, one per ROW of J
J = jacrev(f)(x)                      # the whole table
_, vjp_fn = vjp(f, x)
(vJ,) = vjp_fn(v)                     # what one backward pass with seed v returns
assert torch.equal(vJ, v @ J)         # the figure is drawn only if the numbers agree
# --8<-- [end:compute]


def number(value):
    return f"{value:g}"


# Drawing: plain SVG text, coloured with currentColor and the theme's accent colour,
# so it follows the light and dark palettes; the viewBox lets it shrink to a phone's width.
m, n = J.shape
cell_w, cell_h = 80, 44
left, top = 120, 44                   # top-left corner of the table
width, height = left + n * cell_w + 20, top + (m + 1) * cell_h + 44
accent = "fill: var(--md-accent-fg-color, #ff6e40)"
weights = v.abs() / v.abs().max()
description = (
    f"The Jacobian J of f at x = {[number(t) for t in x.tolist()]}: a table with {m} rows, one per output, "
    f"and {n} columns, one per input. The seed v = {[number(t) for t in v.tolist()]} weights the rows; "
    f"their weighted sum, the vector-Jacobian product, is {[number(t) for t in vJ.tolist()]}."
).replace("'", "")

parts = [
    f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
    f'style="max-width: 100%; height: auto" role="img" '
    f'aria-label="{html.escape(description)}" font-family="sans-serif" font-size="16" fill="currentColor">',
    f'<title id="jac-title">The seed v weights the rows of the Jacobian table</title>',
    f'<desc id="jac-desc">{html.escape(description)}</desc>',
    f'<text x="{left - 75}" y="{top - 14}" text-anchor="middle" font-size="13">seed v</text>',
]
for j in range(n):
    cx = left + j * cell_w + cell_w / 2
    parts.append(f'<text x="{cx}" y="{top - 14}" text-anchor="middle" font-size="13">∂/∂x{j}</text>')
for i in range(m):
    y = top + i * cell_h
    # the row's background: the stronger the seed weight, the stronger the colour
    opacity = 0.08 + 0.42 * weights[i].item()
    parts.append(
        f'<rect x="{left}" y="{y}" width="{n * cell_w}" height="{cell_h}" '
        f'style="{accent}; fill-opacity: {opacity:.2f}"/>'
    )
    parts.append(f'<text x="{left - 75}" y="{y + 28}" text-anchor="middle" font-weight="bold">'
                 f'× {number(v[i].item())}</text>')
    parts.append(f'<text x="{left - 12}" y="{y + 28}" text-anchor="end" font-style="italic">f{i}</text>')
    for j in range(n):
        cx = left + j * cell_w + cell_w / 2
        parts.append(f'<text x="{cx}" y="{y + 28}" text-anchor="middle">{number(J[i, j].item())}</text>')
# the grid
for i in range(m + 1):
    y = top + i * cell_h
    parts.append(f'<line x1="{left}" y1="{y}" x2="{left + n * cell_w}" y2="{y}" stroke="currentColor" stroke-opacity="0.5"/>')
for j in range(n + 1):
    xj = left + j * cell_w
    parts.append(f'<line x1="{xj}" y1="{top}" x2="{xj}" y2="{top + m * cell_h}" stroke="currentColor" stroke-opacity="0.5"/>')
# the result row: the weighted sum of the rows
y = top + m * cell_h + 14
parts.append(f'<line x1="{left}" y1="{y - 6}" x2="{left + n * cell_w}" y2="{y - 6}" stroke="currentColor" stroke-width="2"/>')
parts.append(f'<text x="{left - 75}" y="{y + 26}" text-anchor="middle" font-size="13">sum of rows</text>')
parts.append(f'<text x="{left - 12}" y="{y + 26}" text-anchor="end" font-style="italic">vᵀJ</text>')
for j in range(n):
    cx = left + j * cell_w + cell_w / 2
    parts.append(f'<text x="{cx}" y="{y + 26}" text-anchor="middle" font-weight="bold">{number(vJ[j].item())}</text>')
    terms = " + ".join(f"{number(v[i].item())}·{number(J[i, j].item())}" for i in range(m))
    parts.append(f'<text x="{cx}" y="{y + 46}" text-anchor="middle" font-size="11">{terms}</text>')
parts.append("</svg>")

caption = (
    f"J = jacrev(f)(x), row by row; the seed v = {[number(t) for t in v.tolist()]} weights the rows, and "
    f"vjp returns their sum, {[number(t) for t in vJ.tolist()]}."
).replace("'", "")
print(f'<figure class="jacobian-figure">{"".join(parts)}<figcaption>{html.escape(caption)}</figcaption></figure>')
