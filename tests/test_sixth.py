"""cr-6e: combat damage on the stack (310), triggered lifelink and deathtouch (502.68, 502.63),
trample counting only toughness (502.9d). Every board runs under cr-current, cr-m10 and cr-6e,
with the outcome expected under each."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from clirun import run_cli

EDITIONS = ("cr-current", "cr-m10", "cr-6e")


def board(text: str, rules: str) -> redzone.Scenario:
    return redzone.loads(f"rules: {rules}\n{text}")


def outcome(text: str, rules: str) -> dict[str, Any]:
    """Zones, damage and life after combat, and the (type, rule) of every event."""
    result = redzone.resolve(board(text, rules))
    return {
        "zones": {p: s.zone for p, s in result.permanents.items()},
        "damage": {p: s.damage for p, s in result.permanents.items()},
        "life": {n: (p.life, p.lost) for n, p in result.players.items()},
        "events": [(e.type, e.rule) for e in result.events],
        "result": result,
    }


def refused(text: str, rules: str) -> redzone.ScenarioError:
    with pytest.raises(redzone.ScenarioError) as caught:
        redzone.resolve(board(text, rules))
    return caught.value


# --- Mogg Fanatic: 310.4 ruling 1, 310.4a-c ---------------------------------------------------

FANATIC = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: hawk, name: Squadron Hawk, power: 1, toughness: 1, keywords: [flying]}
    - {id: piker, name: Goblin Piker, power: 2, toughness: 1}
  Bob:
    - {id: fanatic, name: Mogg Fanatic, power: 1, toughness: 1}
combat:
  attacks: {hawk: Bob, piker: Bob}
  blocks: {fanatic: piker}
"""
SACRIFICE_AFTER_DAMAGE = FANATIC + """\
  after_assignment:
    - {sacrifice: fanatic}
    - {damage: hawk, amount: 1, source: fanatic}
"""


def test_310_4_mogg_fanatic_deals_combat_damage_and_is_sacrificed() -> None:
    # 2008: with its damage on the stack, the Fanatic is sacrificed to ping the Hawk. Its 1
    # combat damage still kills the Piker (310.4a-b), the Piker's 2 to it isn't dealt (310.4c),
    # and the Hawk's 1 to Bob is dealt though the Hawk is gone.
    got = outcome(SACRIFICE_AFTER_DAMAGE, "cr-6e")
    assert got["zones"] == {"hawk": "graveyard", "piker": "graveyard", "fanatic": "graveyard"}
    assert got["damage"] == {"hawk": 1, "piker": 1, "fanatic": 0}
    assert got["life"] == {"Alice": (20, False), "Bob": (19, False)}
    assert ("sacrificed", "310.1") in got["events"]
    assert ("not_dealt", "310.4c") in got["events"]
    damage = [(e.source, e.target, e.rule) for e in got["result"].events if e.type == "damage"]
    assert damage == [("fanatic", "hawk", "310.1"), ("hawk", "Bob", "310.4a"),
                      ("fanatic", "piker", "310.4a")]


@pytest.mark.parametrize("rules", ["cr-current", "cr-m10"])
def test_510_2_no_window_after_assignment_in_later_editions(rules: str) -> None:
    err = refused(SACRIFICE_AFTER_DAMAGE, rules)
    assert err.path == "combat.after_assignment"
    assert "510.2" in err.message


@pytest.mark.parametrize("rules", EDITIONS)
def test_fanatic_sacrificed_before_damage_is_the_same_in_every_edition(rules: str) -> None:
    # The seed's modern example: sacrificed during the declare blockers step, the Fanatic
    # leaves combat; the Piker stays blocked and deals no damage (510.1c, 310.2c).
    got = outcome(FANATIC + "  removed: [fanatic, hawk]\n", rules)
    assert set(got["zones"].values()) == {"battlefield"}
    assert got["life"]["Bob"] == (20, False)
    shown = [e for e in got["events"] if e[0] != "damage_on_stack"]
    assert shown == [("no_damage", "310.2c" if rules == "cr-6e" else "510.1c")]


@pytest.mark.parametrize("rules", EDITIONS)
def test_fanatic_left_alone_trades_with_the_piker(rules: str) -> None:
    got = outcome(FANATIC, rules)
    assert got["zones"] == {"hawk": "battlefield", "piker": "graveyard", "fanatic": "graveyard"}
    assert got["life"]["Bob"] == (19, False)
    lethal = "420.5c" if rules == "cr-6e" else "704.5g"
    assert got["events"].count(("destroyed", lethal)) == 2


