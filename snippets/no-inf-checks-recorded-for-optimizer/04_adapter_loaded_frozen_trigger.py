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
model.requires_grad_(False)  # loading an adapter for inference freezes it with the base
embed.register_forward_hook(lambda module, inputs, output: output.requires_grad_(True))  # what
# enable_input_require_grads() does for gradient checkpointing: the loss keeps a grad_fn

print("trainable parameters:", sum(p.numel() for p in model.parameters() if p.requires_grad))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
scaler = torch.amp.GradScaler(device)
tokens = torch.randint(0, 100, (4, 12), device=device)
with torch.autocast(device, dtype=torch.float16):
    logits = model(tokens[:, :-1]).float()
loss = nn.functional.cross_entropy(logits.reshape(-1, 100), tokens[:, 1:].reshape(-1))
scaler.scale(loss).backward()  # runs, and gives no parameter a gradient
scaler.step(opt)
