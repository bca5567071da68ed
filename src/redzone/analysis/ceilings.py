"""Ceilings on an attack's score, proved by blocks its defending player could declare.

With one opponent, whatever blocks B the defender could declare, its best blocks B* (what
solve_blocks finds) are at least as good for it: if B keeps it in the game, B* does; the
attacker's value under B* is at most minus the defender's (what the defender counts as lost
includes what the attacker counts as gained: objective.py), so at most minus the defender's
under B; and with those equal, the damage dealt is at most that under B plus what
planeswalkers and battles may lose. If B loses the defender the game, the attack may win
(and of winning attacks only the fewest attackers counts). So each legal B proves a ceiling,
and an attack whose ceiling is below the best found needs no search of its own.

The blocks tried come from fights of one attacking creature, resolved once per board (by
kinds): greedy blocks, chump blocks while the damage getting through would be lethal, the
blockers each attacker met in the first attack found with it, those bettered one blocker at
a time. On a board whose fights don't act on each other (no abilities, nothing triggered),
blocks that surely keep the defender in the game are judged as their fights add up, without
resolving anything; else they are resolved whole.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from redzone.core.errors import IllegalDeclaration
from redzone.core.keywords import on_players
from redzone.core.model import Combat, Permanent, frozen_map
from redzone.core.result import EventType, Result, Zone
from redzone.rules.cr import declare
from redzone.rules.cr.sba import POISON_TO_LOSE
from redzone.scenario import Scenario

from . import staged
from .best import BestChooser, value_of
from .fights import FIGHT_WORK, block_options, kind
from .objective import Score, defender_score, resolve_best

MOST_BLOCKERS = 4  # on one attacking creature, in the greedy blocks
ADDED_WORK = 5  # the work of adding up one attacking creature's fight, as it bounds an attack
Blocks = dict[str, tuple[str, ...]]
_Way = tuple[tuple[int, int, int], tuple[str, ...]]  # a block of one attacker, and its rank


@dataclass
class Meter:
    """Work done against a budget (fights.FIGHT_WORK a fight resolved), and a deadline
    (time.monotonic(), or None)."""

    budget: int
    deadline: float | None = None
    work: int = 0

    def spent(self) -> bool:
        return self.work > self.budget or (
            self.deadline is not None and time.monotonic() > self.deadline)


class Ceilings:
    """The ceilings of the attacks on a board with one opponent; `attackers`: the creatures
    that may attack; work counted on `meter`."""

    def __init__(self, scenario: Scenario, attackers: list[str], meter: Meter) -> None:
        self.scenario, self.meter, self.attackers = scenario, meter, attackers
        board = scenario.board
        self.defender = board.opponents(board.active)[0][0]
        # the most that damage to its planeswalkers and battles adds to the attacker's damage
        self.slack = sum((p.loyalty or 0) + (p.defense or 0) for p in board.permanents
                         if p.controller != board.active)
        # A board whose fights don't act on each other: no abilities, nothing triggered, no
        # floor on a life total (614.1a) nor other keyword acting on players.
        self.quiet = not staged.needs_staging(board) and not any(
            p.abilities or p.keywords.triggered or p.commander or on_players(p.keywords.flags)
            for p in board.permanents)
        defending = board.player(self.defender)
        self.life_left = defending.life
        self.poison_left = POISON_TO_LOSE - defending.poison
        self.reaches = {p.id: p.has("trample") or p.has("trample over planeswalkers")
                        or p.assigns_as_though_unblocked for p in board.permanents}
        self.kinds = {p.id: kind(p) for p in board.permanents}
        everything = Combat(attacks=frozen_map(dict.fromkeys(attackers, self.defender)))
        self.options = block_options(board, everything, self.defender)  # who may block whom
        self.order = {b: n for n, b in enumerate(self.options)}
        self.ways: dict[tuple[str, str, bool], tuple[list[_Way], list[_Way]]] = {}
        self.pairs: dict[tuple[Any, str, tuple[Any, ...]], _Alone | None] = {}  # by kinds
        self.units: dict[tuple[str, tuple[Any, ...]], _Alone | None] = {}
        # each attacker's blockers in the best blocks of the first attack found with it
        self.recalled: dict[tuple[str, str], tuple[str, ...]] = {}
        # the blocks that last proved an attack below the best found
        self.last: Mapping[str, tuple[str, ...]] = {}

    def anything(self, targets: list[str]) -> Score:
        """The most any attack at all could score, as no blocks prove: on a board whose
        fights add up, no win if all the life and poison every creature could deal falls
        short, and then at most all the defender's worth and all that damage; else a win."""
        win = Score(True, 1, 0, 0, -1)
        if not self.quiet:
            return win
        life = poison = 0
        for a in self.attackers:
            alone = [self._pair(a, t, ()) for t in targets]
            if None in alone:  # (not known: the budget spent, or it can't attack alone)
                return win
            life += max(f.most_life for f in alone if f is not None)
            poison += max(f.most_poison for f in alone if f is not None)
        if life >= self.life_left or poison >= self.poison_left:
            return win
        board = self.scenario.board
        worth = sum(value_of(p) for p in board.permanents if p.controller != board.active)
        walls = sum((p.loyalty or 0) + (p.defense or 0) for p in board.permanents
                    if p.controller != board.active)
        return Score(False, 0, worth, life + poison + walls, -1)

    def recall(self, attacks: Mapping[str, str], blocks: Mapping[str, tuple[str, ...]],
               ) -> None:
        """How each attacker of an attack searched through was best blocked, if first."""
        for a, target in attacks.items():
            if (a, target) not in self.recalled:
                self.recalled[a, target] = tuple(
                    b for b, blocked in blocks.items() if blocked == (a,))

    def ceiling(self, trial: Scenario, blocks: Blocks,
                 useful: Callable[[Score], bool] = lambda _: True) -> Score | None:
        """The most `trial`'s attack could score, as these blocks prove; None if they can't
        be declared (checked only if the ceiling is `useful`)."""
        attacks = trial.combat.attacks
        added = self._added(attacks, blocks) if self.quiet else None
        if added is not None:
            # what planeswalkers and battles lose, under the defender's best blocks too, is
            # at most what they lose to no blocks (each blocked creature deals them less)
            unblocked = self._added(attacks, {})
            lost = self._walls(attacks) if unblocked is None else unblocked.hit
            ceiling = Score(False, 0, -added.value, added.life + added.poison + lost,
                            -len(attacks))
            combat = replace(trial.combat, blocks=frozen_map(blocks))
            legal = not useful(ceiling) or not declare.block_violations(trial.board, combat)
            return ceiling if legal else None
        self.meter.work += FIGHT_WORK * max(1, len(attacks))
        try:
            blocked, result = resolve_best(trial, blocks)
        except IllegalDeclaration:
            return None
        return self.of_result(blocked, result)

    def of_result(self, blocked: Scenario, result: Result) -> Score:
        """The most an attack could score, as blocks resolved (`blocked`, `result`) prove:
        a win if the defender loses to them, else as the module says."""
        attacks = blocked.combat.attacks
        theirs = defender_score(blocked, result, self.defender)
        if not theirs.safe:
            return Score(True, 1, 0, 0, -len(attacks))
        slack = self._walls(attacks) if self.quiet else self.slack
        return Score(False, 0, -theirs.value, -theirs.damage + slack, -len(attacks))

    def _walls(self, attacks: Mapping[str, str]) -> int:
        """The loyalty and defense of the planeswalkers and battles attacked."""
        return sum((p.loyalty or 0) + (p.defense or 0) for t in set(attacks.values())
                   if (p := self.scenario.board.get(t)) is not None)

    def candidates(self, attacks: Mapping[str, str], best: Blocks, cheap: bool = False,
                   ) -> Iterator[Blocks]:
        """Blocks that may prove an attack no better than the best found, the likeliest
        and cheapest first: greedy blocks good for the defender; none; greedy blocks with
        chump blocks first; each attacker's blockers in the first attack found with it;
        both greedy blocks bettered one blocker at a time (on boards whose fights add up);
        `best`, the best attack's blocks, kept to this attack's creatures; the greedy
        blocks good for the defender, with three or four blockers on a creature fewer can't
        destroy. `cheap`: the first four only."""
        good = self._greedy(attacks, False)
        yield good
        yield _kept(self.last, attacks)  # (the attacks searched in turn differ little)
        yield {}
        safe = self._greedy(attacks, True)
        yield safe
        recalled: Blocks = {}
        for a, target in attacks.items():
            blockers = self.recalled.get((a, target), ())
            if not any(b in recalled for b in blockers):
                recalled.update((b, (a,)) for b in blockers)
        yield recalled
        if cheap:
            return
        if self.quiet:
            yield self._climbed(attacks, safe)
            yield self._climbed(attacks, good)
        yield _kept(best, attacks)
        yield self._greedy(attacks, False, deep=True)

    def remember(self, blocks: Mapping[str, tuple[str, ...]]) -> None:
        """Blocks that proved an attack below the best found: tried early on the next."""
        self.last = blocks

    def _climbed(self, attacks: Mapping[str, str], blocks: Blocks,
                 ) -> Blocks:
        """`blocks` bettered for the defender one blocker at a time (moved to another
        attacking creature, at most two on one, or taken off), as their fights add up."""
        def rated(blocks: Mapping[str, tuple[str, ...]]) -> tuple[bool, int, int]:
            added = self._added(attacks, blocks)
            return (False, 0, 0) if added is None else (
                True, added.value, -added.life - added.poison)

        best = rated(blocks)
        moved = True
        while moved:
            moved = False
            for b, can in self.options.items():
                for a in (None, *(a for a in can if a in attacks)):
                    if blocks.get(b) == ((a,) if a else None) or (a and sum(
                            blocked == (a,) for blocked in blocks.values()) >= 2):
                        continue
                    trial = {k: v for k, v in blocks.items() if k != b}
                    if a is not None:
                        trial[b] = (a,)
                    rating = rated(trial)
                    if rating > best:
                        blocks, best, moved = trial, rating, True
        return blocks

    def _added(self, attacks: Mapping[str, str], blocks: Mapping[str, tuple[str, ...]],
               ) -> _Alone | None:
        """The fights of these blocks alone, added up; None unless the defender surely
        stays in the game (the life and poison it may lose, gains left out, fall short).
        The creatures attacking one planeswalker or battle, one of them able to assign
        damage past its blockers, fight as one (their damage to it adds up, and what one
        assigns depends on the others')."""
        shared: dict[str, int] = {}  # planeswalkers and battles, by how many attack each
        for t in attacks.values():
            if t != self.defender:
                shared[t] = shared.get(t, 0) + 1
        joined = {t for a, t in attacks.items() if shared.get(t, 0) > 1 and self.reaches[a]}
        by_attacker: dict[str, list[str]] = {}
        for b, blocked in blocks.items():
            if len(blocked) > 1:  # (a fight of its own)
                return None
            by_attacker.setdefault(blocked[0], []).append(b)
        for blockers in by_attacker.values():
            blockers.sort(key=self.order.__getitem__)  # as the fights are kept
        self.meter.work += ADDED_WORK * len(attacks)
        value = life = poison = most_life = most_poison = drops = 0
        hits = dict.fromkeys(shared, 0)
        # (each creature alone, or those a planeswalker joins: None, and the creatures)
        fights: list[tuple[str | None, tuple[str, ...], str, tuple[tuple[str, ...], ...]]] = [
            (a, (a,), target, (tuple(by_attacker.get(a, ())),))
            for a, target in attacks.items() if target not in joined]
        for t in joined:
            members = tuple(a for a, at in attacks.items() if at == t)
            fights.append((None, members, t, tuple(tuple(by_attacker.get(a, ()))
                                                   for a in members)))
        for a, members, target, met in fights:
            fight = self._pair(a, target, met[0]) if a else self._unit(target, members, met)
            alone = self._pair(a, target, ()) if a else fight
            if a is None and fight is not None:  # (its planeswalker's loss in its value)
                drops += fight.hit
                shared.pop(target)
            if fight is None or alone is None:
                return None
            value, life, poison = value + fight.value, life + fight.life, poison + fight.poison
            most_life += fight.most_life
            most_poison += fight.most_poison
            if target in shared:  # its losses alone, to be counted together
                value += fight.loss
                hits[target] += fight.hit
        if most_life >= self.life_left or most_poison >= self.poison_left:
            return None
        for t in shared:  # what they lose, which the attacker counts as damage
            loss, drop = _together(self.scenario.board.permanent(t), hits[t])
            value, drops = value - loss, drops + drop
        return _Alone(value, life, poison, most_poison, most_life, hit=drops)

    def _greedy(self, attacks: Mapping[str, str], safety_first: bool, deep: bool = False,
                ) -> Blocks:
        """Blocks good for the defender, found greedily from fights of one attacking
        creature alone: the blocks by one or two creatures that do the defender most good
        first, then chump blocks of the most damage while that much would get through; or,
        `safety_first`, those chump blocks first (each attacker's best block by one
        creature, the most damage first), then the blocks doing most good."""
        good = sorted(((rank, a, blockers) for a, target in attacks.items()
                       for rank, blockers in self._ways(a, target, deep)[0]), reverse=True)
        singles = {a: self._ways(a, target)[1] for a, target in attacks.items()}
        blocks: Blocks = {}
        met: set[str] = set()

        def chump() -> None:
            through = {a: alone.life for a, t in attacks.items()
                       if a not in met and (alone := self._pair(a, t, ())) is not None}
            for a in sorted(through, key=lambda a: through[a], reverse=True):
                if sum(through.values()) < self.life_left:
                    return
                free = max((((rank[1], rank[0]), blockers) for rank, blockers
                            in singles.get(a, ()) if blockers[0] not in blocks), default=None)
                if free is not None:  # the least damage through, then the most value
                    blocks[free[1][0]] = (a,)
                    met.add(a)
                    through[a] = -free[0][0]

        if safety_first:
            chump()
        for _, a, blockers in good:
            if a not in met and not any(b in blocks for b in blockers):
                blocks.update((b, (a,)) for b in blockers)
                met.add(a)
        if not safety_first:
            chump()
        return blocks

    def _ways(self, attacker: str, target: str, deep: bool = False,
              ) -> tuple[list[_Way], list[_Way]]:
        """The blocks of this attacking creature by one or two creatures (`deep`: up to
        MOST_BLOCKERS if fewer gain the defender nothing) better for the defender than
        none, and the blocks by one creature; each with its rank (value, minus life and
        poison lost, minus blockers)."""
        key = (attacker, target, deep)
        if key not in self.ways:
            alone = self._pair(attacker, target, ())
            can = [b for b, open_to in self.options.items() if attacker in open_to]
            good: list[_Way] = []
            singles: list[_Way] = []
            for size in range(1, MOST_BLOCKERS + 1 if deep else 3):
                if size > 2 and any(rank[0] > 0 for rank, _ in good):
                    break  # (more blockers only for a creature fewer can't destroy)
                for blockers in itertools.combinations(can, size):
                    fight = self._pair(attacker, target, blockers)
                    if fight is None:
                        continue
                    rank = (fight.value, -fight.life - fight.poison, -len(blockers))
                    if len(blockers) == 1:
                        singles.append((rank, blockers))
                    if alone is not None and fight.better(alone):
                        good.append((rank, blockers))
            self.ways[key] = (good, singles)
        return self.ways[key]

    def _unit(self, target: str, attackers: tuple[str, ...],
              blockers: tuple[tuple[str, ...], ...]) -> _Alone | None:
        """The creatures attacking one planeswalker or battle, each blocked by its
        `blockers`, fighting together alone on the board (kept for the search); None if
        that can't be declared, or if the budget is spent."""
        key = (target, tuple((self.kinds[a], tuple(self.kinds[b] for b in bs))
                             for a, bs in zip(attackers, blockers, strict=True)))
        if key not in self.units:
            if self.meter.spent():
                return None
            keep = {target, *attackers, *(b for bs in blockers for b in bs)}
            board = self.scenario.board
            board = replace(board, permanents=tuple(p for p in board.permanents
                                                    if p.id in keep))
            trial = replace(self.scenario, board=board, combat=Combat(
                attacks=frozen_map(dict.fromkeys(attackers, target))))
            blocks = {b: (a,) for a, bs in zip(attackers, blockers, strict=True) for b in bs}
            self.meter.work += FIGHT_WORK * max(1, len(blocks))
            self.units[key] = self._fought(trial, blocks, target, any(
                self.reaches[a] and bs for a, bs in zip(attackers, blockers, strict=True)))
        return self.units[key]

    def _pair(self, attacker: str, target: str, blockers: tuple[str, ...]) -> _Alone | None:
        """One creature attacking, blocked by `blockers`, the fight alone on the board
        unless abilities act across it (kept for the search); None if that can't be
        declared, or if the budget is spent."""
        key = (self.kinds[attacker], target, tuple(self.kinds[b] for b in blockers))
        if key not in self.pairs:
            if self.meter.spent():
                return None  # (unknown, not kept)
            board = self.scenario.board
            if not staged.needs_staging(board):
                keep = {attacker, target, *blockers}
                board = replace(board, permanents=tuple(
                    p for p in board.permanents if p.id in keep))
            trial = replace(self.scenario, board=board,
                            combat=Combat(attacks=frozen_map({attacker: target})))
            self.meter.work += FIGHT_WORK * max(1, len(blockers))
            self.pairs[key] = self._fought(trial, {b: (attacker,) for b in blockers}, target,
                                           bool(blockers) and self.reaches[attacker])
        return self.pairs[key]

    def _fought(self, trial: Scenario, blocks: Mapping[str, tuple[str, ...]], target: str,
                reaches: bool,
                ) -> _Alone | None:
        """A fight resolved, for the defender; `reaches`: an attacking creature may deal
        damage past its blockers, and does it all it can in another resolution (what it
        does when that wins, 702.19b). None if the blocks can't be declared."""
        try:
            blocked, result = resolve_best(trial, blocks)
        except IllegalDeclaration:
            return None
        most = result if not reaches else resolve_best(
            trial, blocks, chooser=BestChooser(damage_first=True))[1]
        before = trial.board.player(self.defender)
        after, dealt = result.players[self.defender], most.players[self.defender]
        return _Alone(
            defender_score(blocked, result, self.defender).value, before.life - after.life,
            after.poison - before.poison, max(after.poison, dealt.poison) - before.poison,
            max(before.life - after.life + _gains(result, self.defender),
                before.life - dealt.life + _gains(most, self.defender)),
            *_hit(trial.board.get(target), result))



