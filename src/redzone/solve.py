"""The best blocks and the best attack, searched exactly.

Blocks. The defending player's blocks are scored against the attacking player's reply, the
best damage assignment of best.py (`resolve --assign best`), by this objective, each line
breaking the ties of the one before:
1. don't lose the game, if any blocks avoid it;
2. the most value of attackers destroyed less own value lost (own permanents destroyed, and the
   loyalty and defense that surviving planeswalkers and battles lose);
3. the least life lost plus poison counters got;
4. the fewest blockers; then the first found.

The search splits combat into fights: each attacking creature with the creatures that block it
(every blocker blocks one attacker). A fight is resolved on its own, once for each kind of
attacker and multiset of kinds of blockers (identical creatures are interchangeable), both with
the attacker's best reply and with the reply that deals the most damage to the defending
player (the one it takes when the total is enough to win). A dynamic program over the attackers
then keeps, for each set of blockers still free, every combination of fights not beaten in
all of value, life, poison, the damage that could be dealt, and blockers used. Boards where
blockers may block several attackers are searched whole instead.

Attacks. Every attack (how many creatures of each kind attack each player, planeswalker or
battle) is met with its best blocks and scored for the attacking player: win the game; then
the most value of the defender's permanents destroyed less own value destroyed; then the most
damage to the defending player (life, poison, loyalty and defense); then the fewest attackers.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from . import declare
from .best import value_of
from .engine import FIRST_STEP
from .errors import IllegalDeclaration, ScenarioError
from .model import BATTLE, CREATURE, PLANESWALKER, Board, Combat, Permanent, Scenario, frozen_map
from .result import Result
from .rules import find, find_declared

DEFAULT_BUDGET = 200_000  # fights and combinations looked at before settling for the best so far
POISON_TO_LOSE = 10


class Score(NamedTuple):
    """A solution's value to the player it is for: compare with >, the greater is better."""

    safe: bool  # blocks: the defender doesn't lose; attacks: the attacker wins
    value: int
    damage: int  # blocks: minus life and poison lost; attacks: damage dealt
    fewest: int  # minus the number of blockers or attackers

    def to_json(self) -> dict[str, Any]:
        return self._asdict()


@dataclass(frozen=True)
class Solution:
    """The chosen declaration, what it leads to, and the runners-up."""

    kind: str  # "blocks" or "attacks"
    attacks: Mapping[str, str]
    blocks: Mapping[str, tuple[str, ...]]
    score: Score
    result: Result
    alternatives: tuple[tuple[Mapping[str, Any], Score], ...]
    exact: bool

    def to_json(self) -> dict[str, Any]:
        blocks = {b: a[0] if len(a) == 1 else list(a) for b, a in self.blocks.items()}
        out: dict[str, Any] = {}
        if self.kind == "attacks":
            out["attacks"] = dict(self.attacks)
        out.update(blocks=blocks, value=self.score.value, score=self.score.to_json(),
                   exact=self.exact,
                   alternatives=[{**alt, "value": s.value, "score": s.to_json()}
                                 for alt, s in self.alternatives],
                   result=self.result.to_json())
        return out


Evaluation = Callable[[Scenario, Result, str], Score]


def defender_score(scenario: Scenario, result: Result, defender: str) -> Score:
    """The blocks objective above, from a resolved combat."""
    board = scenario.board
    before, after = board.player(defender), result.players[defender]
    value = 0
    for p in board.permanents:
        state = result.permanents[p.id]
        if p.id in scenario.combat.attacks and state.zone != "battlefield":
            value += value_of(p)
        elif p.controller == defender:
            value -= _loss(p, state.zone, state.loyalty, state.defense)
    damage = (before.life - after.life) + (after.poison - before.poison)
    return Score(not after.lost, value, -damage, -len(scenario.combat.blocks))