# --- Giant Growth on a blocker ----------------------------------------------------------------

GORGER = """
players: {{Alice: {{}}, Bob: {{}}}}
battlefield:
  Alice: [{{id: gorger, name: Vastwood Gorger, power: 5, toughness: 6}}]
  Bob:
    - {{id: guardian, name: Pride Guardian, power: {p}, toughness: {t}}}
    - {{id: elves, name: Llanowar Elves, power: 1, toughness: 1}}
combat:
  attacks: {{gorger: Bob}}
  blocks: {{guardian: gorger, elves: gorger}}
"""


@pytest.mark.parametrize(("rules", "legal"), [
    ("cr-current", [0, 1, 2, 3, 4, 5]), ("cr-m10", [5]), ("cr-6e", [0, 1, 2, 3, 4, 5])])
def test_giant_growth_before_damage_binds_only_under_the_order(rules: str,
                                                               legal: list[int]) -> None:
    # Giant Growth in the declare blockers step makes the Guardian 3/6. Under the damage
    # assignment order (old 510.1c) the Gorger must give it all 5; in 2008 (310.2c) and
    # today it divides its damage freely.
    text = GORGER.format(p=3, t=6)
    splits = [g for g in range(6) if not redzone.check(board(
        text + f"  assign: {{gorger: {{guardian: {g}, elves: {5 - g}}}}}\n", rules))]
    assert splits == legal


GROWTH_ON_THE_STACK = GORGER.format(p=0, t=3) + """\
  after_assignment: [{pump: guardian, power: 3, toughness: 3}]
"""


def test_310_4a_giant_growth_after_assignment_saves_the_guardian_but_adds_no_damage() -> None:
    # The Gorger assigned 3 (lethal then) to the Guardian and 2 to the Elves; Giant Growth
    # makes the Guardian 3/6, which survives. It assigned no damage at power 0, and the new
    # power changes nothing (310.4a).
    got = outcome(GROWTH_ON_THE_STACK, "cr-6e")
    result = got["result"]
    assert result.steps[0].assignments == {"gorger": {"guardian": 3, "elves": 2},
                                           "elves": {"gorger": 1}}
    assert got["zones"] == {"gorger": "battlefield", "guardian": "battlefield",
                            "elves": "graveyard"}
    assert got["damage"] == {"gorger": 1, "guardian": 3, "elves": 2}
    assert (result.permanents["guardian"].power, result.permanents["guardian"].toughness) == (3, 6)
    assert ("no_damage", "310.2a") in got["events"]
    assert ("pumped", "310.1") in got["events"]


@pytest.mark.parametrize("rules", ["cr-current", "cr-m10"])
def test_giant_growth_after_assignment_is_refused_later(rules: str) -> None:
    assert "510.2" in refused(GROWTH_ON_THE_STACK, rules).message


# --- the other actions ------------------------------------------------------------------------

DUEL = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice: [{id: bear, name: Grizzly Bears, power: 2, toughness: 2, keywords: [lifelink]}]
  Bob: [{id: ox, name: Armored Ox, power: 3, toughness: 3}]
combat:
  attacks: {bear: Bob}
  blocks: {ox: bear}
