# A new head trained in bfloat16 (model.to(torch.bfloat16) after adding it) against the same head kept in
# float32 and fed float32 features: the same data, the same start, 50 Adam steps at a fine-tuning rate.
import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 32)).to(torch.bfloat16)
x, y = torch.randn(64, 16, dtype=torch.bfloat16), torch.randint(0, 10, (64,))
with torch.no_grad():
    features = backbone(x)  # the frozen backbone's output, bfloat16


def share_of_weights_moved(head, features):
    start = head.weight.detach().float().clone()
    optimizer = torch.optim.Adam(head.parameters(), lr=1e-4)
    for step in range(50):
        optimizer.zero_grad()
        nn.functional.cross_entropy(head(features).float(), y).backward()
        optimizer.step()
    return (head.weight.detach().float() != start).float().mean().item()


torch.manual_seed(1)
bf16_head = nn.Linear(32, 10).to(torch.bfloat16)
torch.manual_seed(1)
fp32_head = nn.Linear(32, 10)
print(f"weights moved in 50 steps, head in bfloat16: {share_of_weights_moved(bf16_head, features):.0%}")
print(f"weights moved in 50 steps, head in float32:  {share_of_weights_moved(fp32_head, features.float()):.0%}")
