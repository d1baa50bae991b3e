import subprocess
import sys

# In a terminal: torchrun --standalone --nproc_per_node=1 04_fix_use_distributed_parts_only_with_a_group.py
# (`python -m torch.distributed.run` is torchrun). --nproc_per_node is the number of GPUs to use.
# --8<-- [start:fix]
command = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node=1",
           "04_fix_use_distributed_parts_only_with_a_group.py"]
# --8<-- [end:fix]
run = subprocess.run(command, capture_output=True, text=True, check=True)
print(run.stdout, end="")
