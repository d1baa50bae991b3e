import torch
import torch.nn.functional as F

torch.manual_seed(0)
model = torch.nn.Linear(4, 3)
image = torch.rand(1, 4)
label = torch.tensor([1])
epsilon, alpha = 0.03, 0.01

# --8<-- [start:fix]
adversarial = image.clone().requires_grad_()    # a copy of the input, as a leaf of its own
for step in range(3):
    loss = F.cross_entropy(model(adversarial), label)
    grad, = torch.autograd.grad(loss, adversarial)   # no .grad to clear between steps
    with torch.no_grad():                       # the attack step is not part of any graph
        adversarial += alpha * grad.sign()
        adversarial.clamp_(image - epsilon, image + epsilon).clamp_(0, 1)
# --8<-- [end:fix]
    print(f"step {step}: loss {loss.item():.4f}")
print("still a leaf:", adversarial.is_leaf, "| largest change:", round((adversarial - image).abs().max().item(), 4))
