import torch

x = torch.zeros(2, 3)                       # 2 dimensions
for name, op in [("x.unsqueeze(3)", lambda: x.unsqueeze(3)),
                 ("torch.stack([x, x], dim=3)", lambda: torch.stack([x, x], dim=3)),
                 ("torch.cat([x, x], dim=2)", lambda: torch.cat([x, x], dim=2))]:
    try:
        op()
    except IndexError as exc:
        print(f"{name:28} {exc}")