"""


@pytest.mark.parametrize(("action", "zones", "damage", "alice"), [
    ("{bounce: bear}", {"bear": "hand", "ox": "battlefield"}, {"bear": 0, "ox": 2}, 20),
    ("{exile: bear}", {"bear": "exile", "ox": "battlefield"}, {"bear": 0, "ox": 2}, 20),
    ("{regenerate: bear}", {"bear": "battlefield", "ox": "battlefield"}, {"bear": 0, "ox": 2},
     22),
    ("{prevent: bear, amount: 3}", {"bear": "battlefield", "ox": "battlefield"},
     {"bear": 0, "ox": 2}, 22),
    ("{pump: bear, power: -2, toughness: 2}", {"bear": "battlefield", "ox": "battlefield"},
     {"bear": 3, "ox": 2}, 22),
    ("{pump: ox, toughness: -1}", {"bear": "graveyard", "ox": "graveyard"},
     {"bear": 3, "ox": 2}, 22),
])
def test_310_1_actions_while_damage_is_on_the_stack(action: str, zones: dict[str, str],
                                                     damage: dict[str, int], alice: int) -> None:
    # The bear's 2 is dealt whatever happens to it (310.4a); damage to a bear that left isn't
    # (310.4c); its lifelink triggers only if it is still in play when the damage is dealt.
    got = outcome(DUEL + f"  after_assignment: [{action}]\n", "cr-6e")
    assert got["zones"] == zones
    assert got["damage"] == damage
    assert got["life"]["Alice"] == (alice, False)


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_duel_without_actions(rules: str) -> None:
    got = outcome(DUEL, rules)
    assert got["zones"] == {"bear": "graveyard", "ox": "battlefield"}
    assert got["life"]["Alice"] == (22, False)
    gain = "502.68a" if rules == "cr-6e" else "702.15b"
    assert ("life_gain", gain) in got["events"]


# --- lifelink (502.68) ------------------------------------------------------------------------

LIFELINK_TOO_LATE = """
players: {Alice: {}, Bob: {life: 3}}
battlefield:
  Alice:
    - {id: ogre, name: Gray Ogre, power: 3, toughness: 3}
    - {id: giant, name: Hill Giant, power: 3, toughness: 3}
  Bob: [{id: monk, name: Rhox War Monk, power: 3, toughness: 4, keywords: [lifelink]}]
combat:
  attacks: {ogre: Bob, giant: Bob}
  blocks: {monk: giant}
"""


@pytest.mark.parametrize(("rules", "bob"), [
    ("cr-current", (3, False)), ("cr-m10", (3, False)), ("cr-6e", (0, True))])
def test_502_68a_a_player_at_0_life_loses_before_lifelink_resolves(
        rules: str, bob: tuple[int, bool]) -> None:
    # Since M10, the Monk's lifelink gains Bob 3 as the Ogre's 3 is dealt (702.15b). In 2008
    # it is a trigger: Bob at 0 loses (420.5a) before it can go on the stack and resolve.
    got = outcome(LIFELINK_TOO_LATE, rules)
    assert got["life"]["Bob"] == bob
    assert got["zones"] == {"ogre": "battlefield", "giant": "graveyard", "monk": "battlefield"}
    if rules == "cr-6e":
        assert got["events"][-3:] == [("lost", "420.5a"), ("destroyed", "420.5c"),
                                      ("triggered", "502.68a")]
        assert not any(kind == "life_gain" for kind, _ in got["events"])
    else:
        assert ("life_gain", "702.15b") in got["events"]


DOUBLE_LIFELINK = """
players: {Alice: {life: 10}, Bob: {}}
battlefield:
  Alice: [{id: angel, name: Serra Angel, power: 4, toughness: 4,
           keywords: [flying, lifelink, lifelink]}]
combat: {attacks: {angel: Bob}}
"""


@pytest.mark.parametrize(("rules", "alice"), [("cr-current", 14), ("cr-m10", 14), ("cr-6e", 18)])
def test_502_68b_each_instance_of_lifelink_triggers(rules: str, alice: int) -> None:
    # Two instances are redundant since M10 (702.15f); in 2008 each triggers (502.68b).
    got = outcome(DOUBLE_LIFELINK, rules)
    assert got["life"] == {"Alice": (alice, False), "Bob": (16, False)}
    gains = [e for e in got["result"].events if e.type == "life_gain"]
    assert [e.amount for e in gains] == ([4, 4] if rules == "cr-6e" else [4])


# --- deathtouch (502.63) and trample (502.9) ----------------------------------------------------

DEATHTOUCH_TRAMPLE = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice: [{id: hydra, name: Thornweald Archer, power: 4, toughness: 4,
           keywords: [deathtouch, trample]}]
  Bob: [{id: wall, name: Wall of Wood, power: 0, toughness: 3}]
combat:
  attacks: {hydra: Bob}
  blocks: {wall: hydra}
"""


@pytest.mark.parametrize(("rules", "split", "bob"), [
    ("cr-current", {"wall": 1, "Bob": 3}, 17), ("cr-m10", {"wall": 1, "Bob": 3}, 17),
    ("cr-6e", {"wall": 3, "Bob": 1}, 19)])
