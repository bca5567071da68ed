"""The best blocks and the best attack (`redzone solve`), searched exactly.

Blocks. Each defending player (or Two-Headed Giant team) declares their own blocks, of the
creatures attacking them or their permanents only (509.1a, 802.4a-b, 810.7c). Their blocks
are scored by `objective.defender_score` against the attacking player's reply, the best damage
assignment of best.py (`resolve --assign best`), and searched fight by fight (fights.py).
Fights with different defending players share no creature, and the attacker's best reply
splits by defending player (it counts the opponents it knocks out, then value), so each
defending player's best blocks are found apart and then resolved together. With several
defending players the reported score adds theirs up, and `defenders` gives each one's.

Attacks. Every attack (how many creatures of each kind attack each opponent, planeswalker or
battle) is met with each defending player's best blocks and scored for the active player by
`objective.attacker_score`: win the game; then knock out the most opponents; then value;
then damage; then the fewest attackers.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple, TypeVar

from redzone.core.errors import IllegalDeclaration, Violation
from redzone.core.model import BATTLE, CREATURE, EMPTY, PLANESWALKER, Board, Combat, frozen_map
from redzone.core.result import EventType, Result
from redzone.rules import declared
from redzone.rules.cr import declare
from redzone.rules.cr.sba import POISON_TO_LOSE
from redzone.scenario import Scenario

from . import staged
from .fights import FIGHT_WORK, FightCache, Found, block_options, kind, label, search_blocks
from .objective import Evaluation, Score, attacker_score, defender_score, resolve_best

T = TypeVar("T")
DEFAULT_BUDGET = 2_000_000  # work (fights.FIGHT_WORK a fight) before settling for the best found
ATTACKS_BUDGET = 4 * DEFAULT_BUDGET  # for all the attacks tried, each with its blocks
ALTERNATIVES = 3  # runners-up reported


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
    defenders: Mapping[str, Score] = field(default=EMPTY)  # each one's, when several block
    work: int = 0  # fights, combinations and blocks looked at, as counted against the budget

    def to_json(self) -> dict[str, Any]:
        blocks = {b: a[0] if len(a) == 1 else list(a) for b, a in self.blocks.items()}
        out: dict[str, Any] = {}
        if self.kind == "attacks":
            out["attacks"] = dict(self.attacks)
        out.update(blocks=blocks, value=self.score.value, score=self.score.to_json(),
                   exact=self.exact,
                   alternatives=[{**alt, "value": s.value, "score": s.to_json()}
                                 for alt, s in self.alternatives])
        if len(self.defenders) > 1:
            out["defenders"] = {name: {"value": s.value, "score": s.to_json()}
                                for name, s in self.defenders.items()}
        out["result"] = self.result.to_json()
        return out


# --- blocks --------------------------------------------------------------------------------

def solve_blocks(scenario: Scenario, budget: int = DEFAULT_BUDGET,
                 evaluate: Evaluation = defender_score,
                 fights: FightCache | None = None) -> Solution:
    """Each defending player's best blocks against the declared attack. `fights`: fights
    already resolved on this board, to reuse (solve_attacks shares them between attacks)."""
    declared(scenario.rules, "the best blocks")
    bad = declare.attack_violations(scenario.board, scenario.combat)
    if bad:
        raise IllegalDeclaration(bad)
    sides = defending_players(scenario.board, scenario.combat)
    blocks: dict[str, tuple[str, ...]] = {}
    scores: dict[str, Score] = {}
    alternatives: list[tuple[Mapping[str, Any], Score]] = []
    exact = True
    work = 0
    for defender in sides:
        found, complete, spent = search_blocks(_attacking(scenario, defender), defender,
                                               max(1, budget - work), evaluate, fights)
        exact = exact and complete
        work += spent
        ranked = _ranked(scenario, found)
        if not ranked:  # every declaration the file could give breaks a requirement
            raise IllegalDeclaration([Violation("509.1c", defender, (
                "no block declaration the file can give is legal: a creature made before "
                "blockers are declared (a token) would have to block, and redzone can't name "
                "it in `combat.blocks`"))])
        blocks.update(ranked[0][0])
        scores[defender] = ranked[0][1]
        named = {"defender": defender} if len(sides) > 1 else {}
        alternatives += [({**named, "blocks": {b: list(a) for b, a in alt.items()}}, s)
                         for alt, s in ranked[1:1 + ALTERNATIVES]]
    _, result = resolve_best(scenario, blocks)
    work += FIGHT_WORK * max(1, len(blocks))  # the combat resolved whole, as a fight
    score = scores[sides[0]] if len(sides) == 1 else _total(scores.values())
    return Solution("blocks", scenario.combat.attacks, frozen_map(blocks), score, result,
                    tuple(alternatives), exact, frozen_map(scores), work)


def defending_players(board: Board, combat: Combat) -> list[str]:
    """Each defending player (506.2), one head for a Two-Headed Giant team, in the order
    attacked; with no attack, the active player's first opponent."""
    heads = {p: side[0] for side in board.opponents(board.active) for p in side}
    found = dict.fromkeys(heads[board.defender_of(t)] for t in combat.attacks.values())
    return list(found) or [board.opponents(board.active)[0][0]]


