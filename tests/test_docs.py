"""Docs that can't lie: every example in docs/*.md and docs/README-front-door.md runs here.

The fenced blocks of each page, by their language (docs/contributing.md says how to write them):

- ``console``: each line ``$ redzone ...`` is run by the shell from the repository root, and
  what it prints (standard output and standard error, as a terminal shows them) must be the
  lines that follow, up to the next ``$`` line or the end of the block. A line ``...`` stands
  for any number of lines.
- ``sh``: each line that starts with ``redzone`` is run by the shell in a scratch directory
  that holds ``examples/`` and must succeed; other lines (``make``, ``pip``) are set-up
  commands that the tests don't run.
- ``python``: a block with ``>>>`` is a doctest (ELLIPSIS and NORMALIZE_WHITESPACE on), any
  other block is executed; the blocks of one page share their names, from the repository root.
- ``yaml``: a scenario, read with ``redzone.loads``; it must be valid. A block preceded by the
  MyST comment ``% doc-test: fragment`` is a part of a scenario and only has to be YAML; one
  preceded by ``% doc-test: invalid`` must be refused as it is read or resolved (a
  RedzoneError, exit 2 on the command line). Each entry of a fragment's ``abilities`` list
  must be a valid ability.
- ``json``: must parse as JSON.
- ``text`` and the others: not run (diagrams, listings).

Links: every link of a page either goes to the web, to an anchor, or to a file inside the
repository that exists (the front door's links as from the root, where it becomes README.md);
nothing names the files beside the repository (``shared/``).
"""

from __future__ import annotations

import doctest
import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

import redzone
from redzone.core.errors import RedzoneError
from redzone.scenario.schema import AbilityIn

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = sorted(DOCS.glob("*.md"))
BIN = Path(sys.executable).parent
FENCE = re.compile(r"^(`{3,}|~{3,})\s*([\w{}-]*)")


@dataclass(frozen=True)
class Block:
    page: Path
    line: int  # 1-based line of the opening fence
    lang: str
    text: str
    mark: str  # the `% doc-test: ...` comment just above the fence, or ""

    @property
    def where(self) -> str:
        return f"{self.page.name}:{self.line}"


def blocks(page: Path) -> Iterator[Block]:
    lines = page.read_text().split("\n")
    i = 0
    while i < len(lines):
        found = FENCE.match(lines[i])
        if not found:
            i += 1
            continue
        fence, lang = found.group(1), found.group(2)
        j = i + 1
        while j < len(lines) and not lines[j].startswith(fence):
            j += 1
        above = lines[i - 1].strip() if i else ""
        mark = above.removeprefix("% doc-test:").strip() if above.startswith("% doc-test:") \
            else ""
        yield Block(page, i + 1, lang, "\n".join(lines[i + 1:j]), mark)
        i = j + 1


ALL = [b for page in PAGES for b in blocks(page)]


def _ids(found: list[Block]) -> list[str]:
    return [b.where for b in found]


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    env.update(COLUMNS="100", NO_COLOR="1", TERM="dumb", PYTHONIOENCODING="utf-8")
    return env


def _matches(expected: list[str], got: list[str]) -> bool:
    """Line by line; a line "..." matches any run of lines (none included)."""
    if not expected:
        return not got
    if expected[0] == "...":
        return any(_matches(expected[1:], got[k:]) for k in range(len(got) + 1))
    return bool(got) and expected[0] == got[0] and _matches(expected[1:], got[1:])


def test_the_pages_have_examples_of_every_kind() -> None:
    langs = {b.lang for b in ALL}
    assert {"console", "python", "yaml"} <= langs
    assert len(ALL) > 40


CONSOLE = [b for b in ALL if b.lang == "console"]


