import torch


def lookup(mask, values):                          # the table of the fix above
    lut = torch.full((256,), -100)
    lut[values] = torch.arange(len(values))
    return lut[mask.long()]


grey = torch.tensor([0, 78, 192, 0, 78, 192], dtype=torch.uint8)    # 3 classes saved as grey levels
void = torch.tensor([0, 1, 1, 255, 0, 1], dtype=torch.uint8)        # classes 0 and 1, a void border of 255

print("grey levels:", grey.tolist())
print("  (mask > 127).long():", (grey > 127).long().tolist(), "- classes 0 and 78 merged")
print("  lookup([0, 78, 192]):", lookup(grey, [0, 78, 192]).tolist())
print("0/1 mask with void 255:", void.tolist())
print("  (mask > 127).long():", (void > 127).long().tolist(), "- void is object, objects are background")
print("  lookup([0, 1]):", lookup(void, [0, 1]).tolist())