def _attacking(scenario: Scenario, defender: str) -> Scenario:
    """The combat of the creatures attacking `defender` (or its team) only."""
    board, combat = scenario.board, scenario.combat
    attacks = {a: t for a, t in combat.attacks.items()
               if board.allied(board.defender_of(t), defender)}
    if len(attacks) == len(combat.attacks):
        return scenario
    bands = tuple(band for band in combat.bands if band[0] in attacks)
    return replace(scenario, combat=replace(combat, attacks=frozen_map(attacks), bands=bands))


def _ranked(scenario: Scenario, found: Found) -> Found:
    """Best first; equal scores by the kinds of the creatures blocking and blocked, never by
    names or listing order."""
    board, attacks = scenario.board, scenario.combat.attacks

    def key(blocks: Mapping[str, tuple[str, ...]]) -> tuple[Any, ...]:
        return tuple(sorted((label(board.permanent(b)), tuple(sorted(
            (label(board.permanent(a)), attacks[a]) for a in blocked)))
            for b, blocked in blocks.items()))

    by_kinds = sorted(found, key=lambda item: key(item[0]))
    return sorted(by_kinds, key=lambda item: item[1], reverse=True)


def _total(scores: Collection[Score]) -> Score:
    """Several defending players' scores together."""
    return Score(all(s.safe for s in scores), 0, sum(s.value for s in scores),
                 sum(s.damage for s in scores), sum(s.fewest for s in scores))


# --- attacks -------------------------------------------------------------------------------

def solve_attacks(scenario: Scenario, budget: int = ATTACKS_BUDGET,
                  evaluate: Evaluation = attacker_score) -> Solution:
    """The active player's best attack against each defending player's best blocks.

    Attacks are tried first: no attack, then a hill climb from the attack with everything
    (adding, removing or moving one creature while that improves the score), so that a spent
    budget still leaves a strong answer; then every other attack, fewest first. Ties are
    broken by a fixed order of the attacks (fewer of the first kinds of creature first),
    never by the order they were tried in."""
    declared(scenario.rules, "the best attack")
    search = _AttackSearch(scenario, budget, evaluate)
    exact = search.run()
    ranked = sorted(search.found.items(), key=lambda item: (item[1][2], _negated(item[0])),
                    reverse=True)
    attacks, blocks, score, result = ranked[0][1]
    alternatives = tuple(({"attacks": a, "blocks": {b: list(x) for b, x in bl.items()}}, s)
                         for a, bl, s, _ in (item for _, item in ranked[1:1 + ALTERNATIVES]))
    return Solution("attacks", frozen_map(attacks), frozen_map(blocks), score, result,
                    alternatives, exact, work=search.spent)


Split = tuple[tuple[int, ...], ...]  # per kind of creature, how many attack each target


def _negated(split: Split) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(-n for n in counts) for counts in split)