@pytest.mark.parametrize("block", CONSOLE, ids=_ids(CONSOLE))
def test_console(block: Block) -> None:
    runs: list[tuple[str, list[str]]] = []
    for line in block.text.split("\n"):
        if line.startswith("$ "):
            runs.append((line[2:], []))
        else:
            assert runs, f"{block.where}: output before any $ command"
            runs[-1][1].append(line)
    assert runs, f"{block.where}: a console block with no $ command"
    for command, expected in runs:
        assert command.startswith("redzone "), f"{block.where}: only redzone runs: {command}"
        done = subprocess.run(["bash", "-c", command], cwd=ROOT, env=_env(), text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=120)
        got = done.stdout.rstrip("\n").split("\n")
        got = [g.rstrip() for g in got] if got != [""] else []
        want = [e.rstrip() for e in expected]
        while want and not want[-1]:
            want.pop()
        assert _matches(want, got), (
            f"{block.where}: $ {command}\n--- the page says\n" + "\n".join(want)
            + "\n--- redzone prints\n" + "\n".join(got))


SH = [b for b in ALL if b.lang == "sh"]


@pytest.mark.parametrize("block", SH, ids=_ids(SH))
def test_sh(block: Block, tmp_path: Path) -> None:
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    for line in block.text.split("\n"):
        command = line.split("#", 1)[0].strip()
        if not command.startswith("redzone "):
            continue
        done = subprocess.run(["bash", "-c", command], cwd=tmp_path, env=_env(),
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, f"{block.where}: {command}\n{done.stderr}"


def _python_pages() -> list[Path]:
    return sorted({b.page for b in ALL if b.lang == "python"})


@pytest.mark.parametrize("page", _python_pages(), ids=lambda p: p.name)
def test_python(page: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    names: dict[str, object] = {"__name__": "__docs__"}
    parser = doctest.DocTestParser()
    flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
    for block in (b for b in blocks(page) if b.lang == "python"):
        if ">>>" in block.text:
            test = parser.get_doctest(block.text, names, block.where, str(page), block.line)
            runner = doctest.DocTestRunner(optionflags=flags)
            out: list[str] = []
            runner.run(test, out=out.append, clear_globs=False)
            assert runner.failures == 0, "".join(out)
            names.update(test.globs)  # the doctest ran on a copy
        else:
            exec(compile(block.text, block.where, "exec"), names)


YAML = [b for b in ALL if b.lang == "yaml"]


@pytest.mark.parametrize("block", YAML, ids=_ids(YAML))
def test_yaml(block: Block, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert block.mark in ("", "fragment", "invalid"), f"{block.where}: unknown mark"
    if block.mark == "fragment":
        data = yaml.safe_load(block.text)
        assert isinstance(data, dict), block.where
        for ability in data.get("abilities", []):  # each entry as the reader checks it
            AbilityIn.model_validate(ability)
    elif block.mark == "invalid":
        with pytest.raises(RedzoneError):  # read, or refused as its combat begins
            redzone.resolve(redzone.loads(block.text))
    else:
        redzone.loads(block.text)


JSON = [b for b in ALL if b.lang == "json"]


@pytest.mark.parametrize("block", JSON, ids=_ids(JSON))
def test_json(block: Block) -> None:
    json.loads(block.text)


LINK = re.compile(r"\]\(([^)\s]+)\)|<(\.\.?/[^>\s]+)>")


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_links_stay_in_the_repository(page: Path) -> None:
    text = page.read_text()
    assert "shared/" not in text, f"{page.name} names a file outside the repository"
    for found in LINK.finditer(text):
        target = found.group(1) or found.group(2)
        if re.match(r"^[a-z]+:", target) or target.startswith("#"):
            assert not target.startswith("file:"), f"{page.name}: {target}"
            continue
        # the front door will be the README, at the root of the repository
        base = ROOT if page.name == "README-front-door.md" else page.parent
        path = (base / target.split("#", 1)[0]).resolve()
        assert path.is_relative_to(ROOT), f"{page.name}: {target} leaves the repository"
        assert path.exists(), f"{page.name}: {target} doesn't exist"


def test_the_front_door_is_short_and_runs() -> None:
    door = DOCS / "README-front-door.md"
    assert door.stat().st_size < 8 * 1024
    assert any(b.page == door and b.lang == "console" for b in ALL)


def test_make_test_builds_the_docs_with_warnings_as_errors() -> None:
    make = (ROOT / "Makefile").read_text()
    assert "sphinx-build -W" in make
    assert re.search(r"^test: .*\bdocs\b", make, re.M)
