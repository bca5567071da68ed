"""Golden files: every example's `redzone resolve --json`, byte for byte.

`tests/golden/<example>.json` holds the output of `redzone resolve --json examples/<example>.yaml`
as it was before the package moved into layers (2026-11-23), with the `verdict` added on
2026-11-24. A change of the engine that changes
an example's outcome or account must change its golden file on purpose, in the same commit:
`redzone resolve --json examples/X.yaml > tests/golden/X.json`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from clirun import run_cli

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"
EXAMPLES = sorted(p.stem for p in (ROOT / "examples").glob("*.yaml"))


def test_every_example_has_a_golden_file() -> None:
    assert sorted(p.stem for p in GOLDEN.glob("*.json")) == EXAMPLES


@pytest.mark.parametrize("name", EXAMPLES)
def test_resolve_json_is_byte_identical(name: str) -> None:
    code, out, err = run_cli("resolve", "--json", str(ROOT / "examples" / f"{name}.yaml"))
    assert code == 0, err
    assert out == (GOLDEN / f"{name}.json").read_text(encoding="utf-8")