class _AttackSearch:
    def __init__(self, scenario: Scenario, budget: int, evaluate: Evaluation) -> None:
        self.scenario, self.budget, self.evaluate = scenario, budget, evaluate
        board = scenario.board
        self.targets = attack_targets(board)
        kinds: dict[tuple[Any, ...], list[str]] = {}
        for p in board.permanents:
            if (p.controller == board.active and CREATURE in p.types
                    and not declare.cannot_attack(board, p)):
                kinds.setdefault(kind(p), []).append(p.id)
        self.pools = list(kinds.values())
        self.found: dict[Split, tuple[dict[str, str], dict[str, tuple[str, ...]], Score,
                                      Result]] = {}
        self.spent = 0
        self.exact = True
        self.done = False  # spent: the budget, or trust in what more attacks would say
        self.fights: FightCache = {}  # the same fights recur from one attack to the next
        self.pruned = 0  # attacks a block proved no better than those found
        # Bounds hold with one opponent (below); the most that damage to its planeswalkers
        # and battles adds to the attacker's damage (objective.attacker_score).
        self.bounded = len(board.players) == 2 and not board.teams
        self.slack = sum((p.loyalty or 0) + (p.defense or 0) for p in board.permanents
                         if p.controller != board.active)
        self.defender = board.opponents(board.active)[0][0]
        self.options: dict[str, list[str]] | None = None  # blockers, what each may block
        # each attacker's blockers in the best blocks of the first attack found with it
        self.recalled: dict[tuple[str, str], tuple[str, ...]] = {}
        self.pairs: dict[tuple[str, str, tuple[str, ...]], _Alone | None] = {}
        # A board whose fights don't act on each other: no abilities, nothing triggered.
        self.quiet = not staged.needs_staging(board) and not any(
            p.abilities or p.keywords.triggered or p.commander for p in board.permanents)
        defending = board.player(self.defender)
        self.life_left = defending.life
        self.poison_left = POISON_TO_LOSE - defending.poison

    def run(self) -> bool:
        """Search within the budget; True when every attack was tried."""
        home = tuple((0,) * len(self.targets) for _ in self.pools)
        self._try(home)  # staying home
        everything = tuple(tuple(len(pool) if t == 0 else 0 for t in range(len(self.targets)))
                           for pool in self.pools)
        self._try(everything)  # the alpha strike, answered early
        for k in range(len(self.pools)):  # each creature alone: small attacks are searched
            for t in range(len(self.targets)):  # fast, and set the bar bounds prune by
                self._try((*home[:k], (*home[k][:t], 1, *home[k][t + 1:]), *home[k + 1:]))
        best = max(self.found, key=lambda split: self.found[split][2], default=None)
        while best is not None and not self._spent():
            better = max((n for n in self._neighbours(best) if self._try(n)),
                         key=lambda n: self.found[n][2], default=None)
            if better is None or self.found[better][2] <= self.found[best][2]:
                break
            best = better
        for split in _product([functools.partial(_spreads, len(pool), len(self.targets))
                               for pool in self.pools]):
            if self._spent():
                return False
            self._try(split)
        return self.exact

    def _spent(self) -> bool:
        return self.done or self.spent > self.budget

    def _neighbours(self, split: Split) -> Iterator[Split]:
        """One creature more, one fewer, or one moved to another target."""
        for k, counts in enumerate(split):
            for t, n in enumerate(counts):
                changes = []
                if sum(counts) < len(self.pools[k]):
                    changes.append(+1)
                if n:
                    changes.append(-1)
                for change in changes:
                    yield (*split[:k], (*counts[:t], n + change, *counts[t + 1:]),
                           *split[k + 1:])
                for u in range(len(counts)) if n else ():
                    if u != t:
                        moved = list(counts)
                        moved[t] -= 1
                        moved[u] += 1
                        yield (*split[:k], tuple(moved), *split[k + 1:])

    def _try(self, split: Split, bound: bool = True) -> bool:
        """Meet this attack with the best blocks (once); False if it is illegal or the
        budget is spent."""
        if split in self.found:
            return True
        if self._spent():
            return False
        attacks: dict[str, str] = {}
        for pool, counts in zip(self.pools, split, strict=True):
            ids = iter(pool)
            for target, n in zip(self.targets, counts, strict=True):
                attacks.update((next(ids), target) for _ in range(n))
        trial = replace(self.scenario, combat=Combat(attacks=frozen_map(attacks)))
        if declare.attack_violations(trial.board, trial.combat):
            return False
        if bound and self._refuted(split, trial):
            self.pruned += 1
            return False
        answer = solve_blocks(trial, max(1, self.budget - self.spent), fights=self.fights)
        self.spent += 1 + answer.work
        if not answer.exact:
            self.exact = False
            if self.found:  # blocks not searched through would flatter this attack
                self.done = True
                return False
        blocked = replace(trial, combat=replace(trial.combat, blocks=answer.blocks))
        score = self.evaluate(blocked, answer.result, trial.board.active)
        self.found[split] = (attacks, dict(answer.blocks), score, answer.result)
        for a, target in attacks.items():  # how each attacker was best blocked first
            if (a, target) not in self.recalled:
                self.recalled[a, target] = tuple(
                    b for b, blocked in answer.blocks.items() if blocked == (a,))
        return True


    def _refuted(self, split: Split, trial: Scenario) -> bool:
        """Do some blocks prove this attack ranks below the best found? With one opponent,
        whatever blocks B the defender may declare, its best blocks B* are at least as good
        for it: if B keeps it in the game, B* does; the attacker's value under B* is at most
        minus the defender's (what the defender counts as lost includes what the attacker
        counts as gained), so at most minus the defender's under B; and with those equal,
        the damage dealt is at most that under B, plus what planeswalkers and battles may
        lose. The blocks tried: none; a greedy block of each attacking creature; and the
        best blocks found, kept to this attack's creatures. On a board whose fights don't
        act on each other, blocks that surely keep the defender in the game are judged as
        their fights alone add up, before anything is resolved."""
        if not self.bounded or not self.found:
            return False
        split_best = max(self.found, key=lambda s: (self.found[s][2], _negated(s)))
        floor = (self.found[split_best][2], _negated(split_best))
        attacks = trial.combat.attacks
        slack = self.slack if not self.quiet else sum(
            (p.loyalty or 0) + (p.defense or 0) for t in set(attacks.values())
            if (p := trial.board.get(t)) is not None)
        tried: list[dict[str, tuple[str, ...]]] = [{}, self._greedy(attacks)]
        recalled: dict[str, tuple[str, ...]] = {}
        for a, target in attacks.items():
            blockers = self.recalled.get((a, target), ())
            if not any(b in recalled for b in blockers):
                recalled.update((b, (a,)) for b in blockers)
        if recalled not in tried:
            tried.append(recalled)
        for blocks in tried if self.quiet else ():
            added = self._added(attacks, blocks)
            if added is not None and (Score(False, 0, -added.value, added.life + added.poison
                                            + slack, -len(attacks)), _negated(split)) < floor:
                combat = replace(trial.combat, blocks=frozen_map(blocks))
                if not declare.block_violations(trial.board, combat):
                    return True
        kept = {b: tuple(a for a in blocked if a in attacks)
                for b, blocked in self.found[split_best][1].items()}
        kept = {b: blocked for b, blocked in kept.items() if blocked}
        if kept not in tried:
            tried.append(kept)
        for blocks in tried:
            self.spent += FIGHT_WORK * max(1, len(attacks))
            try:
                blocked, result = resolve_best(trial, blocks)
            except IllegalDeclaration:
                continue
            theirs = defender_score(blocked, result, self.defender)
            ceiling = Score(not theirs.safe, int(not theirs.safe), -theirs.value,
                            -theirs.damage + slack, -len(attacks))
            if (ceiling, _negated(split)) < floor:
                return True
        return False

    def _added(self, attacks: Mapping[str, str], blocks: Mapping[str, tuple[str, ...]],
               ) -> _Alone | None:
        """The fights of these blocks alone, added up; None unless the defender surely
        stays in the game (the life and poison it may lose, gains left out, fall short)."""
        by_attacker: dict[str, list[str]] = {}
        for b, (a,) in blocks.items():
            by_attacker.setdefault(a, []).append(b)
        value = life = poison = most_life = most_poison = 0
        for a, target in attacks.items():
            fight, alone = self._pair(a, target, tuple(by_attacker.get(a, ()))), self._pair(
                a, target, ())
            if fight is None or alone is None:
                return None
            value, life, poison = value + fight.value, life + fight.life, poison + fight.poison
            most_life += max(fight.most_life, alone.most_life)
            most_poison += max(fight.poison, alone.poison)
        if most_life >= self.life_left or most_poison >= self.poison_left:
            return None
        return _Alone(value, life, poison, most_life)

    def _greedy(self, attacks: Mapping[str, str]) -> dict[str, tuple[str, ...]]:
        """Blocks good for the defender, found greedily: of the blocks of one attacking
        creature by one or two creatures, those that do the defender most good alone
        first; then chump blocks of the most damage while that much would get through."""
        if self.options is None:
            everything = Combat(attacks=frozen_map(
                {a: self.targets[0] for pool in self.pools for a in pool}))
            self.options = block_options(self.scenario.board, everything, self.defender)
        ranked = []
        for a, target in attacks.items():
            alone = self._pair(a, target, ())
            can = [b for b, open_to in self.options.items() if a in open_to]
            for blockers in itertools.chain(itertools.combinations(can, 1),
                                            itertools.combinations(can, 2)):
                fight = self._pair(a, target, blockers)
                if alone is not None and fight is not None and fight.better(alone):
                    ranked.append(((fight.value, -fight.life - fight.poison, -len(blockers)),
                                   a, blockers))
        ranked.sort(key=lambda item: item[0], reverse=True)
        blocks: dict[str, tuple[str, ...]] = {}
        met: set[str] = set()
        for _, a, blockers in ranked:
            if a not in met and not any(b in blocks for b in blockers):
                blocks.update((b, (a,)) for b in blockers)
                met.add(a)
        through = {a: alone.life for a, t in attacks.items()
                   if a not in met and (alone := self._pair(a, t, ())) is not None}
        for a in sorted(through, key=lambda a: through[a], reverse=True):
            if sum(through.values()) < self.life_left:
                break
            free = next((b for b, can in self.options.items() if b not in blocks and a in can
                         and self._pair(a, attacks[a], (b,)) is not None), None)
            if free is not None:
                blocks[free] = (a,)
                through[a] = 0
        return blocks

    def _pair(self, attacker: str, target: str, blockers: tuple[str, ...]) -> _Alone | None:
        """One creature attacking, blocked by `blockers`, the fight alone on the board
        unless abilities act across it (kept for the search); None if that can't be
        declared."""
        key = (attacker, target, blockers)
        if key not in self.pairs:
            board = self.scenario.board
            if not staged.needs_staging(board):
                keep = {attacker, target, *blockers}
                board = replace(board, permanents=tuple(
                    p for p in board.permanents if p.id in keep))
            trial = replace(self.scenario, board=board,
                            combat=Combat(attacks=frozen_map({attacker: target})))
            self.spent += FIGHT_WORK * max(1, len(blockers))
            try:
                blocked, result = resolve_best(trial, {b: (attacker,) for b in blockers})
            except IllegalDeclaration:
                self.pairs[key] = None
            else:
                before = board.player(self.defender)
                after = result.players[self.defender]
                lost = before.life - after.life
                self.pairs[key] = _Alone(
                    defender_score(blocked, result, self.defender).value, lost,
                    after.poison - before.poison, lost + _first_gains(result, self.defender))
        return self.pairs[key]


