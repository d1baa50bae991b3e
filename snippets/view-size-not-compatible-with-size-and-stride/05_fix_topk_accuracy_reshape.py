import torch

torch.manual_seed(0)
output = torch.randn(8, 10)            # a batch of 8 images, scores for 10 classes
target = torch.randint(0, 10, (8,))


def accuracy(output, target, topk=(1,)):
    maxk = max(topk)
    batch_size = target.size(0)
    _, pred = output.topk(maxk, 1, True, True)
    pred = pred.t()
    correct = pred.eq(target.view(1, -1).expand_as(pred))
    res = []
# --8<-- [start:fix]
    for k in topk:
        # was: correct[:k].view(-1)
        flat = correct[:k].reshape(-1)
        correct_k = flat.float().sum(0, keepdim=True)
        res.append(correct_k.mul_(100.0 / batch_size))
# --8<-- [end:fix]
    return res


acc1, acc5 = accuracy(output, target, topk=(1, 5))
print("top-1:", acc1.item(), "top-5:", acc5.item())
# the same numbers, counted directly: is the target among the k best scores?
for k in (1, 5):
    hits = (output.topk(k, 1).indices == target[:, None]).any(1)
    print(f"top-{k} counted directly:", hits.float().mean().item() * 100)
