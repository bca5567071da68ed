"""`redzone compare`: one board under cr-current, cr-m10 and cr-6e, the differences side by side
with the events (and rules) behind them; options an edition lacks are left out, and said so."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import redzone
from clirun import run_cli
from redzone.analysis.compare import compare
from redzone.rules import editions
from test_sixth import GORGER, LIFELINK_TOO_LATE, SACRIFICE_AFTER_DAMAGE

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def diffs(text: str) -> dict[tuple[str, str], dict[str, Any]]:
    found = compare(redzone.loads(text))
    return {(d.subject, d.field): dict(d.values) for d in found.differences}


def test_the_editions_are_the_cr_rule_sets() -> None:
    assert [e.name for e in editions()] == ["cr-current", "cr-m10", "cr-6e"]


def test_lifelink_too_late_in_2008() -> None:
    found = compare(redzone.loads(LIFELINK_TOO_LATE))
    values = {(d.subject, d.field): dict(d.values) for d in found.differences}
    assert values == {
        ("Bob", "life"): {"cr-current": 3, "cr-m10": 3, "cr-6e": 0},
        ("Bob", "lost"): {"cr-current": False, "cr-m10": False, "cr-6e": True},
    }
    why = {r: [(e.type, e.rule) for e in events]
           for r, events in found.differences[0].why.items()}
    assert why == {"cr-current": [("life_gain", "702.15b")], "cr-m10": [("life_gain", "702.15b")],
                   "cr-6e": [("lost", "420.5a"), ("triggered", "502.68a")]}


def test_an_edition_that_refuses_the_assignment_is_a_difference() -> None:
    text = GORGER.format(p=3, t=6) + "  assign: {gorger: {guardian: 4, elves: 1}}\n"
    found = compare(redzone.loads(text))
    legal = found.differences[0]
    assert (legal.subject, legal.field) == ("", "legal")
    assert dict(legal.values) == {"cr-current": True, "cr-m10": False, "cr-6e": True}
    (m10,) = [o for o in found.outcomes if o.rules == "cr-m10"]
    assert [(v.rule, v.subject) for v in m10.violations] == [("510.1c", "gorger")]
    # The two legal editions agree: the Elves die, the Guardian doesn't.
    assert len(found.differences) == 1


def test_options_an_edition_lacks_are_ignored_and_said_so() -> None:
    text = GORGER.format(p=0, t=3) + "  order: {gorger: [elves, guardian]}\n"
    found = compare(redzone.loads(text))
    ignored = {o.rules: o.ignored for o in found.outcomes}
    assert [len(ignored[e.name]) for e in editions()] == [1, 0, 1]
    assert ignored["cr-6e"][0].startswith("combat.order")
    # The order puts the Elves first: 1 to them, 4 to the Guardian under cr-m10 only; the
    # default elsewhere gives the Guardian 3 and the Elves 2. Both blockers die everywhere.
    m10 = next(o for o in found.outcomes if o.rules == "cr-m10")
    assert m10.result is not None
    assert dict(m10.result.steps[0].assignments["gorger"]) == {"elves": 1, "guardian": 4}
    assert [(d.subject, d.field) for d in found.differences] == [("guardian", "damage"),
                                                                  ("elves", "damage")]


def test_mogg_fanatic_after_damage_is_on_the_stack() -> None:
    found = diffs("rules: cr-6e\n" + SACRIFICE_AFTER_DAMAGE)
    assert found == {
        ("hawk", "zone"): {"cr-current": "battlefield", "cr-m10": "battlefield",
                           "cr-6e": "graveyard"},
        ("hawk", "damage"): {"cr-current": 0, "cr-m10": 0, "cr-6e": 1},
        ("fanatic", "damage"): {"cr-current": 2, "cr-m10": 2, "cr-6e": 0},
    }


def test_a_plain_board_is_the_same_everywhere() -> None:
    found = compare(redzone.load(EXAMPLES / "vastwood-gorger.yaml"))
    assert found.differences == ()
    assert all(o.result is not None and not o.ignored for o in found.outcomes)


def test_cli_text_and_json(tmp_path: Path) -> None:
    path = tmp_path / "lifelink.yaml"
    path.write_text(LIFELINK_TOO_LATE)
    code, out, _ = run_cli("compare", str(path))
    assert code == 0
    assert "Editions compared: cr-current, cr-m10, cr-6e" in out
    assert "Bob loses the game: 0 or less life (420.5a)" in out
    assert "Bob gains 3 life (lifelink of Rhox War Monk (monk)) (702.15b)" in out
    code, out, _ = run_cli("compare", str(path), "--json")
    data = json.loads(out)
    assert data["editions"] == ["cr-current", "cr-m10", "cr-6e"]
    assert data["differences"][0]["values"] == {"cr-current": 3, "cr-m10": 3, "cr-6e": 0}
    assert data["outcomes"]["cr-6e"]["result"]["players"]["Bob"]["lost"] is True
    code, out, _ = run_cli("compare", str(EXAMPLES / "vastwood-gorger.yaml"))
    assert (code, "The outcome is the same under every edition." in out) == (0, True)


def test_cli_reports_illegal_editions_and_bad_files(tmp_path: Path) -> None:
    path = tmp_path / "growth.yaml"
    path.write_text(GORGER.format(p=3, t=6) + "  assign: {gorger: {guardian: 4, elves: 1}}\n")
    code, out, _ = run_cli("compare", str(path))
    assert code == 0
    assert "cr-m10: illegal:" in out and "(rule 510.1c)" in out
    data = json.loads(run_cli("compare", str(path), "--json")[1])
    assert data["outcomes"]["cr-m10"] == {"legal": False, "violations": [
        {"rule": "510.1c", "subject": "gorger", "message": data["outcomes"]["cr-m10"]
         ["violations"][0]["message"]}]}
    bad = tmp_path / "bad.yaml"
    bad.write_text(LIFELINK_TOO_LATE + "  after_assignment: [{pump: nobody, power: 1}]\n")
    code, _, err = run_cli("compare", str(bad))
    assert code == 2
    assert "combat.after_assignment[0].pump" in err


def test_a_variant_board_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "dice.yaml"
    path.write_text("rules: dice\n" + LIFELINK_TOO_LATE)
    code, _, err = run_cli("compare", str(path))
    assert code == 2
    assert "rules: 'dice' is not an edition of the Comprehensive Rules" in err


def test_why_names_the_damage_assignment_that_differs() -> None:
    """The default policy assigns lethal damage by each edition's rule: with deathtouch 1 is
    lethal under cr-current and cr-m10 (702.2c), not under cr-6e, where the Hydra puts all 4
    on the Ogre and nothing tramples over to Bob. The difference names that assignment."""
    code, out, _ = run_cli("compare", "--json", "examples/deathtouch-trample.yaml")
    assert code == 0
    ogre = next(d for d in json.loads(out)["differences"]
                if (d["subject"], d["field"]) == ("ogre", "damage"))
    assert ogre["assigned"]["cr-6e"] == {"hydra": {"ogre": 4, "centaur": 1}}
    assert ogre["assigned"]["cr-current"] == {"hydra": {"ogre": 1, "centaur": 1, "Bob": 3}}
    code, out, _ = run_cli("compare", "examples/deathtouch-trample.yaml")
    assert "cr-6e: Deathtouch Hydra (hydra) assigns 4 to Big Ogre (ogre), 1 to Centaur " in out
