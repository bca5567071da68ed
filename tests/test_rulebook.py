"""The rule summaries (render/rules.json, render/rulebook.py): every rule redzone cites has
one, each is a line of redzone's own words, and none copies the Comprehensive Rules."""

from __future__ import annotations

import fnmatch
import json
import re
import tomllib
from pathlib import Path

import pytest

import redzone
from redzone.core.errors import IllegalAction, RedzoneError
from redzone.render.rulebook import cited, summary
from redzone.rules import RULE_SETS
from redzone.rules.cr.sixth import CITES

ROOT = Path(__file__).parents[1]
SRC = ROOT / "src" / "redzone"
DATA = SRC / "render" / "rules.json"
REFERENCE = Path(__file__).parents[2] / "shared" / "reference"
SUMMARIES: dict[str, str] = json.loads(DATA.read_text(encoding="utf-8"))
EDITIONS = ("cr-6e", "cr-m10")  # rule sets whose old numbers mean something else today

# A rule as a string literal in the source: "510.2", '704.5m', "mtgpq:trample", "dice:hit".
LITERAL = re.compile(r"""["'](\d{3}(?:\.\d+[a-z]?)?|(?:mtgpq|dice):[a-z-]+)["']""")
NUMBERED = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ")


def literals(path: Path) -> set[str]:
    return set(LITERAL.findall(path.read_text(encoding="utf-8")))


def source_files() -> list[Path]:
    return sorted(p for p in SRC.rglob("*.py") if "static" not in p.parts)


def exact(rule: str) -> bool:
    """An entry for `rule` itself, today's or an edition's."""
    return rule in SUMMARIES or any(f"{e}:{rule}" in SUMMARIES for e in EDITIONS)


def test_the_scan_finds_the_rules() -> None:
    found = set().union(*(literals(p) for p in source_files()))
    assert {"510.2", "702.19b", "704.5m", "mtgpq:trample", "dice:hit", "502.68a"} <= found
    assert len(found) > 200


@pytest.mark.parametrize("path", source_files(), ids=lambda p: str(p.relative_to(SRC)))
def test_every_rule_cited_in_the_source_has_an_exact_summary(path: Path) -> None:
    missing = sorted(r for r in literals(path) if not exact(r))
    assert not missing, f"{path.relative_to(SRC)} cites rules with no summary: {missing}"


def test_the_sixth_edition_numbers_have_their_own_summaries() -> None:
    """cr-6e cites the combat damage step, trample and state-based actions by their 2008
    numbers (310, 420, 502), which today mean battles or nothing: each has a cr-6e entry."""
    old = set(CITES.values()) | {r for r in literals(SRC / "rules" / "cr" / "sixth.py")
                                 if r.split(".")[0] in {"310", "420", "502"}}
    assert {f"cr-6e:{r}" for r in old} <= set(SUMMARIES)
    for rule in old:
        assert summary(rule, "cr-6e") == SUMMARIES[f"cr-6e:{rule}"]


def test_the_m10_numbers_have_their_own_summaries() -> None:
    """cr-m10 cites 509.2-509.3 and 510.1c-d for the damage assignment order."""
    for rule in literals(SRC / "rules" / "cr" / "m10.py"):
        assert f"cr-m10:{rule}" in SUMMARIES, rule


def test_keys_are_rules_and_editions_are_rule_sets() -> None:
    assert list(SUMMARIES) == sorted(SUMMARIES)
    for key in SUMMARIES:
        prefix, _, rule = key.rpartition(":")
        assert prefix in ("", "mtgpq", "dice", *EDITIONS), key
        assert prefix in ("mtgpq", "dice") or re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", rule), key
    assert set(EDITIONS) | {"mtgpq", "dice"} <= set(RULE_SETS)


def _seen_on_example_boards() -> set[tuple[str, str]]:
    """(rule set, rule) of every event and violation of the example boards and the test
    boards that are files, each under its own rules, and of the golden results."""
    seen: set[tuple[str, str]] = set()
    boards = [*sorted((ROOT / "examples").rglob("*.yaml")), *sorted((ROOT / "tests" / "boards")
                                                                    .glob("*"))]
    for path in boards:
        scenario = redzone.load(path)
        name = scenario.rules.name
        try:
            result = redzone.resolve(scenario)
            seen |= {(result.rules, e.rule) for e in (*result.declarations, *result.events)}
        except IllegalAction as err:
            seen |= {(name, v.rule) for v in err.violations}
        except RedzoneError:
            pass
        seen |= {(name, v.rule) for v in redzone.check(scenario)}
    for path in sorted((ROOT / "tests" / "golden").glob("*.json")):
        golden = json.loads(path.read_text(encoding="utf-8"))
        name = golden.get("rules", "cr-current")
        seen |= {(name, r) for r in re.findall(r'"rule": "([^"]+)"', path.read_text("utf-8"))}
    return seen


def test_every_rule_seen_on_the_example_boards_has_a_summary() -> None:
    seen = _seen_on_example_boards()
    assert len(seen) > 40
    assert {rule_set for rule_set, _ in seen} >= {"cr-current", "mtgpq", "dice"}
    missing = sorted((s, r) for s, r in seen if summary(r, s) is None)
    assert not missing
    assert all(exact(r) for _, r in seen)


