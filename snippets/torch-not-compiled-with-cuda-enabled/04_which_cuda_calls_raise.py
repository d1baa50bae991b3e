import warnings

import torch

calls = {
    "torch.zeros(1).cuda()": lambda: torch.zeros(1).cuda(),
    'torch.zeros(1, device="cuda")': lambda: torch.zeros(1, device="cuda"),
    'model.to("cuda")': lambda: torch.nn.Linear(1, 1).to("cuda"),
    "torch.cuda.current_device()": lambda: torch.cuda.current_device(),
    "torch.cuda.get_device_name(0)": lambda: torch.cuda.get_device_name(0),
    "torch.cuda.synchronize()": lambda: torch.cuda.synchronize(),
    "torch.cuda.FloatTensor(2)": lambda: torch.cuda.FloatTensor(2),
    "torch.cuda.is_available()": lambda: torch.cuda.is_available(),
    "torch.cuda.device_count()": lambda: torch.cuda.device_count(),
    "torch.cuda.manual_seed_all(0)": lambda: torch.cuda.manual_seed_all(0),
    "torch.cuda.empty_cache()": lambda: torch.cuda.empty_cache(),
    'torch.amp.GradScaler("cuda")': lambda: torch.amp.GradScaler("cuda"),
}
for code, call in calls.items():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            result = call()
            outcome = f"returns {result!r}" if result is None or isinstance(result, (bool, int)) else "returns"
        except (AssertionError, TypeError) as error:
            outcome = f"{type(error).__name__}: {error}"
    if caught:
        outcome += f" (warns: {caught[-1].message})"
    print(f"{code:31s} {outcome}")
