"""The `redzone` command: resolve (text and --json), check, and its error messages and exit
codes (0 success, 1 a check said no, 2 bad input)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from textwrap import dedent

import pytest

from clirun import run_cli
from redzone.rules import PLANNED

ROOT = Path(__file__).resolve().parents[1]
Write = Callable[..., str]
RULE = re.compile(r"\b\d{3}\.\d+[a-z]?\b")

LEGAL = """\
    players: {Alice: {life: 20}, Bob: {life: 20}}
    battlefield:
      Alice:
        - {id: gorger, name: Vastwood Gorger, power: 5, toughness: 6}
      Bob:
        - {id: guardian, name: Pride Guardian, power: 0, toughness: 3}
        - {id: elves, name: Llanowar Elves, power: 1, toughness: 1}
    combat:
      attacks: {gorger: Bob}
      blocks: {guardian: gorger, elves: gorger}
"""

FLYER_BLOCKED_ON_THE_GROUND = """\
    players: {Alice: {}, Bob: {}}
    battlefield:
      Alice: [{id: bird, power: 1, toughness: 1, keywords: [flying]}]
      Bob: [{id: bear, power: 2, toughness: 2}]
    combat: {attacks: {bird: Bob}, blocks: {bear: bird}}
"""

SHORT_ASSIGNMENT = """\
    players: {Alice: {}, Bob: {}}
    battlefield:
      Alice: [{id: brute, power: 4, toughness: 4}]
      Bob: [{id: bear, power: 2, toughness: 2}]
    combat:
      attacks: {brute: Bob}
      blocks: {bear: brute}
      assign: {brute: {bear: 3}}
"""

TRAMPLE_TOO_EARLY = """\
    players: {Alice: {}, Bob: {}}
    battlefield:
      Alice: [{id: brute, power: 4, toughness: 4, keywords: [trample]}]
      Bob: [{id: ox, power: 2, toughness: 3}]
    combat:
      attacks: {brute: Bob}
      blocks: {ox: brute}
      assign: {brute: {ox: 2, Bob: 2}}
