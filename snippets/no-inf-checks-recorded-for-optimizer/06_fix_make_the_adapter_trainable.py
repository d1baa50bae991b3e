import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run


class LoRALinear(nn.Module):
    """A frozen base layer plus a small trainable update, as LoRA adds to a pretrained model."""

    def __init__(self, base, rank=2):
        super().__init__()
        self.base = base
        self.lora_a = nn.Linear(base.in_features, rank, bias=False)
        self.lora_b = nn.Linear(rank, base.out_features, bias=False)

    def forward(self, x):
        return self.base(x) + self.lora_b(self.lora_a(x))


device = "cuda" if torch.cuda.is_available() else "cpu"
embed = nn.Embedding(100, 16)
model = nn.Sequential(embed, LoRALinear(nn.Linear(16, 16)), nn.Linear(16, 100)).to(device)
model.requires_grad_(False)
embed.register_forward_hook(lambda module, inputs, output: output.requires_grad_(True))

# --8<-- [start:fix]
for name, p in model.named_parameters():
    p.requires_grad_("lora_" in name)  # PEFT: PeftModel.from_pretrained(base, path, is_trainable=True)
print("trainable parameters:", sum(p.numel() for p in model.parameters() if p.requires_grad))
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-2)
# --8<-- [end:fix]

scaler = torch.amp.GradScaler(device)
tokens = torch.randint(0, 100, (4, 12), device=device)
for step in range(50):
    opt.zero_grad()
    with torch.autocast(device, dtype=torch.float16):
        logits = model(tokens[:, :-1]).float()
    loss = nn.functional.cross_entropy(logits.reshape(-1, 100), tokens[:, 1:].reshape(-1))
    scaler.scale(loss).backward()
    scaler.step(opt)
    scaler.update()
    if step in (0, 49):
        print(f"step {step:2d}: loss {loss.item():.4f}")
