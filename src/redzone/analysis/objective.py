"""What the solver maximises: a score for each side of a resolved combat.

Blocks, for the defending player (or Two-Headed Giant team), each line breaking the ties of
the one before: don't lose the game; the most value of attackers destroyed less own value
lost (own permanents destroyed, and the loyalty and defense that surviving planeswalkers and
battles lose); the least life lost plus poison counters got; the fewest blockers.

Attacks, for the active player: win the game (every opponent loses; the game is then over,
and only the fewest attackers count after it); the most opponents who lose (multiplayer,
800.4a); the most value of opponents' permanents destroyed less own value destroyed; the most
damage to opponents (life, poison, loyalty and defense); the fewest attackers.

`value` per permanent is the scenario's `value`, else power + toughness, loyalty or defense
(best.value_of). Any function of the same shape (`Evaluation`) may replace these.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any, NamedTuple

from redzone.core.model import Board, Combat, Permanent, frozen_map
from redzone.core.result import Result, Zone
from redzone.scenario import Scenario

from .best import BEST, BestChooser, value_of


class Score(NamedTuple):
    """A solution's value to the player it is for: compare with >, the greater is better."""

    safe: bool  # blocks: the defender doesn't lose; attacks: the attacker wins
    out: int  # attacks: opponents who lose; blocks: 0
    value: int
    damage: int  # blocks: minus life and poison lost; attacks: damage dealt
    fewest: int  # minus the number of blockers or attackers

    def to_json(self) -> dict[str, Any]:
        return self._asdict()


Evaluation = Callable[[Scenario, Result, str], Score]


def defender_score(scenario: Scenario, result: Result, defender: str) -> Score:
    """The blocks objective, for `defender` and its Two-Headed Giant teammate: the attackers
    attacking them and the blocks of their creatures count."""
    board, combat = scenario.board, scenario.combat
    side = _side(board, defender)
    value = 0
    for p in board.permanents:
        if p.id in combat.attacks:
            if _destroyed(p, result) and board.defender_of(combat.attacks[p.id]) in side:
                value += value_of(p)
        elif p.controller in side:
            value -= _loss(p, result)
    before, after = board.player(defender), result.players[defender]
    damage = (before.life - after.life) + (after.poison - before.poison)  # shared: 810.9
    blockers = sum(board.permanent(b).controller in side for b in combat.blocks)
    return Score(not after.lost, 0, value, -damage, -blockers)


def attacker_score(scenario: Scenario, result: Result, attacker: str) -> Score:
    """The attacks objective, for `attacker` (the active player) against every opponent."""
    board = scenario.board
    value = damage = 0
    for p in board.permanents:
        state = result.permanents[p.id]
        if board.allied(p.controller, attacker):
            value -= value_of(p) if _destroyed(p, result) else 0
        else:
            value += value_of(p) if _destroyed(p, result) else 0
            damage += _drop(p.loyalty, state.loyalty) + _drop(p.defense, state.defense)
    out = 0
    sides = board.opponents(attacker)
    for side in sides:
        before, after = board.player(side[0]), result.players[side[0]]
        damage += (before.life - after.life) + (after.poison - before.poison)
        out += after.lost
    if out == len(sides):  # the game is over: nothing but the fewest attackers counts
        return Score(True, out, 0, 0, -len(scenario.combat.attacks))
    return Score(False, out, value, damage, -len(scenario.combat.attacks))


def _side(board: Board, player: str) -> set[str]:
    return {p.name for p in board.players if board.allied(p.name, player)}


def _destroyed(p: Permanent, result: Result) -> bool:
    """Did combat put it off the battlefield? Not when it left the game with a player who
    lost (800.4a): the knock-out counts as such."""
    zone = result.permanents[p.id].zone
    if zone == Zone.EXILE and (result.players[p.owner].lost or result.players[p.controller].lost):
        return False
    return zone != Zone.BATTLEFIELD


def _loss(p: Permanent, result: Result) -> int:
    state = result.permanents[p.id]
    if _destroyed(p, result):
        return value_of(p)
    return _drop(p.loyalty, state.loyalty) + _drop(p.defense, state.defense)


def _drop(before: int | None, after: int | None) -> int:
    return (before or 0) - (after or 0) if before is not None else 0


def resolve_best(scenario: Scenario, blocks: Mapping[str, tuple[str, ...]],
                 attacks: Mapping[str, str] | None = None,
                 chooser: BestChooser = BEST) -> tuple[Scenario, Result]:
    """The scenario with these declarations, resolved with both players' best assignments
    (`chooser` counts the assignments it tries)."""
    given = scenario.combat  # the players' choices for triggered abilities are kept
    combat = Combat(attacks=frozen_map(attacks if attacks is not None else given.attacks),
                    blocks=frozen_map(blocks), bands=given.bands, provoke=given.provoke,
                    mentor=given.mentor, enlist=given.enlist, annihilator=given.annihilator,
                    targets=given.targets, triggers=given.triggers, activate=given.activate)
    trial = replace(scenario, combat=combat)
    return trial, trial.rules.resolve(trial.board, trial.combat, chooser)
