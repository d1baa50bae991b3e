import logging
import re

import torch

torch.manual_seed(0)
logging.getLogger("torch._subclasses.fake_tensor").setLevel(logging.CRITICAL)  # no log on stderr


@torch.compile(backend="eager")  # the message as torch.compile words it (any backend)
def join(up, skip):
    return torch.cat([up, skip], dim=1)


try:
    join(torch.randn(2, 16, 14, 14), torch.randn(2, 16, 15, 15))
except Exception as error:
    print(type(error).__name__ + ":", re.search(r"Dynamo failed[^:]*", str(error)).group(0))
    print(re.search(r"Sizes of tensors[^')]*", str(error)).group(0))