def attacker_score(scenario: Scenario, result: Result, defender: str) -> Score:
    """The attacks objective above, from a resolved combat."""
    board = scenario.board
    before, after = board.player(defender), result.players[defender]
    value = damage = 0
    for p in board.permanents:
        state = result.permanents[p.id]
        if p.controller == defender:
            value += value_of(p) if state.zone != "battlefield" else 0
            damage += _drop(p.loyalty, state.loyalty) + _drop(p.defense, state.defense)
        elif p.controller == board.active and state.zone != "battlefield":
            value -= value_of(p)
    damage += (before.life - after.life) + (after.poison - before.poison)
    return Score(after.lost, value, damage, -len(scenario.combat.attacks))


def _loss(p: Permanent, zone: str, loyalty: int | None, defense: int | None) -> int:
    if zone != "battlefield":
        return value_of(p)
    return _drop(p.loyalty, loyalty) + _drop(p.defense, defense)


def _drop(before: int | None, after: int | None) -> int:
    return (before or 0) - (after or 0) if before is not None else 0


def _resolve(scenario: Scenario, blocks: Mapping[str, tuple[str, ...]],
             attacks: Mapping[str, str] | None = None) -> tuple[Scenario, Result]:
    combat = Combat(attacks=frozen_map(attacks if attacks is not None
                                       else scenario.combat.attacks),
                    blocks=frozen_map(blocks), bands=scenario.combat.bands)
    trial = replace(scenario, combat=combat, options=frozen_map({"assign": "best"}))
    return trial, find(trial.rules).resolve(trial)


# --- blocks --------------------------------------------------------------------------------

def solve_blocks(scenario: Scenario, budget: int = DEFAULT_BUDGET,
                 evaluate: Evaluation = defender_score) -> Solution:
    """The defending player's best blocks against the declared attack."""
    find_declared(scenario.rules, "the best blocks")
    bad = declare.attack_violations(scenario.board, scenario.combat)
    if bad:
        raise IllegalDeclaration(bad)
    defender = _defender(scenario)
    found, exact = _search_blocks(scenario, defender, budget, evaluate)
    ranked = sorted(found, key=lambda item: item[1], reverse=True)
    best_blocks, score = ranked[0]
    _, result = _resolve(scenario, best_blocks)
    alternatives = tuple(({"blocks": {b: list(a) for b, a in blocks.items()}}, s)
                         for blocks, s in ranked[1:4])
    return Solution("blocks", scenario.combat.attacks, best_blocks, score, result,
                    alternatives, exact)


def _defender(scenario: Scenario) -> str:
    board = scenario.board
    defenders = {board.defender_of(t) for t in scenario.combat.attacks.values()}
    if len(board.players) != 2 or len(defenders) > 1:
        raise ScenarioError("players", "the solver handles two-player games for now")
    return next(iter(defenders), _opponent(board))


def _opponent(board: Board) -> str:
    return next(p.name for p in board.players if p.name != board.active)


def block_options(board: Board, combat: Combat, defender: str) -> dict[str, list[str]]:
    """Each creature of `defender` that may block, and the attackers it may block (509.1)."""
    options: dict[str, list[str]] = {}
    for perm in board.permanents:
        if perm.controller != defender or CREATURE not in perm.types:
            continue
        if declare.cannot_block(board, perm, 1):
            continue
        can = [a for a in combat.attacks
               if board.defender_of(combat.attacks[a]) == defender
               and not declare.evasion(board, board.permanent(a), perm)]
        if can:
            options[perm.id] = can
    return options


def _search_blocks(scenario: Scenario, defender: str, budget: int, evaluate: Evaluation,
                   ) -> tuple[list[tuple[dict[str, tuple[str, ...]], Score]], bool]:
    board, combat = scenario.board, scenario.combat
    options = block_options(board, combat, defender)
    if all(board.permanent(b).can_block == 1 for b in options) and not combat.bands:
        return _FightSearch(scenario, defender, options, budget).run(evaluate)
    return _enumerate_blocks(scenario, defender, options, budget, evaluate)


