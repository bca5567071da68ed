"""Hypothesis profiles: `ci` (HYPOTHESIS_PROFILE=ci, set by .ci/run) draws the same examples
on every run, so a clean clone's verdict is reproducible; locally each run draws afresh. And
the `scenario` fixture: write a scenario file's text, get its path."""

import os
from collections.abc import Callable
from pathlib import Path
from textwrap import dedent

import pytest
from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture
def scenario(tmp_path: Path) -> Callable[..., str]:
    """Write YAML (or JSON) text to a file and return its path."""

    def write(text: str, name: str = "scenario.yaml") -> str:
        path = tmp_path / name
        path.write_text(dedent(text), encoding="utf-8")
        return str(path)

    return write
