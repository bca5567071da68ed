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
import math
import time
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from redzone.core.errors import IllegalDeclaration, Violation
from redzone.core.model import (
    BATTLE,
    CREATURE,
    EMPTY,
    PLANESWALKER,
    Board,
    Combat,
    frozen_map,
)
from redzone.core.result import Result
from redzone.rules import declared
from redzone.rules.cr import declare
from redzone.scenario import Scenario

from . import staged
from .ceilings import Blocks, Ceilings, Meter
from .fights import FIGHT_WORK, FightCache, Found, block_options, kind, label, search_blocks
from .objective import Evaluation, Score, attacker_score, defender_score, resolve_best

T = TypeVar("T")
DEFAULT_BUDGET = 2_000_000  # work (fights.FIGHT_WORK a fight) before settling for the best found
ATTACKS_BUDGET = 4 * DEFAULT_BUDGET  # for all the attacks tried, each with its blocks
ALTERNATIVES = 3  # runners-up reported
BOUND_ATTACKS = 100_000  # attacks left past which no bound is worked out
BOUND_SECONDS = 0.5  # nor past this long (nor a quarter of the time limit)
GLANCE_WORK = 150_000  # a short search for an attack's blocks before the whole one


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
    lost: bool = False  # blocks: proven that every block loses (how they rank may not be)
    bound: Score | None = None  # attacks, not exact: the most any attack left could score

    def said_bound(self) -> str:
        """The bound in words (when the search stopped early)."""
        if self.exact:
            return ""
        if self.bound is None:
            return "no bound proven: too many attacks were left to bound"
        b = self.bound
        if b.safe:
            return "an attack not searched through may win the game"
        return (f"no attack not searched through can win; at most value {b.value:+d}, and "
                f"at that value at most {b.damage} damage dealt")

    def to_json(self) -> dict[str, Any]:
        blocks = {b: a[0] if len(a) == 1 else list(a) for b, a in self.blocks.items()}
        out: dict[str, Any] = {}
        if self.kind == "attacks":
            out["attacks"] = dict(self.attacks)
        out.update(blocks=blocks, value=self.score.value, score=self.score.to_json(),
                   # `score.safe` in plain words: the attacker wins, or the defender survives
                   **{"wins" if self.kind == "attacks" else "survives": self.score.safe},
                   exact=self.exact,
                   **({"bound": None if self.bound is None else self.bound.to_json()}
                      if self.kind == "attacks" and not self.exact else {}),
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
                 fights: FightCache | None = None, time_limit: float | None = None,
                 deadline: float | None = None, runners_up: bool = True) -> Solution:
    """Each defending player's best blocks against the declared attack. `time_limit`:
    seconds before settling for the best found (as a spent budget); `fights` and
    `deadline` (time.monotonic()): fights already resolved on this board, and when to
    stop (solve_attacks shares them between attacks, and asks for no `runners_up`:
    the best blocks changed by one blocker, runners_up.py)."""
    if time_limit is not None:
        deadline = time.monotonic() + time_limit
    declared(scenario.rules, "the best blocks")
    bad = declare.attack_violations(scenario.board, scenario.combat)
    if bad:
        raise IllegalDeclaration(bad)
    sides = defending_players(scenario.board, scenario.combat)
    blocks: dict[str, tuple[str, ...]] = {}
    scores: dict[str, Score] = {}
    ranked_by: dict[str, Found] = {}
    exact = lost = True
    work = 0
    for defender in sides:
        found, complete, spent, loses = search_blocks(_attacking(scenario, defender), defender,
                                                      max(1, budget - work), evaluate, fights,
                                                      deadline)
        exact, lost = exact and complete, lost and loses
        work += spent
        ranked = _ranked(scenario, found)
        if not ranked:  # every declaration the file could give breaks a requirement
            raise IllegalDeclaration([Violation("509.1c", defender, (
                "no block declaration the file can give is legal: a creature made before "
                "blockers are declared (a token) would have to block, and redzone can't name "
                "it in `combat.blocks`"))])
        blocks.update(ranked[0][0])
        scores[defender] = ranked[0][1]
        ranked_by[defender] = ranked[1:]
    alternatives: list[tuple[Mapping[str, Any], Score]] = []
    for defender, others in ranked_by.items():
        if runners_up and len(others) < ALTERNATIVES:
            changed, spent = _changed_blocks(scenario, defender, blocks, evaluate, deadline,
                                             max(0, budget - work) // FIGHT_WORK)
            work += spent
            others = _ranked(scenario, _distinct([*others, *(
                ({b: a for b, a in alt.items() if _theirs(scenario, b, defender)}, s)
                for alt, s in changed)], blocks, scenario, defender))
        named = {"defender": defender} if len(sides) > 1 else {}
        alternatives += [({**named, "blocks": {b: list(a) for b, a in alt.items()}}, s)
                         for alt, s in others[:ALTERNATIVES]]
    _, result = resolve_best(scenario, blocks)
    work += FIGHT_WORK * max(1, len(blocks))  # the combat resolved whole, as a fight
    score = scores[sides[0]] if len(sides) == 1 else _total(scores.values())
    return Solution("blocks", scenario.combat.attacks, frozen_map(blocks), score, result,
                    tuple(alternatives), exact, frozen_map(scores), work, lost)


def _theirs(scenario: Scenario, blocker: str, defender: str) -> bool:
    return scenario.board.allied(scenario.board.permanent(blocker).controller, defender)


def _distinct(found: Found, best: Mapping[str, tuple[str, ...]], scenario: Scenario,
              defender: str) -> Found:
    """Each block once, and none that is the best one."""
    mine = {b: a for b, a in best.items() if _theirs(scenario, b, defender)}
    seen: list[dict[str, tuple[str, ...]]] = [mine]
    out: Found = []
    for blocks, score in found:
        if blocks not in seen:
            seen.append(blocks)
            out.append((blocks, score))
    return out


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
    names or listing order. Attacking tokens made as attackers were declared (mobilize,
    702.181a) are found on the board as blockers are about to be declared."""
    board, attacks = scenario.board, scenario.combat.attacks
    if any(board.get(a) is None for blocks, _ in found for blocked in blocks.values()
           for a in blocked):
        staged_scenario, _ = staged.before_blocks(scenario)
        board, attacks = staged_scenario.board, staged_scenario.combat.attacks

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
                  evaluate: Evaluation = attacker_score, time_limit: float | None = None,
                  progress: Callable[[Progress], None] | None = None) -> Solution:
    """The active player's best attack against each defending player's best blocks.

    Attacks are tried in this order: no attack; the attack with everything; each creature
    alone; a hill climb from the best of those (adding, removing or moving one creature
    while that improves the score); then every other attack, fewest first. With one
    opponent, an attack that some blocks prove no better than the best found is not
    searched (`_AttackSearch._refuted`). When the budget or `time_limit` (seconds) is spent,
    the answer is the best attack found, with a proven `bound` on what any attack left could
    score. Ties are broken by a fixed order of the attacks (fewer of the first kinds of
    creature first), never by the order they were tried in. `progress` is told how the
    search goes, a few times a second."""
    declared(scenario.rules, "the best attack")
    deadline = None if time_limit is None else time.monotonic() + time_limit
    search = _AttackSearch(scenario, budget, evaluate, deadline, progress)
    exact = search.run()
    bound = None
    if not exact:
        bound = search.bound()
        exact = bound is not None and search.best is not None and (
            bound <= search.found[search.best][2])
    search.tell("done", force=True)
    ranked = sorted(search.found.items(), key=lambda item: (item[1][2], _negated(item[0])),
                    reverse=True)
    attacks, blocks, score, result = ranked[0][1]
    alternatives = tuple(({"attacks": a, "blocks": {b: list(x) for b, x in bl.items()}}, s)
                         for a, bl, s, _ in (item for _, item in ranked[1:1 + ALTERNATIVES]))
    return Solution("attacks", frozen_map(attacks), frozen_map(blocks), score, result,
                    alternatives, exact, work=search.meter.work,
                    bound=None if exact else bound)


Split = tuple[tuple[int, ...], ...]  # per kind of creature, how many attack each target


def _negated(split: Split) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(-n for n in counts) for counts in split)


@dataclass(frozen=True)
class Progress:
    """How far the search for the best attack has come: its stage, the attacks there are,
    those settled (searched through, proved no better by a bound, or illegal), those
    searched through, the best found so far, the work spent and the seconds taken."""

    stage: str
    attacks: int
    settled: int
    searched: int
    best: Score | None
    work: int
    seconds: float


PROGRESS_EVERY = 0.1  # seconds between reports of progress


class _AttackSearch:
    def __init__(self, scenario: Scenario, budget: int, evaluate: Evaluation,
                 deadline: float | None = None,
                 progress: Callable[[Progress], None] | None = None) -> None:
        self.scenario, self.evaluate, self.progress = scenario, evaluate, progress
        self.started = self.told = time.monotonic()
        self.stage = "no attack, and everything"
        self.settled: set[Split] = set()  # searched through, proved no better, or illegal
        board = scenario.board
        self.targets = attack_targets(board)
        kinds: dict[tuple[Any, ...], list[str]] = {}
        for p in board.permanents:
            if (p.controller == board.active and CREATURE in p.types
                    and not declare.cannot_attack(board, p)):
                kinds.setdefault(kind(p), []).append(p.id)
        self.pools = list(kinds.values())
        self.best: Split | None = None  # the best attack found (ties: the fixed order)
        self.found: dict[Split, tuple[dict[str, str], dict[str, tuple[str, ...]], Score,
                                      Result]] = {}
        self.meter = Meter(budget, deadline)  # the work, all told
        self.unsettled: set[Split] = set()  # attacks whose blocks weren't searched through
        self.fights: FightCache = {}  # the same fights recur from one attack to the next
        # Blocks prove ceilings on attacks with one opponent (ceilings.py).
        self.ceilings = (Ceilings(scenario, [a for pool in self.pools for a in pool],
                                  self.meter)
                         if len(board.players) == 2 and not board.teams else None)

    def run(self) -> bool:
        """Search within the budget; True when every attack was tried."""
        home = tuple((0,) * len(self.targets) for _ in self.pools)
        self._try(home)  # staying home
        everything = tuple(tuple(len(pool) if t == 0 else 0 for t in range(len(self.targets)))
                           for pool in self.pools)
        self._try(everything, self.meter.budget // 10)  # the alpha strike, if quickly answered
        self.stage = "each creature alone"
        for k in range(len(self.pools)):  # each creature alone: small attacks are searched
            for t in range(len(self.targets)):  # fast, and set the bar bounds prune by
                self._try((*home[:k], (*home[k][:t], 1, *home[k][t + 1:]), *home[k + 1:]))
        best = max(self.found, key=lambda split: self.found[split][2], default=None)
        self.stage = "hill climb"
        while best is not None and not self._spent():
            better = max((n for n in self._neighbours(best) if self._try(n)),
                         key=lambda n: self.found[n][2], default=None)
            if better is None or self.found[better][2] <= self.found[best][2]:
                break
            best = better
        self.stage = "every attack"
        for split in self._every():
            if self._spent():
                return False
            self._try(split)
        return not self.unsettled

    def _every(self) -> Iterator[Split]:
        """Every attack, fewest creatures first (made one at a time: there may be more
        than anyone could list)."""
        return _product([functools.partial(_spreads, len(pool), len(self.targets))
                         for pool in self.pools])

    def _spent(self) -> bool:
        return self.meter.spent()

    def count(self) -> int:
        """How many attacks there are (each kind's creatures spread over the targets)."""
        return math.prod(math.comb(len(pool) + len(self.targets), len(self.targets))
                         for pool in self.pools)

    def tell(self, stage: str | None = None, force: bool = False) -> None:
        """Report progress, at most every PROGRESS_EVERY seconds unless `force`."""
        now = time.monotonic()
        if self.progress is None or (not force and now - self.told < PROGRESS_EVERY):
            return
        self.told = now
        best = None if self.best is None else self.found[self.best][2]
        self.progress(Progress(stage or self.stage, self.count(), len(self.settled),
                               len(self.found), best, self.meter.work, now - self.started))

    def bound(self) -> Score | None:
        """The most any attack not settled could score: with one opponent, each attack's
        least ceiling over the blocks _refuted tries (a win, if none can be declared);
        past BOUND_ATTACKS attacks, BOUND_SECONDS or half the budget more than the search
        took, the looser ceiling of any attack at all (ceilings.Ceilings.anything). Else
        None (no bound proven)."""
        if self.ceilings is None or self.best is None:
            return None
        stop = time.monotonic() + (BOUND_SECONDS if self.meter.deadline is None else min(
            BOUND_SECONDS, (self.meter.deadline - self.started) / 4))
        most = self.found[self.best][2]
        most_work = max(self.meter.work, self.meter.budget) + self.meter.budget // 2
        for n, split in enumerate(self._every()):
            if (n >= BOUND_ATTACKS or time.monotonic() > stop
                    or self.meter.work > most_work):
                return max(most, self.ceilings.anything(self.targets))
            if split in self.settled:
                continue
            trial = self._trial(split)
            if declare.attack_violations(trial.board, trial.combat):
                continue
            least = Score(True, 1, 0, 0, -len(trial.combat.attacks))
            for blocks in self.ceilings.candidates(trial.combat.attacks,
                                                   self.found[self.best][1], cheap=True):
                ceiling = self.ceilings.ceiling(trial, blocks)
                least = least if ceiling is None else min(least, ceiling)
                if least <= most:
                    break
            most = max(most, least)
        return most

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

    def _trial(self, split: Split) -> Scenario:
        """The scenario with this attack declared."""
        attacks: dict[str, str] = {}
        for pool, counts in zip(self.pools, split, strict=True):
            ids = iter(pool)
            for target, n in zip(self.targets, counts, strict=True):
                attacks.update((next(ids), target) for _ in range(n))
        return replace(self.scenario, combat=Combat(attacks=frozen_map(attacks)))

    def _try(self, split: Split, share: int | None = None) -> bool:
        """Meet this attack with the best blocks (once); False if it is illegal, proved no
        better than the best found, or the budget (or the `share` of it allowed) is spent
        (it is then tried again in turn)."""
        if split in self.found:
            return True
        if split in self.settled or self._spent():
            return False
        self.tell()
        trial = self._trial(split)
        attacks = trial.combat.attacks
        if declare.attack_violations(trial.board, trial.combat):
            self.settled.add(split)
            return False
        if self._refuted(split, trial):
            self.settled.add(split)
            self.unsettled.discard(split)
            return False
        allowed = max(1, self.meter.budget - self.meter.work)
        if share is not None:
            allowed = min(allowed, share)
        # A short search first: its blocks, even if not the best, may prove the attack no
        # better than the best found (the fights it resolved serve the whole search).
        answer = solve_blocks(trial, min(allowed, GLANCE_WORK), fights=self.fights,
                              deadline=self.meter.deadline, runners_up=False)
        self.meter.work += 1 + answer.work
        if not answer.exact and self._below(split, trial, answer):
            self.settled.add(split)
            self.unsettled.discard(split)
            return False
        if not answer.exact and allowed > GLANCE_WORK:
            answer = solve_blocks(trial, max(1, allowed - answer.work), fights=self.fights,
                                  deadline=self.meter.deadline, runners_up=False)
            self.meter.work += 1 + answer.work
        # An attack every block loses to wins whichever the defender picks (the game is
        # over, objective.attacker_score); blocks not searched through would flatter others.
        if not answer.exact and not (answer.lost and self.ceilings is not None
                                     and self.evaluate is attacker_score):
            self.unsettled.add(split)
            if self.found:
                return False
        else:
            self.unsettled.discard(split)
        blocked = replace(trial, combat=replace(trial.combat, blocks=answer.blocks))
        score = self.evaluate(blocked, answer.result, trial.board.active)
        self.found[split] = (dict(attacks), dict(answer.blocks), score, answer.result)
        self.settled.add(split)
        if self.best is None or (score, _negated(split)) > (self.found[self.best][2],
                                                             _negated(self.best)):
            self.best = split
        if self.ceilings is not None:
            self.ceilings.recall(attacks, answer.blocks)
        return True

    def _refuted(self, split: Split, trial: Scenario) -> bool:
        """Do some blocks prove this attack ranks below the best found (ceilings.py)?"""
        if self.ceilings is None or self.best is None:
            return False
        floor = (self.found[self.best][2], _negated(self.best))
        tried: list[Blocks] = []
        for blocks in self.ceilings.candidates(trial.combat.attacks, self.found[self.best][1]):
            if blocks not in tried:
                tried.append(blocks)
                ceiling = self.ceilings.ceiling(trial, blocks,
                                                lambda c: (c, _negated(split)) < floor)
                if ceiling is not None and (ceiling, _negated(split)) < floor:
                    self.ceilings.remember(blocks)
                    return True
        return False

    def _below(self, split: Split, trial: Scenario, answer: Solution) -> bool:
        """Do the blocks a search found (not proven best) prove the attack below the best
        found? (As _refuted, the blocks resolved whole.)"""
        if self.ceilings is None or self.best is None:
            return False
        floor = (self.found[self.best][2], _negated(self.best))
        ceiling = self.ceilings.of_result(replace(trial, combat=replace(
            trial.combat, blocks=answer.blocks)), answer.result)
        if (ceiling, _negated(split)) < floor:
            self.ceilings.remember(answer.blocks)
            return True
        return False


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


# --- runners-up to the best blocks ---------------------------------------------------------
# The fight search keeps only blocks that may be best, so the next best are looked for among no
# blocks and the best blocks changed by one blocker (taken off, moved to another attacker, or
# added), each resolved whole with the attacker's best reply.

RUNNERS_UP = 48  # blocks changed by one blocker resolved, at most, for each defender


def _changed_blocks(scenario: Scenario, defender: str, blocks: Mapping[str, tuple[str, ...]],
                    evaluate: Evaluation, deadline: float | None, most: int,
                    ) -> tuple[Found, int]:
    """`blocks` with one of `defender`'s blockers changed, legal ones scored for `defender`
    (at most `most` and RUNNERS_UP, none past `deadline`: what is left of the budget); and
    the work it took (FIGHT_WORK each)."""
    found: Found = []
    for n, changed in enumerate(_changes(scenario, defender, blocks)):
        if n >= min(most, RUNNERS_UP) or (deadline is not None and time.monotonic() > deadline):
            break
        combat = replace(scenario.combat, blocks=frozen_map(changed))
        if declare.block_violations(scenario.board, combat):
            continue
        try:
            trial, result = resolve_best(scenario, changed)
        except IllegalDeclaration:  # (abilities before blocks made it illegal)
            continue
        found.append((changed, evaluate(trial, result, defender)))
    return found, FIGHT_WORK * len(found)


def _changes(scenario: Scenario, defender: str, blocks: Mapping[str, tuple[str, ...]],
             ) -> Iterator[dict[str, tuple[str, ...]]]:
    options = block_options(scenario.board, scenario.combat, defender)
    yield {b: a for b, a in blocks.items() if b not in options}  # no blocks at all
    for b, can in options.items():
        rest = {k: v for k, v in blocks.items() if k != b}
        if b in blocks:
            yield rest
        for a in can:
            if blocks.get(b) != (a,):
                yield {**rest, b: (a,)}