def _enumerate_blocks(scenario: Scenario, defender: str, options: dict[str, list[str]],
                      budget: int, evaluate: Evaluation,
                      ) -> tuple[list[tuple[dict[str, tuple[str, ...]], Score]], bool]:
    """Every legal block, resolved whole: for boards the fight search can't split."""
    board = scenario.board
    per_blocker: list[list[tuple[str, ...]]] = []
    for b, can in options.items():
        limit = board.permanent(b).can_block
        most = len(can) if limit is None else min(limit, len(can))
        per_blocker.append([(), *(combo for k in range(1, most + 1)
                                  for combo in itertools.combinations(can, k))])
    found: list[tuple[dict[str, tuple[str, ...]], Score]] = []
    exact = True
    for n, choice in enumerate(itertools.product(*per_blocker)):
        if n >= budget:
            exact = False
            break
        blocks = {b: c for b, c in zip(options, choice, strict=True) if c}
        combat = replace(scenario.combat, blocks=frozen_map(blocks))
        if declare.block_violations(board, combat):
            continue
        trial, result = _resolve(scenario, blocks)
        found.append((blocks, evaluate(trial, result, defender)))
    return found, exact


class _Fight(NamedTuple):
    """A fight's effect, from the defender's side, with the attacker's best reply and with
    the reply that deals the defending player the most damage."""

    value: int
    life: int  # life lost
    poison: int
    most_life: int
    most_poison: int
    most_first: int  # life lost in the first-strike step, at most (the game may end there)


class _Totals(NamedTuple):
    value: int
    life: int
    poison: int
    most_life: int
    most_poison: int
    most_first: int
    blockers: int

    def beats(self, other: _Totals) -> bool:
        """At least as good for the defender in every respect."""
        return (self.value >= other.value and self.life <= other.life
                and self.poison <= other.poison and self.most_life <= other.most_life
                and self.most_poison <= other.most_poison
                and self.most_first <= other.most_first and self.blockers <= other.blockers)


