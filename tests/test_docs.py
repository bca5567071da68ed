"""Docs that can't lie: every example in docs/*.md and README.md runs here.

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
repository that exists;
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
README = ROOT / "README.md"
PAGES = [*sorted(DOCS.glob("*.md")), README]
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
        base = page.parent
        path = (base / target.split("#", 1)[0]).resolve()
        assert path.is_relative_to(ROOT), f"{page.name}: {target} leaves the repository"
        assert path.exists(), f"{page.name}: {target} doesn't exist"


def test_the_front_door_is_short_and_runs() -> None:
    assert README.stat().st_size < 8 * 1024
    assert any(b.page == README and b.lang == "console" for b in ALL)


def test_make_test_builds_the_docs_with_warnings_as_errors() -> None:
    make = (ROOT / "Makefile").read_text()
    assert "sphinx-build -W" in make
    assert re.search(r"^test: .*\bdocs\b", make, re.M)


# The eight places where the README contradicted the code (issue #21), each held by a test.

def _text(*names: str) -> str:
    return "\n".join((DOCS / name).read_text() for name in names)


def _all_pages() -> str:
    return "\n".join(page.read_text() for page in PAGES)


def test_21_1_the_gorger_board_has_six_legal_assignments() -> None:
    scenario = redzone.load(ROOT / "examples/vastwood-gorger.yaml")
    assert redzone.count_assignments(scenario) == 6
    assert "6 legal assignments" in _text("getting-started.md", "assignments.md")
    assert ">>> redzone.count_assignments(scenario)" in _text("library.md")


def test_21_2_the_check_example_is_what_check_prints() -> None:
    illegal = ROOT / "examples/illegal/trample-before-lethal.yaml"
    (violation,) = redzone.check(redzone.load(illegal))
    assert violation.rule == "702.19b"
    page = _text("getting-started.md")
    assert "$ redzone check examples/illegal/trample-before-lethal.yaml" in page  # run above
    assert f"Colossal Dreadmaw (dreadmaw) {violation.message} (rule 702.19b)" in page


def test_21_3_the_solver_takes_more_than_two_players() -> None:
    scenario = redzone.load(ROOT / "examples/commander-damage-free-for-all.yaml")
    assert len(scenario.board.players) == 3
    assert redzone.best_blocks(scenario).exact
    assert redzone.best_attack(scenario).exact
    pages = _all_pages()
    assert "refuses more than two players" not in pages
    assert "The solver takes multiplayer boards" in pages


def test_21_4_banding_damage_choices_are_modelled() -> None:
    band = redzone.loads("""
players: {Alice: {}, Bob: {}}
battlefield:
  Alice: [{id: wurm, power: 5, toughness: 5, keywords: [trample]}]
  Bob: [{id: squire, power: 1, toughness: 1, keywords: [banding]}, {id: bear, power: 2,
         toughness: 2}]
combat: {attacks: {wurm: Bob}, blocks: {squire: wurm, bear: wurm}}
""")
    said = [e for s in redzone.resolve(band).steps for e in s.events if e.type == "assigns_for"]
    assert [(e.player, e.rule) for e in said] == [("Bob", "702.22j")]
    pages = _all_pages()
    assert "Not modelled yet" not in pages
    assert "702.22j" in _text("rules-cr-current.md")


def test_21_5_no_page_names_the_files_beside_the_repository() -> None:
    for page in PAGES:
        text = page.read_text()
        assert "shared/" not in text and "../shared" not in text, page.name


def test_21_6_suggestions_only_for_names_close_to_a_known_one() -> None:
    close = subprocess.run([str(BIN / "redzone"), "card", "grizly", "bears"], env=_env(),
                           capture_output=True, text=True)
    far = subprocess.run([str(BIN / "redzone"), "card", "qwertyuiop"], env=_env(),
                         capture_output=True, text=True)
    assert (close.returncode, far.returncode) == (2, 2)
    assert "did you mean 'Grizzly Bears'?" in close.stderr
    assert "did you mean" not in far.stderr
    pages = _all_pages()
    assert "unknown names come with" not in pages
    said = " ".join(_text("commands.md").split())
    assert "when a known one is close to it; a name with nothing close to it is named without" \
        " one" in said


def test_21_7_the_solver_gives_runners_up() -> None:
    solution = redzone.best_blocks(ROOT / "examples/vastwood-gorger.yaml")
    assert [alt["blocks"] for alt, _ in solution.alternatives] == [
        {"elves": ["gorger"]}, {"guardian": ["gorger"]}]
    assert "## Runners-up" in _text("solver.md")
    assert "Next best" in _text("getting-started.md", "solver.md")


def test_21_8_the_page_shows_the_verdict_then_the_picture_then_the_account_folded() -> None:
    page = (ROOT / "src/redzone/web/static/index.html").read_text()
    verdict, picture = page.index('id="verdict"'), page.index('id="picture"')
    account = page.index('<details id="account"')
    assert verdict < picture < account
    web = " ".join(_text("web.md").split())
    assert "says the verdict first" in web
    assert "then the picture" in web and "then the step-by-step account of `redzone resolve`" \
        " folded away" in web
    assert "beside" not in web


def test_every_field_of_the_format_is_documented() -> None:
    from redzone.scenario.schema import (
        ActivationIn,
        CombatIn,
        DiceIn,
        DiceTableIn,
        PermanentIn,
        PlayerIn,
        ScenarioIn,
    )

    reference = _text("scenario-format.md", "rules-dice.md")
    for model in (ScenarioIn, PlayerIn, PermanentIn, CombatIn, DiceIn, DiceTableIn):
        for name, field in model.model_fields.items():
            assert f"`{field.alias or name}`" in reference, f"{model.__name__}.{name}"
    activations = _text("abilities.md")
    for name in ActivationIn.model_fields:
        assert f"`{name}`" in activations, f"ActivationIn.{name}"


def test_the_triggered_keywords_listed_are_keywords() -> None:
    rows = re.findall(r"^\| `([a-z ]+(?: N)?)` \| (702\.\d+) \|", _text("abilities.md"), re.M)
    assert len(rows) == 20
    keywords = [k.replace(" N", " 2") for k, _ in rows]
    board = {"players": {"Alice": {}, "Bob": {}},
             "battlefield": {"Alice": [{"id": "x", "power": 1, "toughness": 1,
                                        "keywords": keywords}]}}
    redzone.from_dict(board)  # a keyword redzone doesn't know exits 2
