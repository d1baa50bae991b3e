import io
import types

import torch

torch.manual_seed(0)
# A tagger registered with torch.serialization writes the device named below beside every storage, as a
# machine with that device does: "xpu:0" for an Intel GPU, "hpu:0" for Intel Gaudi.
saved_on = None
torch.serialization.register_package(0, lambda storage: saved_on, lambda storage, location: None)

for saved_on in ["xpu:0", "hpu:0"]:
    file = io.BytesIO()
    torch.save(torch.randn(3), file)
    file.seek(0)
    try:
        torch.load(file)
    except RuntimeError as error:
        print(f"saved on {saved_on}: {str(error).split('. ')[0]}. ...")

# Habana's package provides torch.hpu. Here a stand-in module takes its place, on a machine with no Gaudi:
stand_in_hpu = types.ModuleType("hpu")
stand_in_hpu.is_available = lambda: False
torch._register_device_module("hpu", stand_in_hpu)
saved_on = "hpu:0"
file = io.BytesIO()
torch.save(torch.randn(3), file)
file.seek(0)
try:
    torch.load(file)
except RuntimeError as error:
    print(f"saved on hpu:0, with a torch.hpu: {str(error).split('. ')[0]}. ...")
