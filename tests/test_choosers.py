"""Players' choices are passed in: the procedure asks the chooser it is given for every
decision the file leaves to a player (a damage assignment, 510.1; a cr-m10 damage assignment
order, 509.2; which damage a prevention shield meets first, 615.7 and 616.1), and keeps what
the file chose."""

from __future__ import annotations

from collections.abc import Mapping
from textwrap import dedent

import redzone
from redzone.analysis.default import DEFAULT, DefaultChooser
from redzone.core.result import EventType
from redzone.rules.cr.hooks import Assignment, Hooks
from redzone.rules.cr.state import State


def resolve(text: str, chooser: DefaultChooser) -> redzone.Result:
    scenario = redzone.loads(dedent(text))
    return scenario.rules.resolve(scenario.board, scenario.combat, chooser)


class AllOnTheLast(DefaultChooser):
    """Every undeclared creature puts all its damage on the last creature it may hit."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, tuple[str, ...]]] = []

    def damage_assignment(self, rules: Hooks, state: State, step: str,
                          dealers: Mapping[str, int], given: Assignment) -> Assignment:
        self.asked.append((step, tuple(dealers)))
        out: Assignment = {}
        for dealer, amount in dealers.items():
            targets = state.blockers.get(dealer) or state.blocking.get(dealer) or []
            if targets:
                out[dealer] = {targets[-1]: amount}
        return out


TWO_BLOCKERS = """
    players: {Alice: {}, Bob: {}}
    battlefield:
      Alice: [{id: wurm, power: 6, toughness: 6}, {id: elf, power: 1, toughness: 1}]
      Bob: [{id: wall, power: 0, toughness: 4}, {id: bear, power: 2, toughness: 2},
            {id: cub, power: 1, toughness: 1}]
    combat:
      attacks: {wurm: Bob, elf: Bob}
      blocks: {wall: wurm, bear: wurm, cub: elf}
      %s
"""


def test_the_chooser_divides_what_the_file_leaves_open_and_the_file_keeps_its_own() -> None:
    chooser = AllOnTheLast()
    result = resolve(TWO_BLOCKERS % "assign: {cub: {elf: 1}}", chooser)
    assignments = {c: dict(a) for c, a in result.steps[0].assignments.items()}
    assert assignments == {"wurm": {"bear": 6}, "elf": {"cub": 1}, "bear": {"wurm": 2},
                           "cub": {"elf": 1}}
    # asked once per player for the creatures without `assign` (power 0 assigns nothing)
    assert chooser.asked == [("combat damage", ("wurm", "elf")),
                             ("combat damage", ("bear",))]
    default = resolve(TWO_BLOCKERS % "", DEFAULT)
    assert dict(default.steps[0].assignments["wurm"]) == {"wall": 4, "bear": 2}


class BearFirst(DefaultChooser):
    def damage_assignment_order(self, rules: Hooks, state: State, creature: str,
                                candidates: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(sorted(candidates, key=lambda c: c != "bear"))


def test_the_chooser_orders_the_blockers_under_cr_m10_unless_the_file_does() -> None:
    text = "rules: cr-m10\n" + dedent(TWO_BLOCKERS)
    result = resolve(text % "", BearFirst())
    (order,) = [e for e in result.declarations if e.type == EventType.DAMAGE_ASSIGNMENT_ORDER]
    assert (order.source, order.note, order.rule) == ("wurm", "bear, wall", "509.2")
    assert dict(result.steps[0].assignments["wurm"]) == {"bear": 2, "wall": 4}
    given = resolve(text % "order: {wurm: [wall, bear]}", BearFirst())
    assert [e.note for e in given.declarations if e.type == EventType.DAMAGE_ASSIGNMENT_ORDER] == [
        "wall, bear"]


class LifelinkLast(DefaultChooser):
    def prevention_order(self, state: State, recipient: str,
                         sources: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(sorted(sources, key=lambda s: "lifelink" in state.perms[s].flags))


def test_the_chooser_picks_which_damage_a_prevention_shield_meets_first() -> None:
    text = """
        players: {Alice: {life: 10}, Bob: {}}
        battlefield:
          Alice: [{id: knight, power: 2, toughness: 2, keywords: [lifelink]},
                  {id: ogre, power: 2, toughness: 2}]
          Bob: [{id: ox, power: 0, toughness: 5, prevent: 2, can_block: 2}]
        combat: {attacks: {knight: Bob, ogre: Bob}, blocks: {ox: [knight, ogre]}}
    """
    default = resolve(text, DEFAULT)  # 616.1 by redzone's default: lifelink damage first
    assert default.players["Alice"].life == 10
    chosen = resolve(text, LifelinkLast())
    assert chosen.players["Alice"].life == 12
    assert [(e.source, e.amount) for e in chosen.events if e.type == EventType.PREVENTED] == [
        ("ogre", 2)]
