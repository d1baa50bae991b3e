import torch
from torch import nn

torch.manual_seed(0)
features = torch.randn(8)                  # one sample's features, without a batch dimension: [8]
encoder_out = torch.randn(196, 2048)       # image features [pixels, channels], without the batch
q_net = nn.Linear(8, 4)                    # a reinforcement-learning agent's Q-network: 4 actions
state = torch.randn(8)                     # ONE state, as the environment returns it

lines = {
    "torch.cat([features, features], dim=1)": lambda: torch.cat([features, features], dim=1),
    "encoder_out.size(3)": lambda: encoder_out.size(3),
    "features.transpose(1, 2)": lambda: features.transpose(1, 2),
    "features.gather(1, index)": lambda: features.gather(1, torch.tensor([0])),
    "features.topk(3, dim=1)": lambda: features.topk(3, dim=1),
    "q_net(state).max(1)": lambda: q_net(state).max(1),
    "encoder_out.permute(0, 2, 1)": lambda: encoder_out.permute(0, 2, 1),
}
for code, line in lines.items():
    try:
        line()
    except (IndexError, RuntimeError) as error:
        print(f"{code}\n    {type(error).__name__}: {error}")
