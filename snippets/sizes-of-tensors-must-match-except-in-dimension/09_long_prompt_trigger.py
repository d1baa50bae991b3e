import torch

torch.manual_seed(0)
WIDTH = 64  # the text encoder's width (768 for Stable Diffusion 1.x)


def encode(prompt):  # a stand-in for a CLIP text encoder: 75 tokens (77 with start and end) per chunk
    chunks = max(1, -(-len(prompt.split()) // 75))
    return torch.randn(1, 77 * chunks, WIDTH)


uncond = encode("blurry, low quality")                   # the negative prompt: 1 chunk
cond = encode(" ".join(["a castle on a hill"] * 20))     # 100 words: 2 chunks
print("uncond", list(uncond.shape), "cond", list(cond.shape))
cond_in = torch.cat([uncond, cond])  # classifier-free guidance: both in one batch
