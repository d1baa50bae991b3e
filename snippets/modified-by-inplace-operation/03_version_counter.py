import torch

scores = torch.tensor([[0.5, -1.0, 2.0]], requires_grad=True)
gate = torch.sigmoid(scores)
print(f"{'gate = torch.sigmoid(scores)':30} gate._version = {gate._version}")
gate[:, 0] = 0.0
print(f"{'gate[:, 0] = 0.0':30} gate._version = {gate._version}")
gate.mul_(2)
print(f"{'gate.mul_(2)':30} gate._version = {gate._version}")
doubled = gate * 2                    # out of place: a new tensor, gate untouched
print(f"{'doubled = gate * 2':30} gate._version = {gate._version}")
