"""CI's shards (.github/workflows/test.yml: `pytest --splits N --group K`, pytest-split) partition the suite: every
test id the whole suite collects is collected by exactly one shard, none is lost and none runs twice."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import Counter

import pytest
import yaml

from torchdocs.runner import ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "test.yml"


def shards() -> tuple[int, list[int], list[str]]:
    """The workflow's --splits, its matrix of groups, and the rest of its pytest options."""
    job = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))["jobs"]["shard"]
    command = next(step["run"] for step in job["steps"] if "--splits" in step.get("run", ""))
    splits = int(re.search(r"--splits (\d+)", command).group(1))
    algorithm = re.search(r"--splitting-algorithm (\S+)", command)
    return splits, job["strategy"]["matrix"]["group"], ["--splitting-algorithm", algorithm.group(1)] if algorithm else []


def collect(*options: str) -> subprocess.Popen:
    command = [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *options]
    return subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})


def ids(process: subprocess.Popen) -> list[str]:
    printed, _ = process.communicate(timeout=600)
    assert process.returncode == 0, printed[-3000:]
    return [line for line in printed.splitlines() if "::" in line]


def test_the_workflow_runs_every_group_of_its_split():
    splits, groups, _ = shards()
    assert sorted(groups) == list(range(1, splits + 1)), f"{WORKFLOW}: --splits {splits} but the matrix runs {groups}"


@pytest.mark.fresh  # five new interpreters, each importing torch: under --changed only when shared code changes
def test_the_shards_partition_the_suite():
    splits, groups, options = shards()
    whole = collect()  # all at once: each collection imports torch and reads every page
    parts = {group: collect("--splits", str(splits), "--group", str(group), *options) for group in groups}
    everything = ids(whole)
    by_shard = {group: ids(process) for group, process in parts.items()}
    counted = Counter(test for found in by_shard.values() for test in found)
    lost = sorted(set(everything) - set(counted))
    twice = sorted(test for test, n in counted.items() if n > 1)
    unknown = sorted(set(counted) - set(everything))
    assert everything and all(by_shard.values()), {group: len(found) for group, found in by_shard.items()}
    assert not lost, f"{len(lost)} tests run in no shard: {lost[:10]}"
    assert not twice, f"{len(twice)} tests run in more than one shard: {twice[:10]}"
    assert not unknown, f"shards run tests the whole suite does not collect: {unknown[:10]}"