class _Alone(NamedTuple):
    """A fight alone, for the defender: value (as objective.defender_score counts it),
    life and poison lost, and life lost before any life it gained."""

    value: int
    life: int
    poison: int
    most_life: int

    def better(self, other: _Alone) -> bool:
        return (self.value, -self.life - self.poison) > (other.value, -other.life - other.poison)


def _first_gains(result: Result, player: str) -> int:
    """The life `player` gained in the combat (a fight's lifelink blockers)."""
    return sum(e.amount or 0 for step in result.steps for e in step.events
               if e.player == player and e.type == EventType.LIFE_GAIN)


def attack_targets(board: Board) -> list[str]:
    """What the active player's creatures may attack (506.2, 508.1b): each opponent (one
    head of a Two-Headed Giant team, which is attacked as a whole, 810.7), their
    planeswalkers, and the battles they protect (310.8)."""
    sides = board.opponents(board.active)
    theirs = {p for side in sides for p in side}
    return [*(side[0] for side in sides), *(
        p.id for p in board.permanents
        if (PLANESWALKER in p.types and p.controller in theirs)
        or (BATTLE in p.types and (p.protector or p.controller) in theirs))]


def _product(factories: Sequence[Callable[[], Iterator[T]]]) -> Iterator[tuple[T, ...]]:
    """itertools.product of what the factories make, in its order, without building their
    lists first (there may be more than anyone could list)."""
    if not factories:
        yield ()
        return
    stack = [factories[0]()]
    picked: list[T] = []  # the item taken from each iterator below the top
    while stack:
        item = next(stack[-1], _DONE)
        if item is _DONE:
            stack.pop()
            if picked:
                picked.pop()
        elif len(stack) == len(factories):
            yield (*picked, item)
        else:
            picked.append(item)
            stack.append(factories[len(stack)]())


_DONE: Any = object()  # what _product's iterators give when they are done


def _spreads(n: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to send up to `n` identical creatures to `parts` targets, fewest first."""
    for total in range(n + 1):
        for cut in itertools.combinations(range(total + parts - 1), parts - 1):
            edges = (-1, *cut, total + parts - 1)
            yield tuple(edges[k + 1] - edges[k] - 1 for k in range(parts))
