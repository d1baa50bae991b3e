import torch

torch.manual_seed(0)
mean, std = [0.485, 0.456, 0.406], [0.229, 0.224, 0.225]
image = torch.rand(3, 4, 4)
delta = torch.zeros_like(image, requires_grad=True)   # an adversarial perturbation being optimised
attacked = image + delta                               # requires grad

for channel, m, s in zip(attacked, mean, std):         # iterating over a tensor: unbind(0)
    channel.sub_(m).div_(s)  # boom: in place, on one of the views unbind returned
