import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 2)
x = torch.randn(8, 3)
y = torch.randint(0, 2, (8,))

# --8<-- [start:fix]
with torch.no_grad():                        # the evaluation loop
    clean_logits = model(x)
    with torch.enable_grad():                # the attack needs gradients: switch recording back on
        x_adv = x.clone().requires_grad_(True)
        loss = nn.functional.cross_entropy(model(x_adv), y)
        grad, = torch.autograd.grad(loss, x_adv)
    x_adv = x + 0.1 * grad.sign()
# --8<-- [end:fix]
print("gradient for the input:", grad.shape, "| loss recorded:", loss.requires_grad)

with torch.inference_mode():                 # inference mode cannot be left this way
    with torch.enable_grad():
        print("under inference_mode:", model(x.clone()).requires_grad)
