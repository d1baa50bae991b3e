import torch

torch.manual_seed(0)
output = torch.randn(8, 10)            # a batch of 8 images, scores for 10 classes
target = torch.randint(0, 10, (8,))


def accuracy(output, target, topk=(1,)):
    """Top-k accuracy, as in the PyTorch ImageNet example and the many repositories that copied it."""
    maxk = max(topk)
    batch_size = target.size(0)
    _, pred = output.topk(maxk, 1, True, True)
    pred = pred.t()                                          # (maxk, batch): transposed
    correct = pred.eq(target.view(1, -1).expand_as(pred))    # keeps pred's transposed layout
    print("correct:", tuple(correct.shape), "stride", correct.stride())
    res = []
    for k in topk:
        correct_k = correct[:k].view(-1).float().sum(0, keepdim=True)
        res.append(correct_k.mul_(100.0 / batch_size))
        print(f"top-{k} accuracy:", res[-1].item())
    return res


acc1, acc5 = accuracy(output, target, topk=(1, 5))