@pytest.mark.parametrize("rule", sorted(SUMMARIES))
def test_each_summary_is_one_short_line(rule: str) -> None:
    text = SUMMARIES[rule]
    assert text == text.strip() and text
    assert "\n" not in text and "\r" not in text
    assert len(text) <= 120, f"{len(text)} characters"
    assert not text.endswith("."), "no trailing period, as the others"


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", re.sub(r"['’]", "", text.lower()))


def _rule_texts(path: Path) -> dict[str, str]:
    """Each numbered rule's paragraph, with the lines (examples) up to the next rule."""
    texts: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        m = NUMBERED.match(line)
        if m:
            current = texts.setdefault(m.group(1), [])
        if current is not None:
            current.append(line)
    return {rule: " ".join(lines) for rule, lines in texts.items()}


def _shared_run(summary_text: str, rule_text: str, n: int = 6) -> str | None:
    words, theirs = _words(summary_text), _words(rule_text)
    runs = {tuple(theirs[i:i + n]) for i in range(len(theirs) - n + 1)}
    for i in range(len(words) - n + 1):
        if tuple(words[i:i + n]) in runs:
            return " ".join(words[i:i + n])
    return None


def test_no_summary_copies_the_comprehensive_rules() -> None:
    """No summary shares a run of 6 words with its rule's own text: the whole CR of
    2025-11-14, the 2026 combat excerpts redzone's current rules follow, and for cr-m10
    the 2024 text. The CR lives outside this repository (../shared/reference)."""
    full = REFERENCE / "cr-full-20251114.txt"
    if not full.exists():
        pytest.skip(f"the Comprehensive Rules text is not here ({full})")
    today = [_rule_texts(full)]
    if (REFERENCE / "cr-combat-current.txt").exists():
        today.append(_rule_texts(REFERENCE / "cr-combat-current.txt"))
    older = {"cr-m10": [_rule_texts(p) for p in [REFERENCE / "cr-combat-2023.txt"]
                        if p.exists()]}
    checked = 0
    copied = []
    for key, text in SUMMARIES.items():
        prefix, _, rule = key.rpartition(":")
        if prefix in ("mtgpq", "dice"):
            continue
        for texts in [*today, *older.get(prefix, [])]:
            if rule in texts:
                checked += 1
                run = _shared_run(text, texts[rule])
                if run:
                    copied.append(f"{key}: '{run}'")
    assert not copied
    assert checked > 150


def test_the_copy_check_bites() -> None:
    rule = "Damage dealt to a player by a source without infect causes that player to lose"
    assert _shared_run("A source without infect causes that player to lose life", rule)
    assert _shared_run("A player hit by a non-infect source loses that much life", rule) is None


def test_a_subrule_falls_back_to_its_rule() -> None:
    assert summary("702.19b") == SUMMARIES["702.19b"]
    assert summary("702.19z") == SUMMARIES["702.19"]
    assert summary("510.9") == SUMMARIES["510"]
    assert summary("509.1z") == SUMMARIES["509.1"]


def test_an_unknown_rule_has_none() -> None:
    assert summary("999.9z") is None
    assert summary("mtgpq:nothing") is None
    assert summary("dice:") is None
    assert summary("") is None


def test_an_edition_reads_its_own_numbers() -> None:
    # 310.1 is the 2008 combat damage step, today a battle rule redzone never cites
    assert summary("310.1") is None
    assert summary("310.4c") is None
    assert summary("502.68a") is None
    assert "stack" in (summary("310.1", "cr-6e") or "")
    assert summary("310.4b", "cr-6e") == SUMMARIES["cr-6e:310.4"]
    assert summary("310.9b", "cr-6e") == SUMMARIES["310.9b"]  # battles: today's numbers
    assert summary("702.19c", "cr-6e") == SUMMARIES["702.19c"]
    assert summary("509.2", "cr-m10") == SUMMARIES["cr-m10:509.2"]
    assert summary("510.1c", "cr-m10") == SUMMARIES["cr-m10:510.1c"]
    assert summary("510.1c", "cr-current") == summary("510.1c") == SUMMARIES["510.1c"]
    assert summary("mtgpq:trample", "mtgpq") == SUMMARIES["mtgpq:trample"]


def test_cited_keeps_the_order_of_first_citation() -> None:
    got = cited(["510.2", "702.19b", "510.2", "999.9", "mtgpq:trade", "702.19b"])
    assert got == [("510.2", SUMMARIES["510.2"]), ("702.19b", SUMMARIES["702.19b"]),
                   ("mtgpq:trade", SUMMARIES["mtgpq:trade"])]
    assert cited(["310.1", "310.1"], "cr-6e") == [("310.1", SUMMARIES["cr-6e:310.1"])]
    assert cited([]) == []


def test_the_summaries_are_package_data() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["redzone"]
    assert any(fnmatch.fnmatch("render/rules.json", p) for p in patterns)
