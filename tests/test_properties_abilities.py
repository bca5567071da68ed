"""Properties of combat with abilities, on random legal boards (hypothesis): the abilities'
machinery changes nothing where no ability applies, combat damage is conserved whatever the
abilities did before it, and the outcome doesn't depend on the order the board is listed in
(613.7d's timestamps order effects that commute, 7c's +N/+N)."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import redzone
from redzone import Zone
from redzone.analysis import best
from redzone.rules.cr import current, procedure, sba
from redzone.rules.cr.abilities import stack
from redzone.rules.cr.abilities.layers import refresh as original
from redzone.rules.cr.state import State
from test_properties import boards, creatures, resolve

EXAMPLES = settings(max_examples=120, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])

TRIGGERED = ("exalted", "flanking", "bushido 1", "rampage 1", "battle cry", "afflict 1",
             "melee", "training", "frenzy 1", "dethrone", "poisonous 1", "renown 1",
             "undying", "persist", "afterlife 1", "myriad")
ABILITIES: tuple[dict[str, Any], ...] = (
    {"trigger": "blocks", "effects": [{"pump": [1, 1]}]},
    {"trigger": "becomes blocked by a creature",
     "effects": [{"damage": 1, "to": "that creature"}]},
    {"trigger": "attacks", "effects": [{"pump": [1, 0], "to": "each other attacking creature"}]},
    {"trigger": "dies", "effects": [{"lose_life": 1, "player": "each opponent"}]},
    {"trigger": "deals combat damage to a player", "effects": [{"counters": {"+1/+1": 1}}]},
    {"trigger": "deals combat damage", "effects": [{"gain_life": 1}]},
    {"affects": {"other": True, "controller": "you"}, "pump": [0, 1]},
    {"affects": "it", "pump": [1, 0], "as_long_as": "it's attacking"},
    {"trigger": "leaves the battlefield", "effects": [{"damage": 1, "player": "each opponent"}]},
    {"trigger": "becomes tapped", "effects": [{"gain_life": 1, "for_each": {"attacking": True}}]},
    {"trigger": "a creature dies", "filter": {"dealt_damage_by_it": True},
     "effects": [{"counters": {"+1/+1": 1}}]},
    {"affects": {"other": True, "controller": "you"}, "grants": [
        {"trigger": "blocks", "effects": [{"pump": [0, 1]}]}]},
)
# Abilities that never apply: a lord of a creature type no one has, triggers whose
# intervening "if" (603.4) is false as they would trigger.
INERT: tuple[dict[str, Any], ...] = (
    {"affects": {"subtypes": ["Nobody"]}, "pump": [1, 1], "gains": ["flying"]},
    {"trigger": "beginning of combat", "if": {"life_at_most": 0}, "effects": [{"gain_life": 1}]},
    {"trigger": "attacks", "if": {"you_control": {"subtypes": ["Nobody"]}},
     "effects": [{"pump": [2, 2]}]},
    {"trigger": "blocks", "if": {"an_opponent_controls": {"subtypes": ["Nobody"]}},
     "effects": [{"pump": [0, 3]}]},
)


@st.composite
def boards_with_abilities(draw: st.DrawFn) -> dict[str, Any]:
    """A legal cr-current board whose creatures have triggered keywords and abilities."""
    data = draw(boards())
    for side in data["battlefield"].values():
        for perm in side:
            if perm.get("types", ["creature"]) != ["creature"]:
                continue
            perm["keywords"] = [*perm.get("keywords", ()),
                                *draw(st.lists(st.sampled_from(TRIGGERED), max_size=2))]
            perm["abilities"] = [copy.deepcopy(a) for a in draw(
                st.lists(st.sampled_from(ABILITIES), max_size=2))]
    return data


@EXAMPLES
@given(boards(), st.data())
def test_a_board_without_abilities_resolves_as_before(data: dict[str, Any],
                                                      more: st.DataObject) -> None:
    """Abilities that never apply send the combat through the abilities' machinery (the
    stack, the layers, the checks between triggers) and must change nothing in it."""
    inert = copy.deepcopy(data)
    for side in inert["battlefield"].values():
        for perm in side:
            perm["abilities"] = [copy.deepcopy(a)  # (YAML writes aliases for shared ones)
                                 for a in more.draw(st.lists(st.sampled_from(INERT),
                                                             max_size=2))]
    assert resolve(inert).to_json() == resolve(data).to_json()


@EXAMPLES
@given(boards_with_abilities())
def test_combat_damage_dealt_plus_prevented_equals_damage_assigned(
        data: dict[str, Any]) -> None:
    result = resolve(data)
    for step in result.steps:
        assigned = Counter({(d, r): n for d, split in step.assignments.items()
                            for r, n in split.items()})
        dealt: Counter[tuple[str | None, str | None]] = Counter()
        for e in step.events:
            if e.type in ("damage", "prevented") and e.note != "noncombat":
                assert e.amount is not None and e.amount > 0
                dealt[(e.source, e.target)] += e.amount
        assert dealt == assigned, step


@EXAMPLES
@given(st.data())
def test_listing_order_does_not_change_the_outcome(data: st.DataObject) -> None:
    """Listing order gives timestamps (613.7d), which order effects that commute here, and,
    by the documented default, the order of a player's simultaneous triggers (603.3b: the
    player's choice, which can matter: afflict ending the game before frenzy resolves). With
    that choice made in the file (`combat.triggers`), the outcome is the same."""
    board = data.draw(boards_with_abilities())
    board["combat"]["triggers"] = {player: sorted(p["id"] for p in side)
                                   for player, side in board["battlefield"].items()}
    shuffled = copy.deepcopy(board)
    controllers = data.draw(st.permutations(list(board["battlefield"])))
    shuffled["battlefield"] = {c: data.draw(st.permutations(board["battlefield"][c]))
                               for c in controllers}
    one, other = resolve(board), resolve(shuffled)
    assert one.to_json()["players"] == other.to_json()["players"]
    assert one.to_json()["permanents"] == other.to_json()["permanents"]


@EXAMPLES
@given(boards_with_abilities())
def test_no_state_based_action_is_left_undone(data: dict[str, Any]) -> None:
    """However abilities changed the board, combat ends in a state in which state-based
    actions were performed (704.3): no creature with toughness 0 or less or lethal damage,
    no +1/+1 and -1/-1 counters together, no player at 0 life still in the game."""
    result = resolve(data)
    sturdy = {p["id"] for side in data["battlefield"].values() for p in side
              if "indestructible" in p.get("keywords", ())}
    for pid, perm in result.permanents.items():
        if perm.zone != "battlefield" or perm.toughness is None:
            continue
        assert perm.toughness > 0, pid  # 704.5f
        assert pid in sturdy or perm.damage < perm.toughness, pid  # 704.5g
        assert not ({"+1/+1", "-1/-1"} <= set(perm.counters)), pid  # 704.5q
    for name, player in result.players.items():
        assert player.lost or (player.life > 0 and player.poison < 10), name


@contextmanager
def refreshes_checked() -> Iterator[list[int]]:
    """Every time the procedure brings continuous effects up to date (613.5), the values it
    gives (kept parts, effects added alone) equal those computed from nothing."""
    checked = [0]

    def refresh(state: State) -> bool:
        changed = original(state)
        twin = state.clone()
        twin.fresh, twin.totals, twin.statics = (), None, ((), [], frozenset(), False)
        original(twin)
        for pid, live in state.perms.items():
            if live.zone == Zone.BATTLEFIELD:
                other = twin.perms[pid]
                assert (live.perm.power, live.perm.toughness, live.flags) == (
                    other.perm.power, other.perm.toughness, other.flags), pid
        checked[0] += 1
        return changed

    modules = (stack, sba, procedure, current)
    try:
        for module in modules:
            module.refresh = refresh
        yield checked
    finally:
        for module in modules:
            module.refresh = original


@EXAMPLES
@given(boards_with_abilities())
def test_continuous_effects_kept_and_added_equal_them_computed_anew(
        data: dict[str, Any]) -> None:
    with refreshes_checked() as checked:
        resolve(data)
    assert checked[0] > 0


GANG_KEYWORDS = ("first strike", "double strike", "trample", "deathtouch", "lifelink",
                 "indestructible", "infect", "wither")


@st.composite
def gang_blocks(draw: st.DrawFn) -> dict[str, Any]:
    """One or two attacking creatures, each blocked by two to four creatures (many ways to
    assign damage), some with triggered keywords and abilities."""
    def creature(pid: str, power: int) -> dict[str, Any]:
        perm = draw(creatures(pid, not pid.startswith("a")))
        if draw(st.integers(0, 3)):  # mostly without what assigns apart (best._needs)
            perm.pop("prevent", None), perm.pop("regenerate", None)
            perm["keywords"] = [k for k in perm["keywords"] if k == "reach" or (
                k in GANG_KEYWORDS and draw(st.booleans()))]
        return {**perm, "power": max(power, perm["power"])}

    alice, bob, blocks = [], [], {}
    for a in range(draw(st.integers(1, 2))):
        alice.append(creature(f"a{a}", draw(st.integers(2, 9))))
        for b in range(draw(st.integers(2, 4))):
            bob.append(creature(f"b{a}{b}", 0))
            blocks[bob[-1]["id"]] = alice[-1]["id"]
    for perm in (*alice, *bob):
        perm["keywords"] += draw(st.lists(st.sampled_from(TRIGGERED), max_size=1))
        perm["abilities"] = [copy.deepcopy(a) for a in draw(
            st.lists(st.sampled_from(ABILITIES), max_size=1))]
    return {"players": {"Alice": {}, "Bob": {}}, "battlefield": {"Alice": alice, "Bob": bob},
            "combat": {"attacks": {p["id"]: "Bob" for p in alice}, "blocks": blocks}}


@EXAMPLES
@given(st.one_of(gang_blocks(), boards_with_abilities()))
def test_assignments_alike_are_tried_once_and_choose_as_when_all_are_tried(
        data: dict[str, Any]) -> None:
    """The best chooser tries one assignment of those alike in what they do (the same
    creatures dealt lethal damage, the same damage left on the others all told, the same
    to players: best._signature) and must choose as it does when it tries them all."""
    scenario = redzone.loads(yaml.safe_dump(data, sort_keys=False))
    merged = redzone.resolve(scenario, assign="best")
    with _every_assignment_tried():
        assert redzone.resolve(scenario, assign="best").to_json() == merged.to_json()


@contextmanager
def _every_assignment_tried() -> Iterator[None]:
    kept = best._needs
    best._needs = lambda rules, state: None
    try:
        yield
    finally:
        best._needs = kept
