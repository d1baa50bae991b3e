import html
import re

import torch
import torch.nn.functional as F


def broadcast_columns(a, b):
    """The two shapes aligned on the right (None where a shape has no such dimension), and per column:
    'same', 'stretch' (one side is 1 or missing) or 'clash'."""
    n = max(len(a), len(b))
    a_cols = [None] * (n - len(a)) + list(a)
    b_cols = [None] * (n - len(b)) + list(b)
    verdicts = []
    for x, y in zip(a_cols, b_cols):
        if x == y:
            verdicts.append("same")
        elif x in (None, 1) or y in (None, 1):
            verdicts.append("stretch")
        else:
            verdicts.append("clash")
    return a_cols, b_cols, verdicts


def torch_says(op):
    """(size a, size b, dimension) from the message torch raises for op()."""
    try:
        op()
    except RuntimeError as exc:
        found = re.search(r"tensor a \((\d+)\) must match the size of tensor b \((\d+)\) "
                          r"at non-singleton dimension (\d+)", str(exc))
        return tuple(int(g) for g in found.groups())
    raise AssertionError("no error")


# --8<-- [start:compute]
torch.manual_seed(0)
examples = []
x, pos = torch.randn(1, 937, 16), torch.randn(1, 512, 16)            # the trigger: tokens + positions
examples.append(("x += positions", x.shape, pos.shape, torch_says(lambda: x.clone().add_(pos))))
labels, logp = torch.tensor([0, 2, 1, 2]), F.log_softmax(torch.randn(4, 3), dim=1)  # cause 6
examples.append(("labels * log_probs", labels.shape, logp.shape, torch_says(lambda: labels * logp)))
# --8<-- [end:compute]

cell_w, cell_h, label_w, gap = 64, 34, 78, 26
n_max = max(max(len(a), len(b)) for _, a, b, _ in examples)
width = label_w + n_max * cell_w + 12
accent = "fill: var(--md-accent-fg-color, #ff6e40)"
parts, y, descriptions = [], 0, []
for title, a, b, (size_a, size_b, dim) in examples:
    a_cols, b_cols, verdicts = broadcast_columns(a, b)
    clash = verdicts.index("clash") if "clash" in verdicts else None
    assert clash is not None and a_cols[clash] == size_a and b_cols[clash] == size_b, "figure and torch disagree"
    # torch counts the dimension in the broadcast result, the longer shape, from the left; so does the figure
    assert clash == dim, (clash, dim)
    n = len(verdicts)
    left = label_w + (n_max - n) * cell_w
    parts.append(f'<text x="4" y="{y + 16}" font-size="13" font-weight="bold">{html.escape(title)}</text>')
    y += 24
    for j in range(n):
        parts.append(f'<text x="{left + j * cell_w + cell_w / 2}" y="{y + 12}" text-anchor="middle" '
                     f'font-size="12">dim {j}</text>')
    y += 18
    top = y
    parts.append(f'<rect x="{left + clash * cell_w}" y="{top}" width="{cell_w}" height="{2 * cell_h}" '
                 f'style="{accent}; fill-opacity: 0.45"/>')
    for row, (name, cols) in enumerate((("a", a_cols), ("b", b_cols))):
        ry = top + row * cell_h
        parts.append(f'<text x="{left - 10}" y="{ry + 22}" text-anchor="end" font-style="italic">tensor {name}</text>')
        for j, size in enumerate(cols):
            dash = ' stroke-dasharray="4 3"' if size is None else ""
            parts.append(f'<rect x="{left + j * cell_w}" y="{ry}" width="{cell_w}" height="{cell_h}" fill="none" '
                         f'stroke="currentColor" stroke-opacity="0.5"{dash}/>')
            text = "(1)" if size is None else str(size)
            weight = ' font-weight="bold"' if j == clash else ""
            parts.append(f'<text x="{left + j * cell_w + cell_w / 2}" y="{ry + 22}" text-anchor="middle"{weight}>'
                         f'{text}</text>')
    y = top + 2 * cell_h + 16
    for j, verdict in enumerate(verdicts):
        mark = {"same": "=", "stretch": "1 → n", "clash": f"{a_cols[j]} ≠ {b_cols[j]}"}[verdict]
        weight = ' font-weight="bold"' if verdict == "clash" else ""
        parts.append(f'<text x="{left + j * cell_w + cell_w / 2}" y="{y}" text-anchor="middle" font-size="12"'
                     f'{weight}>{html.escape(mark)}</text>')
    descriptions.append(
        f"{title}: tensor a {list(a)} and tensor b {list(b)}, aligned on the right; dimension {dim} holds "
        f"{size_a} against {size_b}, neither of them 1, so torch raises: The size of tensor a ({size_a}) "
        f"must match the size of tensor b ({size_b}) at non-singleton dimension {dim}."
    )
    y += gap
height = y
description = " ".join(descriptions)
svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
       f'style="max-width: 100%; height: auto" role="img" aria-label="{html.escape(description)}" '
       f'font-family="sans-serif" font-size="15" fill="currentColor">'
       f"<title>Two shapes lined up for broadcasting</title><desc>{html.escape(description)}</desc>"
       + "".join(parts) + "</svg>")
caption = ("Shapes line up on the right; a missing dimension counts as 1. Each column must hold equal sizes, "
           "or a 1 that is repeated; the shaded column holds neither, and it is the one the message names.")
print(f'<figure class="broadcast-figure">{svg}<figcaption>{html.escape(caption)}</figcaption></figure>')
