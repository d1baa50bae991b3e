import html

import torch
import torch.nn.functional as F

# --8<-- [start:compute]
x = torch.arange(4.0).view(4, 1, 1, 1).expand(4, 16, 10, 10)  # 4 samples; every value holds its sample's number
rows = x.reshape(-1, 16 * 5 * 5)             # what x.view(-1, 16 * 5 * 5) makes of them: [16, 400]
source = rows[:, 0]                          # which sample each row came from
assert torch.equal(rows.amin(1), rows.amax(1))  # each row holds values of one sample only
try:
    F.cross_entropy(torch.zeros(rows.shape[0], 10), torch.zeros(4, dtype=torch.long))
except ValueError as error:
    message = str(error)
# --8<-- [end:compute]

# Drawing: plain SVG, coloured with currentColor and the theme's accent colour so that it follows the light
# and dark palettes; the viewBox lets it shrink to a phone's width.
n_samples, n_rows, row_h = x.shape[0], rows.shape[0], 17
per_sample = n_rows // n_samples
left, right, top = 8, 196, 40
width, height = 372, top + n_rows * row_h + 62
accent = "fill: var(--md-accent-fg-color, #ff6e40)"


def shade(sample):
    return 0.12 + 0.2 * sample


description = (
    f"A batch of {n_samples} samples of shape [16, 10, 10], 1600 values each, viewed as rows of 400: "
    f"each sample is cut into {per_sample} rows, so the result has {n_rows} rows, "
    f"rows {', '.join(f'{s * per_sample} to {s * per_sample + per_sample - 1}' for s in range(n_samples))} "
    f"coming from samples {', '.join(str(s) for s in range(n_samples))}. "
    f"The loss then compares {n_rows} rows with {n_samples} labels."
)
parts = [
    f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
    f'style="max-width: 100%; height: auto" role="img" aria-label="{html.escape(description)}" '
    f'font-family="sans-serif" font-size="13" fill="currentColor">',
    "<title>view(-1, 400) cuts every sample into rows</title>",
    f"<desc>{html.escape(description)}</desc>",
    f'<text x="{left}" y="16" font-weight="bold">x: {list(x.shape)}</text>',
    f'<text x="{right}" y="16" font-weight="bold">x.view(-1, 400): {list(rows.shape)}</text>',
]
block_h = per_sample * row_h
for s in range(n_samples):
    y = top + s * block_h
    parts.append(f'<rect x="{left}" y="{y}" width="150" height="{block_h}" '
                 f'style="{accent}; fill-opacity: {shade(s):.2f}" stroke="currentColor" stroke-opacity="0.6"/>')
    parts.append(f'<text x="{left + 75}" y="{y + block_h / 2 - 2}" text-anchor="middle">sample {s}</text>')
    parts.append(f'<text x="{left + 75}" y="{y + block_h / 2 + 14}" text-anchor="middle" font-size="11">'
                 f'1600 values</text>')
for r in range(n_rows):
    s = int(source[r].item())
    y = top + r * row_h
    parts.append(f'<rect x="{right}" y="{y}" width="168" height="{row_h}" '
                 f'style="{accent}; fill-opacity: {shade(s):.2f}" stroke="currentColor" stroke-opacity="0.4"/>')
    parts.append(f'<text x="{right + 6}" y="{y + 13}" font-size="11">row {r} ← sample {s}</text>')
mid = top + n_rows * row_h / 2
parts.append(f'<text x="{(left + 150 + right) / 2}" y="{mid + 5}" text-anchor="middle" font-size="18">→</text>')
y = top + n_rows * row_h + 24
parts.append(f'<text x="{left}" y="{y}">labels: {n_samples}, one per sample</text>')
parts.append(f'<text x="{left}" y="{y + 20}" font-weight="bold">rows of logits: {n_rows}, {per_sample} per sample</text>')
parts.append("</svg>")
caption = f"The view cuts each sample into {per_sample} rows; the loss then says: {message}"
print(f'<figure class="batch-fold-figure">{"".join(parts)}<figcaption>{html.escape(caption)}</figcaption></figure>')
