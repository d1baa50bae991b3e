import html
import math

import torch

# --8<-- [start:compute]
dtypes = [torch.float64, torch.float32, torch.bfloat16, torch.float16]


def name_in_messages(dtype):
    """The name torch's messages give the dtype: read from a real mismatch, not typed by hand."""
    other = torch.int64
    try:
        torch.bmm(torch.ones(1, 1, 1, dtype=dtype), torch.ones(1, 1, 1, dtype=other))
    except RuntimeError as error:
        return str(error).split("expected scalar type ")[1].split(" but found")[0]


rows = []
for dtype in dtypes:
    info = torch.finfo(dtype)
    fraction = round(-math.log2(info.eps))         # bits after the binary point
    exponent = info.bits - 1 - fraction            # bits of the exponent (one bit is the sign)
    rows.append((name_in_messages(dtype), str(dtype), info.bits, exponent, fraction, round(-math.log10(info.resolution)), info.max))
# --8<-- [end:compute]

# Drawing: plain SVG, coloured with currentColor and the theme's accent colour so it follows the light
# and dark palettes; the viewBox lets it shrink to a phone's width.
accent = "var(--md-accent-fg-color, #ff6e40)"
px, left, top, row_h = 3.6, 112, 34, 58
width, height = int(left + 64 * px + 12), top + row_h * len(rows) + 8
description = "; ".join(
    f"{name} is {torch_name}: {bits} bits, {exponent} for the exponent and {fraction} after the point, "
    f"about {digits} decimal digits, largest value {big:.1e}"
    for name, torch_name, bits, exponent, fraction, digits, big in rows
)
parts = [
    f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
    f'style="max-width: 100%; height: auto" role="img" aria-label="{html.escape(description)}" '
    f'font-family="sans-serif" font-size="13" fill="currentColor">',
    "<title>The floating-point dtypes the message names, bit by bit</title>",
    f"<desc>{html.escape(description)}</desc>",
    f'<rect x="{left}" y="8" width="10" height="10" style="fill: {accent}"/>',
    f'<text x="{left + 14}" y="17" font-size="11">exponent: the range</text>',
    f'<rect x="{left + 128}" y="8" width="10" height="10" fill="currentColor" fill-opacity="0.25"/>',
    f'<text x="{left + 142}" y="17" font-size="11">fraction: the digits</text>',
]
for i, (name, torch_name, bits, exponent, fraction, digits, big) in enumerate(rows):
    y = top + i * row_h
    parts.append(f'<text x="0" y="{y + 14}" font-weight="bold">{name}</text>')
    parts.append(f'<text x="0" y="{y + 30}" font-size="11">{torch_name}</text>')
    x = left
    for bits_in_part, style in ((1, 'fill="currentColor"'), (exponent, f'style="fill: {accent}"'),
                                (fraction, 'fill="currentColor" fill-opacity="0.25"')):
        parts.append(f'<rect x="{x:.1f}" y="{y + 2}" width="{bits_in_part * px:.1f}" height="16" {style}/>')
        x += bits_in_part * px
    parts.append(f'<text x="{left}" y="{y + 34}" font-size="11">{bits} bits · about {digits} digits · '
                 f'up to {big:.1e}</text>')
parts.append("</svg>")
caption = "What the names in the message mean, from torch.finfo: the same number in four formats."
print(f'<figure class="dtype-figure">{"".join(parts)}<figcaption>{html.escape(caption)}</figcaption></figure>')