"""


# --- resolve --------------------------------------------------------------------------

def test_resolve_explains_each_event_with_its_rule(scenario: Write) -> None:
    code, out, err = run_cli("resolve", scenario(LEGAL))
    assert (code, err) == (0, "")
    assert "cr-current" in out
    assert "(508.1)" in out  # attacks
    assert "(509.1)" in out  # blocks
    assert "(510.2)" in out  # damage
    assert "(704.5g)" in out  # destroyed
    assert "Pride Guardian" in out
    lines = [line for line in out.splitlines() if "deals 3 damage" in line]
    assert lines and all("(510.2)" in line for line in lines)


def test_resolve_the_example_file() -> None:
    code, out, err = run_cli("resolve", str(ROOT / "examples" / "vastwood-gorger.yaml"))
    assert (code, err) == (0, "")
    assert "704.5g" in out


def test_resolve_json_has_the_spec_keys_and_a_rule_on_every_event(scenario: Write) -> None:
    code, out, err = run_cli("resolve", scenario(LEGAL), "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert {"rules", "steps", "players", "permanents"} <= set(data)
    assert data["rules"] == "cr-current"
    assert [s["step"] for s in data["steps"]] == ["combat damage"]
    step = data["steps"][0]
    assert step["assignments"] == {"gorger": {"guardian": 3, "elves": 2},
                                   "elves": {"gorger": 1}}
    events = [e for s in data["steps"] for e in s["events"]] + data.get("declarations", [])
    assert events
    for event in events:
        assert set(event) >= {"type", "rule"}
        assert RULE.fullmatch(event["rule"]), event
    assert {"type": "damage", "source": "gorger", "target": "guardian", "amount": 3,
            "rule": "510.2"} in step["events"]
    assert {"type": "destroyed", "permanent": "guardian", "rule": "704.5g"} in step["events"]
    assert data["players"] == {"Alice": {"life": 20, "poison": 0, "lost": False},
                               "Bob": {"life": 20, "poison": 0, "lost": False}}
    assert set(data["permanents"]) == {"gorger", "guardian", "elves"}
    gorger = data["permanents"]["gorger"]
    assert {k: gorger[k] for k in ("zone", "damage", "counters", "power", "toughness",
                                   "loyalty", "defense")} == {
        "zone": "battlefield", "damage": 1, "counters": {}, "power": 5, "toughness": 6,
        "loyalty": None, "defense": None}
    assert data["permanents"]["guardian"]["zone"] == "graveyard"
    assert data["permanents"]["elves"]["zone"] == "graveyard"


def test_resolve_reads_json_files(scenario: Write) -> None:
    text = json.dumps({
        "players": {"Alice": {}, "Bob": {"life": 5}},
        "battlefield": {"Alice": [{"id": "bear", "power": 2, "toughness": 2}]},
        "combat": {"attacks": {"bear": "Bob"}},
    })
    code, out, err = run_cli("resolve", scenario(text, "s.json"), "--json")
    assert (code, err) == (0, "")
    assert json.loads(out)["players"]["Bob"]["life"] == 3


def test_resolve_illegal_declaration_exits_2_with_the_rule(scenario: Write) -> None:
    code, out, err = run_cli("resolve", scenario(FLYER_BLOCKED_ON_THE_GROUND))
    assert code == 2
    assert out == ""
    assert "702.9b" in err
    assert "bear" in err
    assert "Traceback" not in err


def test_resolve_illegal_assignment_exits_2_with_the_rule(scenario: Write) -> None:
    code, out, err = run_cli("resolve", scenario(SHORT_ASSIGNMENT))
    assert code == 2
    assert out == ""
    assert "510.1a" in err
    code, out, err = run_cli("resolve", scenario(TRAMPLE_TOO_EARLY, "t.yaml"), "--json")
    assert code == 2
    assert out == ""
    assert "702.19b" in err


def test_resolve_with_an_unknown_rule_set_exits_2(scenario: Write) -> None:
    code, out, err = run_cli("resolve", scenario(LEGAL), "--rules", "cr-1993")
    assert code == 2
    assert out == ""
    assert "cr-1993" in err
    assert "Traceback" not in err


@pytest.mark.skipif(not PLANNED, reason="every rule set of the format is implemented")
def test_resolve_with_a_planned_rule_set_exits_2_with_a_message(scenario: Write) -> None:
    name = PLANNED[-1]
    code, out, err = run_cli("resolve", scenario(LEGAL), "--rules", name)
    assert code == 2
    assert out == ""
    assert name in err
    assert "not implemented" in err


def test_unknown_rule_set_in_the_file_exits_2_with_a_suggestion(scenario: Write) -> None:
    code, _, err = run_cli("resolve", scenario("rules: cr-curent\n" + dedent(LEGAL)))
    assert code == 2
    assert "rules" in err
    assert "did you mean 'cr-current'" in err


def test_missing_file_exits_2(tmp_path: Path) -> None:
    missing = str(tmp_path / "nowhere.yaml")
    for command in ("resolve", "check"):
        code, out, err = run_cli(command, missing)
        assert code == 2, command
        assert out == ""
        assert "nowhere.yaml" in err
        assert "Traceback" not in err


def test_unknown_field_names_its_path_and_suggests(scenario: Write) -> None:
    code, out, err = run_cli("resolve", scenario(LEGAL.replace("power: 5", "powr: 5")))
    assert code == 2
    assert out == ""
    assert "battlefield.Alice[0]" in err
    assert "powr" in err
    assert "did you mean 'power'" in err


def test_unknown_combat_field_names_its_path_and_suggests(scenario: Write) -> None:
    code, _, err = run_cli("resolve", scenario(LEGAL.replace("blocks:", "block:")))
    assert code == 2
    assert "combat" in err
    assert "did you mean 'blocks'" in err


def test_bad_keyword_names_its_index_and_suggests(scenario: Write) -> None:
    text = LEGAL.replace("power: 5, toughness: 6}",
                         "power: 5, toughness: 6, keywords: [reach, tramble]}")
    code, out, err = run_cli("resolve", scenario(text))
    assert code == 2
    assert out == ""
    assert "battlefield.Alice[0].keywords[1]" in err
    assert "tramble" in err
    assert "did you mean 'trample'" in err


def test_wrong_type_names_its_path(scenario: Write) -> None:
    code, _, err = run_cli("resolve", scenario(LEGAL.replace("power: 0", "power: zero")))
    assert code == 2
    assert "battlefield.Bob[0].power" in err


def test_unknown_reference_names_its_path(scenario: Write) -> None:
    code, _, err = run_cli("resolve", scenario(LEGAL.replace("elves: gorger", "elves: gorgr")))
    assert code == 2
    assert "combat.blocks.elves" in err
    assert "did you mean 'gorger'" in err


# --- check ----------------------------------------------------------------------------

def test_check_legal_file_exits_0(scenario: Write) -> None:
    code, out, err = run_cli("check", scenario(LEGAL))
    assert (code, err) == (0, "")
    assert "Legal" in out


def test_check_illegal_declaration_exits_1_with_the_rule(scenario: Write) -> None:
    code, out, _ = run_cli("check", scenario(FLYER_BLOCKED_ON_THE_GROUND))
    assert code == 1
    assert "702.9b" in out
    assert "Illegal" in out


def test_check_illegal_assignment_exits_1_with_the_rule(scenario: Write) -> None:
    code, out, _ = run_cli("check", scenario(SHORT_ASSIGNMENT))
    assert code == 1
    assert "510.1a" in out
    code, out, _ = run_cli("check", scenario(TRAMPLE_TOO_EARLY, "t.yaml"))
    assert code == 1
    assert "702.19b" in out


def test_check_json_lists_the_violations(scenario: Write) -> None:
    code, out, _ = run_cli("check", scenario(FLYER_BLOCKED_ON_THE_GROUND), "--json")
    assert code == 1
    data = json.loads(out)
    assert data["legal"] is False
    assert [(v["rule"], v["subject"]) for v in data["violations"]] == [("702.9b", "bear")]
    code, out, _ = run_cli("check", scenario(LEGAL, "ok.yaml"), "--json")
    assert code == 0
    assert json.loads(out) == {"legal": True, "violations": [], "warnings": []}


def test_check_menace_blocked_by_one_exits_1(scenario: Write) -> None:
    code, out, _ = run_cli("check", scenario("""\
        players: {Alice: {}, Bob: {}}
        battlefield:
          Alice: [{id: rogue, power: 2, toughness: 2, keywords: [menace]}]
          Bob: [{id: bear, power: 2, toughness: 2}]
        combat: {attacks: {rogue: Bob}, blocks: {bear: rogue}}
    """))
    assert code == 1
    assert "702.111b" in out


def test_check_tapped_attacker_exits_1(scenario: Write) -> None:
    code, out, _ = run_cli("check", scenario("""\
        players: {Alice: {}, Bob: {}}
        battlefield:
          Alice: [{id: bear, power: 2, toughness: 2, tapped: true}]
        combat: {attacks: {bear: Bob}}
    """))
    assert code == 1
    assert "508.1a" in out


def test_check_malformed_file_exits_2_not_1(scenario: Write) -> None:
    code, out, err = run_cli("check", scenario(LEGAL.replace("power: 5", "power: -5, x: 1")))
    assert code == 2
    assert out == ""
    assert "battlefield.Alice[0]" in err


def test_check_with_an_unknown_rule_set_exits_2(scenario: Write) -> None:
    code, _, _ = run_cli("check", scenario(LEGAL), "--rules", "nonsense")
    assert code == 2
