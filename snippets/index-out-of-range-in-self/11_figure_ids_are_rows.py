import html

import torch
from torch import nn

# --8<-- [start:compute]
torch.manual_seed(0)
vocab = {"<pad>": 0, "<unk>": 1, "the": 2, "cat": 3, "sat": 4, "on": 5, "mat": 6}
embedding = nn.Embedding(len(vocab), 4)        # 7 rows
vocab["<user>"] = len(vocab)                   # added afterwards: id 7
ids = torch.tensor([vocab["<user>"], vocab["the"], vocab["cat"], vocab["sat"]])
try:
    embedding(ids)
except IndexError as error:
    message = str(error)                       # the figure is drawn only if torch refuses
# --8<-- [end:compute]

# Drawing: plain SVG coloured with currentColor and the theme's accent colour, so that it follows the
# light and dark palettes; the viewBox lets it shrink to a phone's width.
accent = "var(--md-accent-fg-color, #ff6e40)"
rows = embedding.num_embeddings
names = {i: w for w, i in vocab.items()}
row_h, top = 24, 40
tx, tw = 210, 130                              # the table
ix, iw = 20, 100                               # the ids
height = top + (rows + 1) * row_h + 50
width = 360
bad = [i for i in ids.tolist() if not 0 <= i < rows]
description = (
    f"The embedding is a table of {rows} rows, numbered 0 to {rows - 1}. The ids {ids.tolist()} each select a "
    f"row; id {bad[0]} would be row {bad[0]}, past the last row, so torch refuses with: {message}."
)
parts = [
    f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
    f'style="max-width: 100%; height: auto" role="img" aria-label="{html.escape(description)}" '
    f'font-family="sans-serif" font-size="13" fill="currentColor">',
    "<title>An id is a row number of the embedding table</title>",
    f"<desc>{html.escape(description)}</desc>",
    f'<text x="{ix + iw / 2}" y="{top - 14}" text-anchor="middle" font-weight="bold">ids</text>',
    f'<text x="{tx + tw / 2}" y="{top - 14}" text-anchor="middle" font-weight="bold">'
    f"embedding: {rows} rows</text>",
]
for r in range(rows):                           # the table's rows
    y = top + r * row_h
    parts.append(f'<rect x="{tx}" y="{y}" width="{tw}" height="{row_h}" fill="none" stroke="currentColor" '
                 f'stroke-opacity="0.6"/>')
    parts.append(f'<text x="{tx + 8}" y="{y + 16}">{r}</text>')
    parts.append(f'<text x="{tx + 34}" y="{y + 16}" fill-opacity="0.75">{html.escape(names[r])}</text>')
y = top + rows * row_h                          # the row that does not exist
parts.append(f'<rect x="{tx}" y="{y + 4}" width="{tw}" height="{row_h}" fill="none" stroke="{accent}" '
             f'stroke-dasharray="4 3"/>')
parts.append(f'<text x="{tx + 8}" y="{y + 20}" style="fill: {accent}">{rows}: no such row</text>')
spacing = (rows * row_h) / len(ids)
for k, i in enumerate(ids.tolist()):            # each id and the row it selects
    y = top + k * spacing + 6
    ok = 0 <= i < rows
    colour = "currentColor" if ok else accent
    parts.append(f'<rect x="{ix}" y="{y}" width="{iw}" height="{row_h}" fill="none" stroke="{colour}"/>')
    parts.append(f'<text x="{ix + 8}" y="{y + 16}" style="fill: {colour}" font-weight="bold">{i}</text>')
    parts.append(f'<text x="{ix + 34}" y="{y + 16}" fill-opacity="0.75">{html.escape(names[i])}</text>')
    target = top + i * row_h + row_h / 2 + (0 if ok else 4)
    parts.append(f'<line x1="{ix + iw}" y1="{y + row_h / 2}" x2="{tx - 4}" y2="{target}" stroke="{colour}" '
                 f'stroke-width="{1 if ok else 2.5}"/>')
parts.append(f'<text x="{width / 2}" y="{height - 14}" text-anchor="middle" font-size="12">'
             f"valid ids: 0 to {rows - 1} (num_embeddings - 1)</text>")
parts.append("</svg>")
caption = f"IndexError: {message}: id {bad[0]} asks for row {bad[0]} of a table of {rows} rows."
print(f'<figure class="embedding-rows-figure">{"".join(parts)}<figcaption>{html.escape(caption)}</figcaption></figure>')
