import html

import torch

# --8<-- [start:compute]
x = torch.arange(12).reshape(3, 4)    # the values are the memory positions: 0 to 11
t = x.t()                             # shape (4, 3), stride (1, 4): no new memory
order = t.flatten().tolist()          # the memory positions that t.view(12) would have to walk
steps = [b - a for a, b in zip(order, order[1:])]
assert order == [i * t.stride(0) + j * t.stride(1) for i in range(4) for j in range(3)]
# --8<-- [end:compute]

# Drawing: plain SVG, coloured with currentColor and the theme's accent colour so that it follows the
# light and dark palettes; labels above the rows and a viewBox keep it readable at a phone's width.
cell, left = 28, 8
height = 86 + cell + 24
width = 2 * left + 12 * cell
accent = "fill: var(--md-accent-fg-color, #ff6e40)"
rows_of_t = [order[i * 3:(i + 1) * 3] for i in range(4)]
shade = {v: 0.12 + 0.16 * r for r, row in enumerate(rows_of_t) for v in row}   # one shade per row of t

description = (
    f"Memory holds 0 to 11 in order. x.t() has shape {tuple(t.shape)} and stride {t.stride()}: read row by row "
    f"it visits the memory positions {order}, with steps {steps}. A view of 12 elements needs one constant "
    f"step, and these steps are not constant, so t.view(12) fails."
)
parts = [
    f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
    f'style="max-width: 100%; height: auto" role="img" aria-label="{html.escape(description)}" '
    f'font-family="sans-serif" font-size="14" fill="currentColor">',
    '<title>Why t.view(12) fails: the rows of x.t() are scattered through memory</title>',
    f'<desc>{html.escape(description)}</desc>',
]


def row(y, values, label):
    parts.append(f'<text x="{left}" y="{y - 7}" font-size="13">{label}</text>')
    for k, v in enumerate(values):
        cx = left + k * cell
        parts.append(f'<rect x="{cx}" y="{y}" width="{cell}" height="{cell}" '
                     f'style="{accent}; fill-opacity: {shade[v]:.2f}"/>')
        parts.append(f'<rect x="{cx}" y="{y}" width="{cell}" height="{cell}" fill="none" '
                     f'stroke="currentColor" stroke-opacity="0.5"/>')
        parts.append(f'<text x="{cx + cell / 2}" y="{y + 19}" text-anchor="middle">{v}</text>')


row(22, list(range(12)), "memory of x (each shade: one row of x.t())")
row(86, order, "what t.view(12) would have to read, in order")
# the steps between neighbours: +4 inside a row of x.t(), a jump back between rows
y = 86 + cell + 16
for k, s in enumerate(steps):
    cx = left + k * cell + cell
    weight = "normal" if s == steps[0] else "bold"
    parts.append(f'<text x="{cx}" y="{y}" text-anchor="middle" font-size="12" font-weight="{weight}">{s:+d}</text>')
parts.append("</svg>")

caption = (f"x.t() keeps x's memory and reads it with stride {t.stride()}. Flattened, it would step "
           f"{steps[0]:+d} inside a row and {min(steps):+d} between rows, and a view has one step per "
           f"dimension: no view of 12 elements fits.")
print(f'<figure class="stride-figure">{"".join(parts)}<figcaption>{html.escape(caption)}</figcaption></figure>')
