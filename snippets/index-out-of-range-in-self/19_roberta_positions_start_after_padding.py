import torch
from torch import nn

torch.manual_seed(0)
padding_idx = 1                                               # RoBERTa's <pad> id, also its position table's padding row
positions = nn.Embedding(514, 4, padding_idx=padding_idx)     # config.max_position_embeddings: 514 rows


def roberta_position_ids(input_ids):                          # RoBERTa numbers positions from padding_idx + 1
    mask = input_ids.ne(padding_idx).int()
    return torch.cumsum(mask, dim=1) * mask + padding_idx


for length in (512, 514):                                     # tokenizer.model_max_length, then max_position_embeddings
    ids = torch.randint(3, 1000, (1, length))
    position_ids = roberta_position_ids(ids)
    print(f"{length} tokens: position ids {position_ids.min().item()} to {position_ids.max().item()},",
          f"table rows 0 to {positions.num_embeddings - 1}")
    try:
        positions(position_ids)
        print("    runs")
    except IndexError as error:
        print("    IndexError:", error)
