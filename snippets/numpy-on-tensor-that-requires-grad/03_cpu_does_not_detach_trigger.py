import torch

w = torch.ones(2, 2, requires_grad=True)
heatmap = w * 2                       # an activation map computed for a visualisation

on_cpu = heatmap.cpu()                # already on the CPU: .cpu() returns the same tensor
print(on_cpu is heatmap, on_cpu.requires_grad)
array = on_cpu.numpy()  # boom