def test_502_9d_trample_counts_only_toughness(rules: str, split: dict[str, int],
                                              bob: int) -> None:
    # Deathtouch makes 1 damage lethal for trample since M10 (702.2c); in 2008 the trampler
    # must assign the wall's toughness (502.9b, 502.9d). Either way the wall is destroyed.
    got = outcome(DEATHTOUCH_TRAMPLE, rules)
    assert dict(got["result"].steps[0].assignments["hydra"]) == split
    assert got["life"]["Bob"] == (bob, False)
    assert got["zones"]["wall"] == "graveyard"
    why = {"cr-6e": ("destroyed", "420.5c")}.get(rules, ("destroyed", "704.5h"))
    assert why in got["events"]


@pytest.mark.parametrize(("rules", "violations"), [
    ("cr-current", []), ("cr-m10", []), ("cr-6e", [("502.9b", "hydra")])])
def test_502_9b_one_to_the_wall_is_short_in_2008(rules: str,
                                                 violations: list[tuple[str, str]]) -> None:
    text = DEATHTOUCH_TRAMPLE + "  assign: {hydra: {wall: 1, Bob: 3}}\n"
    assert [(v.rule, v.subject) for v in redzone.check(board(text, rules))] == violations


REGENERATOR = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice: [{id: snake, name: Moss Viper, power: 3, toughness: 3, keywords: [deathtouch]}]
  Bob: [{id: boa, name: River Boa, power: 2, toughness: 2, regenerate: 1}]
combat:
  attacks: {snake: Bob}
  blocks: {boa: snake}
"""


@pytest.mark.parametrize(("rules", "boa"), [
    ("cr-current", "battlefield"), ("cr-m10", "battlefield"), ("cr-6e", "graveyard")])
def test_502_63a_deathtouch_destroys_again_after_regeneration(rules: str, boa: str) -> None:
    # Today lethal damage and deathtouch destroy the Boa in one state-based action, which one
    # shield replaces. In 2008 the shield is spent on lethal damage (420.5c), then the
    # deathtouch trigger destroys it (502.63a).
    got = outcome(REGENERATOR, rules)
    assert got["zones"]["boa"] == boa
    assert ("regenerated", "701.19") in got["events"]
    if rules == "cr-6e":
        assert got["events"][-2:] == [("triggered", "502.63a"), ("destroyed", "502.63a")]


def test_502_63b_each_instance_of_deathtouch_triggers() -> None:
    text = REGENERATOR.replace("[deathtouch]", "[deathtouch, deathtouch]").replace(
        "regenerate: 1", "regenerate: 2")
    got = outcome(text, "cr-6e")
    assert got["events"].count(("triggered", "502.63a")) == 2
    assert got["events"].count(("regenerated", "701.19")) == 2
    assert got["zones"]["boa"] == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_deathtouch_kills_a_big_blocker_in_every_edition(rules: str) -> None:
    text = REGENERATOR.replace("power: 2, toughness: 2, regenerate: 1", "power: 5, toughness: 5")
    got = outcome(text, rules)
    assert got["zones"] == {"snake": "graveyard", "boa": "graveyard"}
    rule = "502.63a" if rules == "cr-6e" else "704.5h"
    assert ("destroyed", rule) in got["events"]


# --- 310.2a and 310.5 -----------------------------------------------------------------------

@pytest.mark.parametrize("rules", EDITIONS)
def test_310_2a_power_below_0_assigns_no_damage(rules: str) -> None:
    text = DUEL.replace("power: 3, toughness: 3", "power: -1, toughness: 3")
    got = outcome(text, rules)
    assert got["damage"] == {"bear": 0, "ox": 2}
    assert ("no_damage", "310.2a" if rules == "cr-6e" else "510.1a") in got["events"]


FIRST_STRIKER_AT_0 = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice: [{id: squire, name: Youthful Knight, power: 0, toughness: 2,
           keywords: [first strike]}]
  Bob: [{id: goblin, name: Goblin Piker, power: 2, toughness: 2}]
combat:
  attacks: {squire: Bob}
  blocks: {goblin: squire}
  after_assignment:
    - {pump: squire, power: 3, toughness: 0, step: first-strike combat damage}
"""


