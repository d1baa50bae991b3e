import html

import torch
from torch import nn

# --8<-- [start:compute]
features = nn.Sequential(nn.Conv2d(1, 6, 5), nn.ReLU(), nn.MaxPool2d(2),
                         nn.Conv2d(6, 16, 5), nn.ReLU(), nn.MaxPool2d(2))
out = features(torch.zeros(25, 1, 28, 28))         # (25, 16, 4, 4)
per_image = out[0].numel()                          # 256 numbers per image
rows = out.view(-1, 16 * 5 * 5)                     # (16, 400): runs, with 16 rows for 25 images
total = out.numel()
image_of = torch.arange(total) // per_image          # which image each number belongs to
images_per_row = [len(set(image_of[r * 400:(r + 1) * 400].tolist())) for r in range(rows.size(0))]
# --8<-- [end:compute]

# Drawing: two bars over the same 6400 numbers: where the images end, and where view(-1, 400) cuts rows.
# currentColor and the theme's accent colour follow the light and dark palettes; the viewBox scales.
left, bar_w, bar_h = 8, 336, 26
width = left * 2 + bar_w
scale = bar_w / total
accent = "fill: var(--md-accent-fg-color, #ff6e40)"
description = (
    f"The {total} numbers of {out.size(0)} images, {per_image} per image, cut by view(-1, 400) into "
    f"{rows.size(0)} rows of 400: the rows do not start where the images start, so each row holds pieces of "
    f"{min(images_per_row)} or {max(images_per_row)} images and there are {rows.size(0)} rows for "
    f"{out.size(0)} images."
)
parts = [
    f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} 130" width="{width}" '
    f'style="max-width: 100%; height: auto" role="img" aria-label="{html.escape(description)}" '
    f'font-family="sans-serif" font-size="13" fill="currentColor">',
    '<title>view(-1, 400) cuts the numbers of 25 images into 16 rows</title>',
    f'<desc>{html.escape(description)}</desc>',
]


def bar(y, count, size, label):
    parts.append(f'<text x="{left}" y="{y - 6}">{label}</text>')
    for i in range(count):
        x0 = left + i * size * scale
        opacity = 0.45 if i % 2 == 0 else 0.15
        parts.append(f'<rect x="{x0:.1f}" y="{y}" width="{size * scale:.1f}" height="{bar_h}" '
                     f'style="{accent}; fill-opacity: {opacity}"/>')
    parts.append(f'<rect x="{left}" y="{y}" width="{bar_w}" height="{bar_h}" fill="none" '
                 f'stroke="currentColor" stroke-opacity="0.6"/>')


bar(22, out.size(0), per_image, f"{out.size(0)} images × {per_image} numbers")
bar(84, rows.size(0), rows.size(1), f"view(-1, 400): {rows.size(0)} rows × {rows.size(1)}")
# the row cuts of the lower bar, drawn over the images: where they fall inside an image
for r in range(1, rows.size(0)):
    x = left + r * rows.size(1) * scale
    parts.append(f'<line x1="{x:.1f}" y1="22" x2="{x:.1f}" y2="{22 + bar_h}" stroke="currentColor" '
                 f'stroke-width="1.2" stroke-dasharray="3 2"/>')
cuts = range(1, rows.size(0))
inside = sum((r * rows.size(1)) % per_image != 0 for r in cuts)
parts.append(f'<text x="{left}" y="126" font-size="12">dashed: where a row below ends ({inside} of {len(cuts)} '
             f'cut an image)</text>')
parts.append("</svg>")
caption = (f"Each change of shade is a boundary: {out.size(0)} images above, {rows.size(0)} rows below. "
           f"Every row mixes pieces of {min(images_per_row)} or {max(images_per_row)} images.")
print(f'<figure class="rows-figure">{"".join(parts)}<figcaption>{html.escape(caption)}</figcaption></figure>')