class _FightSearch:
    """The dynamic program over fights described in the module's docstring."""

    def __init__(self, scenario: Scenario, defender: str, options: dict[str, list[str]],
                 budget: int) -> None:
        self.scenario, self.defender, self.budget = scenario, defender, budget
        board = scenario.board
        self.attackers = list(scenario.combat.attacks)
        # Blockers of the same kind (same characteristics, same attackers open to them).
        kinds: dict[tuple[Any, ...], list[str]] = {}
        for b, can in options.items():
            kinds.setdefault((_kind(board.permanent(b)), tuple(can)), []).append(b)
        self.pools = list(kinds.values())
        self.can = [set(can) for (_, can) in kinds]
        self.lifelink = [board.permanent(pool[0]).has("lifelink") for pool in self.pools]
        self.attacker_kind = {a: (_kind(board.permanent(a)), scenario.combat.attacks[a])
                              for a in self.attackers}
        player = board.player(defender)
        self.life, self.poison = player.life, player.poison
        self.fights: dict[tuple[Any, ...], _Fight] = {}
        # Per kind of attacker, blocks that kill it at no cost: more blockers can't do better.
        self.perfect: dict[tuple[Any, ...], list[tuple[int, ...]]] = {}
        self.worth = {a: value_of(board.permanent(a)) for a in self.attackers}
        self.memo: dict[tuple[int, tuple[int, ...]], list[tuple[_Totals, tuple[Any, ...]]]] = {}
        self.work = 0
        self.exact = True

    def run(self, evaluate: Evaluation,
            ) -> tuple[list[tuple[dict[str, tuple[str, ...]], Score]], bool]:
        front = self._from(0, tuple(len(pool) for pool in self.pools))
        found = []
        for _, plan in front:
            blocks = self._blocks(plan)
            trial, result = _resolve(self.scenario, blocks)
            found.append((blocks, evaluate(trial, result, self.defender)))
        return found, self.exact

    def _from(self, i: int, free: tuple[int, ...]) -> list[tuple[_Totals, tuple[Any, ...]]]:
        key = (i, free)
        if key in self.memo:
            return self.memo[key]
        if i == len(self.attackers):
            return [(_Totals(0, 0, 0, 0, 0, 0, 0), ())]
        attacker = self.attackers[i]
        menace = self.scenario.board.permanent(attacker).has("menace")
        items: list[tuple[_Totals, tuple[Any, ...]]] = []
        perfect = self.perfect.setdefault(self.attacker_kind[attacker], [])
        for counts in sorted(self._groups(attacker, free), key=sum):
            used = sum(counts)
            if menace and used == 1:  # 702.111b
                continue
            if any(self._wasted(best, counts) for best in perfect):
                continue  # more blockers than a fight that already costs nothing
            if self.work > self.budget and used:
                self.exact = False
                continue
            fight = self._fight(attacker, counts)
            if fight == (self.worth[attacker], 0, 0, 0, 0, 0) and counts not in perfect:
                perfect.append(counts)
            rest = self._from(i + 1, tuple(f - c for f, c in zip(free, counts, strict=True)))
            for totals, plan in rest:
                self.work += 1
                items.append((_Totals(
                    totals.value + fight.value, totals.life + fight.life,
                    totals.poison + fight.poison,
                    min(self.life, totals.most_life + fight.most_life),
                    min(POISON_TO_LOSE, totals.most_poison + fight.most_poison),
                    min(self.life, totals.most_first + fight.most_first),
                    totals.blockers + used), (counts, *plan)))
        front = _pareto(items)
        self.memo[key] = front
        return front

    def _wasted(self, best: tuple[int, ...], counts: tuple[int, ...]) -> bool:
        """Does `counts` add blockers to `best`, a fight that kills the attacker at no cost,
        none of which could gain life (the one thing more blockers could still improve)?"""
        return best != counts and all(
            p <= c and (p == c or not self.lifelink[k])
            for k, (p, c) in enumerate(zip(best, counts, strict=True)))

    def _groups(self, attacker: str, free: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        """How many blockers of each kind may block `attacker`: no blockers first."""
        ranges = [range(n + 1) if attacker in can else range(1)
                  for n, can in zip(free, self.can, strict=True)]
        return itertools.product(*ranges)

    def _fight(self, attacker: str, counts: tuple[int, ...]) -> _Fight:
        key = (self.attacker_kind[attacker], counts)
        if key not in self.fights:
            self.work += 1
            blockers = [b for pool, n in zip(self.pools, counts, strict=True) for b in pool[:n]]
            target = self.scenario.combat.attacks[attacker]
            # The fight alone: the attacker, its blockers and what it attacks.
            board = self.scenario.board
            alone = replace(self.scenario, board=Board(board.players, tuple(
                p for p in board.permanents if p.id in (attacker, target, *blockers)),
                board.active))
            trial, best = _resolve(alone, {b: (attacker,) for b in blockers}, {attacker: target})
            score = defender_score(trial, best, self.defender)
            most_result = best
            if self.scenario.board.permanent(attacker).has("trample"):
                most_result = _most_damage(trial)
            usual, most = best.players[self.defender], most_result.players[self.defender]
            first = max(_first_step_loss(r, self.defender) for r in (best, most_result))
            self.fights[key] = _Fight(score.value, self.life - usual.life,
                                      usual.poison - self.poison,
                                      self.life - min(usual.life, most.life),
                                      max(usual.poison, most.poison) - self.poison, first)
        return self.fights[key]

    def _blocks(self, plan: tuple[Any, ...]) -> dict[str, tuple[str, ...]]:
        taken = [0] * len(self.pools)
        blocks: dict[str, tuple[str, ...]] = {}
        for attacker, counts in zip(self.attackers, plan, strict=True):
            for k, n in enumerate(counts):
                for b in self.pools[k][taken[k]:taken[k] + n]:
                    blocks[b] = (attacker,)
                taken[k] += n
        return blocks


def _first_step_loss(result: Result, player: str) -> int:
    """Net life `player` lost in a first-strike combat damage step, if there was one."""
    if not result.steps or result.steps[0].name != FIRST_STEP:
        return 0
    lost = 0
    for e in result.steps[0].events:
        if e.player == player and e.type == "life_loss":
            lost += e.amount or 0
        elif e.player == player and e.type == "life_gain":
            lost -= e.amount or 0
    return lost


def _most_damage(scenario: Scenario) -> Result:
    """The fight resolved with the attacker dealing the defending player all it can."""
    trial = replace(scenario, options=frozen_map({"assign": "damage"}))
    return find(trial.rules).resolve(trial)


def _kind(perm: Permanent) -> tuple[Any, ...]:
    """What makes two permanents interchangeable for the solver: all but their names."""
    return (perm.controller, perm.types, perm.subtypes, perm.colors, perm.power,
            perm.toughness, perm.loyalty, perm.defense, perm.keywords.flags,
            perm.keywords.toxic, perm.keywords.protection, perm.keywords.landwalk,
            perm.damage, tuple(sorted(perm.counters.items())), perm.tapped,
            perm.summoning_sick, perm.can_block, perm.prevent, perm.regenerate,
            value_of(perm), perm.as_though_unblocked, perm.damage_from_toughness,
            perm.commander, perm.owner)


def _pareto(items: list[tuple[_Totals, tuple[Any, ...]]],
            ) -> list[tuple[_Totals, tuple[Any, ...]]]:
    kept: list[tuple[_Totals, tuple[Any, ...]]] = []
    for totals, plan in items:
        if any(k.beats(totals) for k, _ in kept):
            continue
        kept = [(k, p) for k, p in kept if not totals.beats(k)]
        kept.append((totals, plan))
    return kept


# --- attacks -------------------------------------------------------------------------------

def solve_attacks(scenario: Scenario, budget: int = DEFAULT_BUDGET,
                  evaluate: Evaluation = attacker_score) -> Solution:
    """The active player's best attack against the defending player's best blocks."""
    find_declared(scenario.rules, "the best attack")
    board = scenario.board
    if len(board.players) != 2:
        raise ScenarioError("players", "the solver handles two-player games for now")
    defender = _opponent(board)
    targets = [defender, *(p.id for p in board.permanents if p.controller == defender and (
        PLANESWALKER in p.types or (BATTLE in p.types
                                    and (p.protector or p.controller) == defender)))]
    able = [p for p in board.permanents if p.controller == board.active
            and CREATURE in p.types and not declare.cannot_attack(board, p)]
    kinds: dict[tuple[Any, ...], list[str]] = {}
    for p in able:
        kinds.setdefault(_kind(p), []).append(p.id)
    pools = list(kinds.values())
    found: list[tuple[dict[str, str], dict[str, tuple[str, ...]], Score, Result]] = []
    exact = True
    spent = 0
    for split in itertools.product(*(list(_spreads(len(pool), len(targets)))
                                     for pool in pools)):
        if spent > budget:
            exact = False
            break
        attacks: dict[str, str] = {}
        for pool, counts in zip(pools, split, strict=True):
            ids = iter(pool)
            for target, n in zip(targets, counts, strict=True):
                attacks.update((next(ids), target) for _ in range(n))
        trial = replace(scenario, combat=Combat(attacks=frozen_map(attacks)))
        answer = solve_blocks(trial, max(1, budget - spent))
        spent += 1 + len(answer.alternatives)
        exact = exact and answer.exact
        blocked = replace(trial, combat=replace(trial.combat, blocks=answer.blocks))
        found.append((attacks, dict(answer.blocks),
                      evaluate(blocked, answer.result, defender), answer.result))
    ranked = sorted(found, key=lambda item: item[2], reverse=True)
    attacks, blocks, score, result = ranked[0]
    alternatives = tuple(({"attacks": a, "blocks": {b: list(x) for b, x in bl.items()}}, s)
                         for a, bl, s, _ in ranked[1:4])
    return Solution("attacks", frozen_map(attacks), frozen_map(blocks), score, result,
                    alternatives, exact)


def _spreads(n: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to send up to `n` identical creatures to `parts` targets, fewest first."""
    for total in range(n + 1):
        for cut in itertools.combinations(range(total + parts - 1), parts - 1):
            edges = (-1, *cut, total + parts - 1)
            yield tuple(edges[k + 1] - edges[k] - 1 for k in range(parts))