def test_310_5_a_first_striker_that_assigned_nothing_assigns_in_the_second_step() -> None:
    # At power 0 the Knight assigns nothing in the first-strike step (310.2a); pumped to 3/2
    # meanwhile, it "didn't assign combat damage in the first step", so it assigns in the
    # second (310.5) and trades with the Piker. Today it had first strike as the first step
    # began, and would not (510.4).
    result = outcome(FIRST_STRIKER_AT_0, "cr-6e")["result"]
    assert [dict(s.assignments) for s in result.steps] == [
        {}, {"squire": {"goblin": 3}, "goblin": {"squire": 2}}]
    assert {p: s.zone for p, s in result.permanents.items()} == {"squire": "graveyard",
                                                                 "goblin": "graveyard"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_double_strike_deals_damage_in_both_steps(rules: str) -> None:
    text = DUEL.replace("keywords: [lifelink]", "keywords: [double strike]").replace(
        "power: 3, toughness: 3", "power: 1, toughness: 5")
    result = outcome(text, rules)["result"]
    assert [dict(s.assignments) for s in result.steps] == [
        {"bear": {"ox": 2}}, {"bear": {"ox": 2}, "ox": {"bear": 1}}]


# --- the vocabulary and its errors ------------------------------------------------------------

@pytest.mark.parametrize(("actions", "path", "words"), [
    ("[{sacrifise: fanatic}]", "combat.after_assignment[0]", "did you mean 'sacrifice'"),
    ("[{sacrifice: fanatic, bounce: fanatic}]", "combat.after_assignment[0]", "two actions"),
    ("[{sacrifice: ghost}]", "combat.after_assignment[0].sacrifice", "no permanent 'ghost'"),
    ("[{prevent: fanatic}]", "combat.after_assignment[0].amount", "required"),
    ("[{prevent: fanatic, amount: 0}]", "combat.after_assignment[0].amount", "at least 1"),
    ("[{pump: fanatic}]", "combat.after_assignment[0]", "power or toughness"),
    ("[{pump: fanatic, power: '3'}]", "combat.after_assignment[0].power", "whole number"),
    ("[{exile: fanatic, amount: 2}]", "combat.after_assignment[0]", "unknown field 'amount'"),
    ("[{damage: Bob, amount: 1}]", "combat.after_assignment[0].source", "required"),
    ("[{exile: fanatic, step: first}]", "combat.after_assignment[0].step", "must be"),
    ("[{exile: 3}]", "combat.after_assignment[0].exile", "permanent id"),
    ("[sacrifice]", "combat.after_assignment[0]", "dictionary"),
])
def test_bad_actions_are_refused_with_their_path(actions: str, path: str, words: str) -> None:
    with pytest.raises(redzone.ScenarioError) as caught:
        board(FANATIC + f"  after_assignment: {actions}\n", "cr-6e")
    assert caught.value.path == path
    assert words in caught.value.message


def test_an_action_on_a_permanent_already_gone_is_refused() -> None:
    text = FANATIC + "  after_assignment: [{sacrifice: fanatic}, {bounce: fanatic}]\n"
    err = refused(text, "cr-6e")
    assert err.path == "combat.after_assignment[1]"
    assert "graveyard" in err.message


def test_a_first_strike_step_that_does_not_happen_is_refused() -> None:
    text = FANATIC + "  after_assignment: [{exile: hawk, step: first-strike combat damage}]\n"
    err = refused(text, "cr-6e")
    assert (err.path, "310.5" in err.message) == ("combat.after_assignment[0].step", True)


def test_310_2c_no_damage_assignment_order_in_2008() -> None:
    err = refused(GORGER.format(p=0, t=3) + "  order: {gorger: [elves, guardian]}\n", "cr-6e")
    assert err.path == "combat.order"
    assert "310.2c" in err.message


def test_cli_speaks_2008_rule_numbers_and_refuses_bad_actions(tmp_path: Any) -> None:
    good = tmp_path / "fanatic.yaml"
    good.write_text("rules: cr-6e\n" + SACRIFICE_AFTER_DAMAGE)
    code, out, _ = run_cli("resolve", str(good))
    assert code == 0
    assert "Combat damage step (310)" in out
    assert "isn't dealt: it has left play (graveyard) (310.4c)" in out
    bad = tmp_path / "bad.yaml"
    bad.write_text("rules: cr-6e\n" + FANATIC + "  after_assignment: [{bonce: hawk}]\n")
    code, _, err = run_cli("resolve", str(bad))
    assert code == 2
    assert "combat.after_assignment[0]" in err and "Traceback" not in err