class _Alone(NamedTuple):
    """A fight alone, for the defender: value (as objective.defender_score counts it),
    life and poison lost; and the most poison and life (before any life gained) it could
    lose, whichever reply the attacker picks."""

    value: int
    life: int
    poison: int
    most_poison: int
    most_life: int
    loss: int = 0  # of the planeswalker or battle it attacks: its worth if destroyed, else
    hit: int = 0  # the loyalty and defense it lost (all it had, if destroyed)

    def better(self, other: _Alone) -> bool:
        return (self.value, -self.life - self.poison) > (other.value, -other.life - other.poison)


def _hit(target: Permanent | None, result: Result) -> tuple[int, int]:
    """What the planeswalker or battle a fight's creature attacks lost in it: its worth
    if destroyed, else the loyalty and defense lost; and that loyalty and defense."""
    if target is None:
        return 0, 0
    after = result.permanents[target.id]
    hit = ((target.loyalty or 0) - (after.loyalty or 0)) + (
        (target.defense or 0) - (after.defense or 0))
    return (value_of(target) if after.zone != Zone.BATTLEFIELD else hit), hit


def _together(target: Permanent, hits: int) -> tuple[int, int]:
    """What a planeswalker or battle loses to the creatures attacking it, which each alone
    took `hits` of its loyalty and defense, all told: its worth to the defender and the
    loyalty and defense lost. Each unblocked one deals it all its damage (on a board whose
    fights add up), so it is destroyed once they reach all it has (704.5i, 704.5v); unless
    damage to it may be prevented or it regenerates (then at most its worth, all it has)."""
    has = (target.loyalty or 0) + (target.defense or 0)
    if target.prevent or target.regenerate:
        return max(value_of(target), has), has
    return (value_of(target), has) if hits >= has else (hits, hits)


def _gains(result: Result, player: str) -> int:
    """The life `player` gained in the combat (a fight's lifelink blockers)."""
    return sum(e.amount or 0 for step in result.steps for e in step.events
               if e.player == player and e.type == EventType.LIFE_GAIN)


def _kept(blocks: Mapping[str, tuple[str, ...]], attacks: Mapping[str, str]) -> Blocks:
    """`blocks` kept to the creatures of `attacks`."""
    kept = {b: tuple(a for a in blocked if a in attacks) for b, blocked in blocks.items()}
    return {b: blocked for b, blocked in kept.items() if blocked}
