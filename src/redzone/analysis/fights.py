"""The search for the best blocks, fight by fight.

Combat splits into fights: each attacking creature with the creatures that block it (every
blocker blocks one attacker); the creatures attacking one planeswalker or battle fight
together, since their damage to it adds up. A fight is resolved on its own, once for each kind
of attacker and multiset of kinds of blockers (identical creatures are interchangeable), with
the attacker's best reply and, for a trampler, with the reply that deals the defending player
the most damage (what it takes when the total is enough to win). Blocks that provably add
nothing to a block with fewer creatures are never tried (`_adds_nothing`). A dynamic program
over the fights then keeps, for each set of blockers still free, the plans that no other
beats: as safe in life, poison and first-strike damage, and at least as good in value, then
life and poison lost, then blockers (plans that no later fights could make lose count as
equally safe). Its best plans are resolved whole. A plan that keeps the defender in the game
resolves as its fights add up (the attacker's best reply splits by fight), so the answer is
exact. When every plan loses, how losing blocks rank can depend on the whole combat (the step
in which the game ends, what the attacker prefers once it can win), unless attacking
creatures deal all their damage in the last step with nothing to choose that reaches the
defending player; otherwise small boards are searched whole, and large ones answered
inexactly. Boards where blockers may block several attackers are searched whole. The work is
counted against a budget; large boards are searched in rounds that allow 1, 2, 4, ...
blockers on an attacker, so that a spent budget leaves the best plans of a whole round.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import math
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple, TypeVar

import numpy as np

from redzone.core.errors import IllegalDeclaration
from redzone.core.keywords import NO_COMBAT_DAMAGE
from redzone.core.model import CREATURE, EMPTY, Board, Combat, Permanent, Player, frozen_map
from redzone.core.result import (
    COMBAT_DAMAGE_STEP,
    FIRST_STRIKE_STEP,
    EventType,
    Result,
    Step,
    Zone,
)
from redzone.rules import declared
from redzone.rules.cr import declare
from redzone.rules.cr.keywords import deathtouch
from redzone.rules.cr.keywords.evasion import barring, choosy, evasion, evasive, profile
from redzone.rules.cr.keywords.requirements import needed_blockers
from redzone.rules.cr.players import TEAM_POISON_TO_LOSE
from redzone.rules.cr.sba import COMMANDER_DAMAGE_TO_LOSE, POISON_TO_LOSE
from redzone.rules.cr.state import Live
from redzone.scenario import Scenario

from . import staged
from .best import BestChooser, value_of
from .objective import Evaluation, Score, defender_score, resolve_best

LOSING_BLOCKS_RESOLVED = 4_000  # blocks resolved one by one when every block loses
FIGHT_WORK = 300  # a fight resolved costs about as much as this many combinations, a blocker
TRIAL_WORK = 60  # and each damage assignment its players' best replies try, this many
ROUNDS_FROM = 4_096  # blocks of single attackers, all told, above which the search has rounds
OUT_OF_REACH = 10**9  # life added to see all a fight deals when it would end the game
SURELY_SAFE = -(10**9)  # the threat of plans no other fights can make lose, below any other

R = TypeVar("R")
Found = list[tuple[dict[str, tuple[str, ...]], Score]]
FightCache = dict[tuple[Any, ...], "_Fight"]  # fights resolved on one board, by kinds


def search_blocks(scenario: Scenario, defender: str, budget: int, evaluate: Evaluation,
                  fights: FightCache | None = None, deadline: float | None = None,
                  ) -> tuple[Found, bool, int, bool]:
    """Every block of `defender` (with a Two-Headed Giant teammate) that may be best against
    the attacks at them, each scored by `evaluate`; whether the search was exact; the work
    it took (fights, combinations and blocks resolved, as counted against `budget`); and
    whether it proved that every block loses the game (how such blocks rank may not be).
    `fights`: fights already resolved on this board (the attacks tried share them);
    `deadline` (time.monotonic()): when to stop, as if the budget were spent."""
    whole = scenario
    split = True
    if staged.needs_staging(scenario.board):  # the attack steps' triggers, once (staged.py)
        scenario, split = staged.before_blocks(scenario)
    board, combat = scenario.board, scenario.combat
    options = block_options(board, combat, defender)
    # A token created before blocks (afterlife) could block, but a file can't name it: the
    # blocks without it are searched, and the answer says it isn't exact.
    unnamed = [b for b in options if whole.board.get(b) is None]
    for b in unnamed:
        del options[b]
    blocks = math.prod(1 + sum(math.comb(len(can), k) for k in range(1, 1 + _most(board, b, can)))
                       for b, can in options.items())  # every block declaration
    multiple = _multiple_blocks(board, options)
    # cr-6e: lifelink and deathtouch trigger, and their triggers resolve after state-based
    # actions, so no fight ends as it does alone: the blocks are resolved whole where they
    # fit the budget, else the fights' answer is kept as not exact.
    unsplit = declared(scenario.rules, "the best blocks").actions_after_assignment and any(
        board.permanent(c).has(k) for c in (*combat.attacks, *options)
        for k in ("lifelink", "deathtouch"))
    if (unnamed or not split or multiple is None or (unsplit and blocks * FIGHT_WORK <= budget)
            or combat.bands or whole.combat.activate  # (what activations do may cross fights)
            or any(board.permanent(b).has(declare.BLOCK_ALONE) for b in options)):
        meter = BestChooser()
        every, exact = enumerate_blocks(whole, defender, options, budget // FIGHT_WORK,
                                        evaluate, meter, budget, checked=whole is scenario,
                                        deadline=deadline, limits=board)
        exact = exact and not unnamed
        return every, exact, len(every) * FIGHT_WORK + meter.trials * TRIAL_WORK, exact and (
            not any(score.safe for _, score in every))
    found, exact, work, strict = [], True, 0, evaluate is not defender_score
    for fixed in multiple:  # what the creatures that block several attackers block together
        rest = {b: can for b, can in options.items() if b not in fixed}
        search = _FightSearch(scenario, defender, rest, max(1, budget - work), strict,
                              {} if fights is None else fights, whole, fixed, deadline)
        try:
            more, whole_search = search.run(evaluate)
        except IllegalDeclaration:  # a budget spent left a creature with menace one blocker
            more, whole_search = [], False
        found += more
        exact, work = exact and whole_search, work + search.work
        if work > budget:
            exact = False
            break
    exact = exact and not unsplit
    if strict or any(score.safe for _, score in found):
        return found, exact, work, False
    # The defender loses whatever it blocks. How losing blocks rank may depend on the whole
    # combat: in which step the game ends, and what the attacker prefers once it can win.
    # Not when attacking creatures deal all their damage in the last step with nothing to
    # choose that reaches the defending player, and nothing triggers after combat damage:
    # each fight then ends as it does alone. (What a fight's damage triggers, as undying,
    # never resolves once another fight's damage has ended the game, 104.4a.)
    if not any(_chooses_or_strikes_first(board.permanent(a)) for a in combat.attacks) and (
            not staged.needs_staging(board)):
        return found, exact, work, exact
    if blocks <= LOSING_BLOCKS_RESOLVED and work < budget:
        meter = BestChooser()
        every, whole_search = enumerate_blocks(whole, defender, options, blocks, evaluate,
                                               meter, budget - work, checked=whole is scenario,
                                               deadline=deadline, limits=board)
        return every, whole_search, (work + len(every) * FIGHT_WORK
                                     + meter.trials * TRIAL_WORK), exact
    return found, False, work, exact


MULTIPLE_BLOCKS = 512  # ways creatures may block several attackers, searched one by one
Fixed = Mapping[str, tuple[str, ...]]  # creatures each blocking two or more attackers


def _most(board: Board, blocker: str, can: list[str]) -> int:
    """How many of the attackers in `can` the blocker may block at once (509.1a)."""
    limit = board.permanent(blocker).can_block
    return len(can) if limit is None else min(limit, len(can))


def _multiple_blocks(board: Board, options: dict[str, list[str]]) -> list[Fixed] | None:
    """Each way the creatures that may block more than one attacker (509.1a: as many as
    `can_block` says) block two or more attackers together, the others blocking one or
    none (the fight search's own choice); none first. None when there are too many."""
    ways: list[list[tuple[str, tuple[str, ...]] | None]] = []
    for b, can in options.items():
        if board.permanent(b).can_block == 1:
            continue
        ways.append([None, *((b, combo) for n in range(2, _most(board, b, can) + 1)
                             for combo in itertools.combinations(can, n))])
        if math.prod(map(len, ways)) > MULTIPLE_BLOCKS:
            return None
    return [{b: combo for b, combo in (w for w in choice if w is not None)}
            for choice in itertools.product(*ways)]


def _chooses_or_strikes_first(attacker: Permanent) -> bool:
    """Or has abilities that act before combat damage (the game may end then)."""
    return any(attacker.has(k) for k in ("first strike", "double strike", "trample")) or (
        attacker.assigns_as_though_unblocked) or bool(
        attacker.abilities or attacker.keywords.triggered)


def block_options(board: Board, combat: Combat, defender: str) -> dict[str, list[str]]:
    """Each creature of `defender` (or of its Two-Headed Giant teammate, 810.7c) that may
    block, and the attackers attacking them it may block (509.1a, 802.4a). Evasion is
    worked out once for each profile of attacker and of blocker (evasion.profile);
    blockers open to the same attackers share one list."""
    targets = [a for a, t in combat.attacks.items() if board.allied(board.defender_of(t),
                                                                     defender)]
    profiles: dict[tuple[Any, ...], int] = {}
    first: dict[int, Permanent] = {}  # an attacker of each profile
    profile_of = []
    named = barring(board)
    for a in targets:
        k = profiles.setdefault((profile(board.permanent(a)), named and a), len(profiles))
        first.setdefault(k, board.permanent(a))
        profile_of.append(k)
    by_profile: dict[tuple[Any, ...], list[str]] = {}
    shared: dict[frozenset[int], list[str]] = {frozenset(): targets}
    options: dict[str, list[str]] = {}
    for perm in board.permanents:
        if not board.allied(perm.controller, defender) or CREATURE not in perm.types:
            continue
        if declare.cannot_block(board, perm, 1):
            continue
        mine = profile(perm)
        if mine not in by_profile:
            barred = frozenset(k for k, a in first.items() if (evasive(a) or choosy(perm))
                               and evasion(board, a, perm))
            if barred not in shared:
                shared[barred] = [a for a, k in zip(targets, profile_of, strict=True)
                                  if k not in barred]
            by_profile[mine] = shared[barred]
        if by_profile[mine]:
            options[perm.id] = by_profile[mine]
    return options


def enumerate_blocks(scenario: Scenario, defender: str, options: dict[str, list[str]],
                     budget: int, evaluate: Evaluation, chooser: BestChooser | None = None,
                     work: int | None = None, checked: bool = True,
                     deadline: float | None = None, limits: Board | None = None,
                     ) -> tuple[Found, bool]:
    """Every legal block, resolved whole: for boards the fight search can't split. At most
    `budget` blocks (no blocks at all first, always), and with `work`, no more work than that
    (FIGHT_WORK a block resolved, TRIAL_WORK an assignment `chooser` tries), nor past
    `deadline` (time.monotonic()). `checked`: the blocks are checked against the board as
    given; else (abilities change it before blocks) as the combat resolves. `limits`: the
    board as blockers are declared, whose creatures say how many attackers each may block
    (509.1a; an ability before blocks may add some), by default the scenario's."""
    chooser = chooser or BestChooser()
    board = scenario.board
    per_blocker = [[(), *(combo for k in range(1, _most(limits or board, b, can) + 1)
                          for combo in itertools.combinations(can, k))]
                   for b, can in options.items()]
    found: Found = []
    exact = True
    for n, choice in enumerate(itertools.product(*per_blocker)):
        if n and (n >= budget or (work is not None and n * FIGHT_WORK
                                  + chooser.trials * TRIAL_WORK > work)
                  or (deadline is not None and time.monotonic() > deadline)):
            exact = False  # no blocks at all is always tried
            break
        blocks = {b: c for b, c in zip(options, choice, strict=True) if c}
        combat = replace(scenario.combat, blocks=frozen_map(blocks))
        if checked and declare.block_violations(board, combat):
            continue
        if work is not None:  # the attacker's replies within the work left, then one a step
            chooser.allowance = chooser.trials + max(
                0, work - n * FIGHT_WORK - chooser.trials * TRIAL_WORK) // TRIAL_WORK
        try:
            trial, result = resolve_best(scenario, blocks, chooser=chooser)
        except IllegalDeclaration:
            continue  # (only when not `checked`)
        exact = exact and not chooser.cut
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
    kills: bool  # every attacking creature of the fight dies (it may return: undying)
    kills_first: bool  # ... already in the first-strike combat damage step
    past: bool  # an attacking creature assigned damage past its blockers, in either reply
    loses: bool  # the defender loses otherwise than by life or poison (commander damage)

    def costs_nothing(self, worth: int) -> bool:
        """The attackers die, and nothing else happens to the defender."""
        return not self.loses and not self.past and (
            self.value, self.life, self.poison, self.most_life, self.most_poison,
            self.most_first) == (worth, 0, 0, 0, 0, 0)



class _Totals(NamedTuple):
    value: int
    life: int
    poison: int
    most_life: int
    most_poison: int
    most_first: int
    blockers: int

    def beats(self, other: _Totals, strict: bool) -> bool:
        """As safe in every respect, and at least as good in value, then life and poison,
        then blockers: whichever plans are safe rank in that order. `strict`: at least as
        good in each of value, life, poison and blockers (how plans that lose may rank)."""
        if not (self.most_life <= other.most_life and self.most_poison <= other.most_poison
                and self.most_first <= other.most_first):
            return False
        if strict:
            return (self.value >= other.value and self.life <= other.life
                    and self.poison <= other.poison and self.blockers <= other.blockers)
        return ((self.value, other.life + other.poison, other.blockers)
                >= (other.value, self.life + self.poison, self.blockers))


Counts = tuple[int, ...]  # how many blockers of each kind block one attacking creature
Plan = tuple[Counts, ...]  # the counts of each attacking creature of a fight, in order
Placed = list[tuple[int, int]]  # the kinds and numbers of blockers a count vector places


class _Link:
    """The plans of the fights from one on, linked, so that plans share their tails; with
    their fights by kinds once a tie asks for them."""

    __slots__ = ("kinds", "plan", "rest")

    def __init__(self, plan: Plan, rest: _Link | None) -> None:
        self.plan, self.rest = plan, rest
        self.kinds: _Kinds | None = None


Plans = _Link | None


@dataclass(frozen=True, slots=True)
class _Kinds:
    """A multiset of fights by the kinds of their creatures, as runs (fight, how many) by
    fight, that sorts as its sorted list of fights would."""

    runs: tuple[tuple[Any, int], ...] = ()

    def plus(self, fight: Any) -> _Kinds:
        at = bisect.bisect_left(self.runs, fight, key=lambda run: run[0])
        if at < len(self.runs) and self.runs[at][0] == fight:
            return _Kinds((*self.runs[:at], (fight, self.runs[at][1] + 1),
                           *self.runs[at + 1:]))
        return _Kinds((*self.runs[:at], (fight, 1), *self.runs[at:]))

    def __lt__(self, other: _Kinds) -> bool:
        pairs = zip(self.runs, other.runs, strict=False)
        for at, ((mine, n), (theirs, m)) in enumerate(pairs):
            if mine != theirs:
                return bool(mine < theirs)
            if n != m:  # the list with fewer goes on with a greater fight, or ends first
                return at + 1 == len(self.runs) if n < m else at + 1 < len(other.runs)
        return len(self.runs) < len(other.runs)


@dataclass(slots=True)
class _Frame:
    """One fight in the search's depth-first walk: the blocks left to try, the block being
    tried (its fight and blockers used) and the plans found so far."""

    i: int
    free: Counts
    unit: tuple[str, ...]
    plans: Iterator[Plan]
    items: list[tuple[_Totals, Plans]] = field(default_factory=list)
    plan: Plan = ()
    used: int = 0
    fight: _Fight | None = None


class _FightSearch:
    """The dynamic program over fights described in the module's docstring."""

    def __init__(self, scenario: Scenario, defender: str, options: dict[str, list[str]],
                 budget: int, strict: bool, cache: FightCache,
                 whole: Scenario | None = None, fixed: Fixed = EMPTY,
                 deadline: float | None = None) -> None:
        """`strict`: keep every plan not beaten in each of value, life, poison and blockers
        (for evaluations other than `defender_score`); `whole`: the scenario the best plans
        are resolved on, when `scenario` is it as blockers are about to be declared;
        `fixed`: creatures that block several attackers in every plan (their fights are
        one); `deadline` (time.monotonic()): when the budget counts as spent."""
        self.scenario, self.defender, self.budget = scenario, defender, budget
        self.fixed, self.deadline = fixed, deadline
        self.whole = whole or scenario
        self.strict = strict
        self.ordered = declared(scenario.rules, "the best blocks").damage_assignment_order
        board = scenario.board
        attacks = scenario.combat.attacks
        # What each permanent is worth to the objective: as the whole board has it (the
        # board as blocks begin has its values pumped, and tokens the objective ignores).
        self.values = {p.id: value_of(p) for p in self.whole.board.permanents}
        # Blockers of the same kind (same characteristics and worth, same attackers open to
        # them).
        kinds: dict[tuple[Any, ...], list[str]] = {}
        numbers: dict[tuple[str, ...], int] = {}  # each list of attackers, numbered
        opens: list[frozenset[str]] = []  # one set for equal lists
        shared: dict[int, int] = {}  # a list block_options shares, by id: its number
        for b, can in options.items():
            if (n := shared.get(id(can))) is None:  # (a list of thousands hashed once)
                n = shared[id(can)] = numbers.setdefault(tuple(can), len(numbers))
                if n == len(opens):
                    opens.append(frozenset(can))
            kinds.setdefault((kind(board.permanent(b)), self.values.get(b, 0), n),
                             []).append(b)
        self.pools = list(kinds.values())
        self.place = {p.id: n for n, p in enumerate(board.permanents)}  # in listing order
        self.width = 1 + len(self.pools) // 32  # the work of a count vector, as it grows
        self.can = [opens[n] for (_, _, n) in kinds]
        self.blocker = [board.permanent(pool[0]) for pool in self.pools]
        # A fight: the creatures attacking one player each fight alone; those attacking the
        # same planeswalker or battle fight together (their damage to it adds up, 506.4c).
        # So do those a creature blocks together (their blocker's damage is divided).
        group = {a: a if board.get(t) is None else t for a, t in attacks.items()}
        for blocked in fixed.values():
            joined = {group[a] for a in blocked}
            head = next(group[a] for a in attacks if group[a] in joined)
            group = {a: head if g in joined else g for a, g in group.items()}
        fights: dict[str, list[str]] = {}
        for a in attacks:
            fights.setdefault(group[a], []).append(a)
        self.units = [tuple(unit) for unit in fights.values()]
        # each fight's creatures blocking several attackers: by kind, and where they block
        self.fixed_in: dict[tuple[str, ...], tuple[Any, ...]] = {
            unit: tuple(sorted((label(board.permanent(b)), self.values.get(b, 0),
                                tuple(unit.index(a) for a in blocked))
                               for b, blocked in fixed.items() if blocked[0] in unit))
            for unit in self.units}
        self.attacker_kind = {a: (kind(board.permanent(a)), self.values.get(a, 0), attacks[a])
                              for a in attacks}
        self.worth = {a: self.values.get(a, 0) for a in attacks}
        player = board.player(defender)
        self.life, self.poison = player.life, player.poison
        self.poison_left = (TEAM_POISON_TO_LOSE if board.teams  # 704.5c, 704.6b
                            else POISON_TO_LOSE) - player.poison
        # Threats of life this high lose whatever life the blockers' lifelink gains (702.15b).
        self.lost_life = self.life + sum(  # (infect too: lifelink counts damage dealt)
            len(pool) * _amount(p) * (2 if p.has("double strike") else 1)
            for pool, p in zip(self.pools, self.blocker, strict=True) if p.has("lifelink"))
        # What the fights before each one could deal the defender at most (life, poison,
        # life in the first-strike step): a plan of the later fights that stays under the
        # limits with these added is safe whatever happens before, so its threat is moot.
        self.before = [(0, 0, 0)]
        for unit in self.units:
            life, poison, first = self.before[-1]
            for a in unit:
                threat = _threat(board.permanent(a), player)
                life, poison, first = life + threat[0], poison + threat[1], first + threat[2]
            self.before.append((life, poison, first))
        self.fights = cache  # shared between searches on one board, by kinds
        self.known: dict[tuple[tuple[str, ...], Plan], _Fight] = {}  # this search's, by names
        self.blocker_kind = [(kind(p), self.values.get(p.id, 0)) for p in self.blocker]
        self.blocker_label = [label(p) for p in self.blocker]
        self.attacker_label = {a: (label(board.permanent(a)), _target_label(board, t))
                               for a, t in attacks.items()}
        self.candidates: dict[str, list[Counts]] = {}
        self.tables: dict[str, np.ndarray[Any, Any]] = {}  # the candidates, as an array
        self.memo: dict[tuple[int, Counts], list[tuple[_Totals, Plans]]] = {}
        self.tails: list[tuple[_Totals, Plans]] = [(_Totals(0, 0, 0, 0, 0, 0, 0), None)]
        self.limit = 0  # the most blockers on one attacker in this round
        self.cut = False  # did the limit leave blocks out?
        self.work = 0
        self.exact = True
        # the attacker's best replies, counting their work, valuing as the whole board does
        self.chooser = BestChooser(worth=self.values)
        self.damager = BestChooser(damage_first=True, worth=self.values)
        self.shareable = True  # did the fight being resolved get its best replies?

    def run(self, evaluate: Evaluation,
            ) -> tuple[list[tuple[dict[str, tuple[str, ...]], Score]], bool]:
        """The plans of the front, resolved whole. Large boards are searched in rounds that
        allow at most 1, 2, 4, ... blockers on an attacker (fights are kept between rounds),
        so that a budget spent leaves the best plans of the last whole round."""
        free = tuple(len(pool) for pool in self.pools)
        self.limit = sum(free) if self._vectors(ROUNDS_FROM) <= ROUNDS_FROM else 1
        front = None
        while True:
            self.memo, self.candidates, self.tables, self.cut = {}, {}, {}, False
            within, began = self.work <= self.budget, self.work
            level = self._from(0, free)
            if front is not None and self.work > self.budget:
                break  # the round before was whole: keep its plans
            front = level
            if not self.cut or not within:
                break
            if self.budget - self.work < self.work - began:
                # A round allowing more blockers does no less work: it can't finish. The
                # budget counts as spent, as that round would have spent it.
                self.work = max(self.work, self.budget)
                break
            self.limit *= 2
        if self.cut:
            self.exact = False
        found = []
        for _, plans in front:  # with the attacker's best replies, the budget spent or not
            blocks = self._blocks((a, counts) for unit, plan in zip(
                self.units, _unlink(plans), strict=True)
                for a, counts in zip(unit, plan, strict=True))
            self.work += FIGHT_WORK * max(1, len(blocks))  # as a fight, each blocker
            trial, result = self._metered(self.chooser, functools.partial(
                resolve_best, self.whole, blocks, chooser=self.chooser), bounded=False)
            found.append((blocks, evaluate(trial, result, self.defender)))
        return found, self.exact

    def _vectors(self, most: int) -> int:
        """How many count vectors the attacking creatures may be blocked by, all told (or
        a number over `most`, as soon as it is known to be)."""
        total = 0
        for a in self.worth:
            product = 1
            for pool, can in zip(self.pools, self.can, strict=True):
                if a in can:
                    product *= len(pool) + 1
                    if product > most:
                        return product
            total += product
            if total > most:
                break
        return total

    def _resolve(self, scenario: Scenario, blocks: Mapping[str, tuple[str, ...]],
                 attacks: Mapping[str, str] | None = None) -> tuple[Scenario, Result]:
        """resolve_best, its assignments tried counted as work (no more than the budget
        has left, but at least one a step)."""
        return self._metered(self.chooser, lambda: resolve_best(scenario, blocks, attacks,
                                                                self.chooser))

    def _expire(self) -> None:
        """Past the deadline, the budget is spent."""
        if self.deadline is not None and time.monotonic() > self.deadline:
            self.budget = min(self.budget, self.work)

    def _metered(self, chooser: BestChooser, resolve: Callable[[], R],
                 bounded: bool = True) -> R:
        """`resolve` with `chooser`, its trials counted as work; `bounded`: no more than
        the budget has left."""
        self._expire()
        before = chooser.trials
        chooser.allowance = (before + max(0, self.budget - self.work) // TRIAL_WORK
                             if bounded else None)
        chooser.cut = False
        found = resolve()
        self.work += (chooser.trials - before) * TRIAL_WORK
        if chooser.cut:  # the reply may not be the best: neither exact nor to be shared
            self.exact = self.shareable = False
        return found

    def _from(self, i: int, free: Counts) -> list[tuple[_Totals, Plans]]:
        """The front of plans for the fights from the `i`th on with the blockers `free`:
        a depth-first search over the fights, each fight's front kept by what is free, on
        a stack of its own (a board may have thousands of fights). Once the budget is
        spent, fights not yet searched are left unblocked."""
        if i == len(self.units):
            return [self._unblocked(i)]
        stack = [self._open(i, free)]
        while True:
            frame = stack[-1]
            plan = next(frame.plans, None)
            if plan is None:
                front, compared = _pareto(frame.items, self.strict,
                                          functools.partial(self._plan_key, frame.i))
                self.work += compared
                self.memo[frame.i, frame.free] = front
                stack.pop()
                if not stack:
                    return front
                self._add(stack[-1], front)
                continue
            self.work += self.width
            self._expire()
            counts = _sum_counts(plan, len(free))
            used: int = sum(counts)
            if self.work > self.budget and used:
                self.exact = False
                continue
            frame.plan, frame.used = plan, used
            frame.fight = self._fight(frame.unit, plan)
            rest = (frame.i + 1, tuple(f - c for f, c in zip(frame.free, counts, strict=True)))
            if rest in self.memo:
                self._add(frame, self.memo[rest])
            elif rest[0] == len(self.units):
                self._add(frame, [self._unblocked(rest[0])])
            elif self.work > self.budget:
                self.exact = False
                self._add(frame, [self._unblocked(rest[0])])
            else:
                stack.append(self._open(*rest))

    def _open(self, i: int, free: Counts) -> _Frame:
        """A fight's frame: its blocks to try (none once the budget is spent)."""
        unit = self.units[i]
        if self.work > self.budget:
            self.exact = False
            plans: Iterator[Plan] = iter([self._none(unit)])
        else:
            plans = self._plans(unit, free)
        return _Frame(i, free, unit, plans)

    def _none(self, unit: tuple[str, ...]) -> Plan:
        return ((0,) * len(self.pools),) * len(unit)

    def _unblocked(self, i: int) -> tuple[_Totals, Plans]:
        """The plan that leaves the fights from the `i`th on unblocked (worked out from the
        last fight back, once)."""
        while len(self.tails) <= len(self.units) - i:
            at = len(self.units) - len(self.tails)
            unit = self.units[at]
            plan = self._none(unit)
            self.tails.append(self._joined(at, self._fight(unit, plan), plan, 0,
                                           *self.tails[-1]))
        return self.tails[len(self.units) - i]

    def _add(self, frame: _Frame, rest: list[tuple[_Totals, Plans]]) -> None:
        """The frame's block on with each plan of the later fights."""
        assert frame.fight is not None  # the block tried, its fight resolved
        self.work += len(rest)
        frame.items.extend(self._joined(frame.i, frame.fight, frame.plan, frame.used, *item)
                           for item in rest)

    def _joined(self, i: int, fight: _Fight, plan: Plan, used: int, totals: _Totals,
                plans: Plans) -> tuple[_Totals, Plans]:
        """The `i`th fight's `plan` (`used` blockers, resolving as `fight`), then `plans`."""
        most = (self.lost_life if fight.loses
                else min(self.lost_life, totals.most_life + fight.most_life),
                min(self.poison_left, totals.most_poison + fight.most_poison),
                min(self.lost_life, totals.most_first + fight.most_first))
        life, poison, first = self.before[i]
        if (most[0] + life < self.life and most[1] + poison < self.poison_left
                and most[2] + first < self.life):
            most = (SURELY_SAFE,) * 3
        return (_Totals(totals.value + fight.value, totals.life + fight.life,
                        totals.poison + fight.poison, *most, totals.blockers + used),
                _Link(plan, plans))

    def _plans(self, unit: tuple[str, ...], free: Counts) -> Iterator[Plan]:
        """The blocks of one fight that fit in the blockers still `free`."""
        if len(unit) == 1:
            kept = self._candidates(unit[0], True)
            table = self.tables.get(unit[0])
            if table is None:
                table = self.tables[unit[0]] = np.array(kept, dtype=np.int32).reshape(
                    len(kept), len(free))
            for k in np.flatnonzero((table <= np.array(free)).all(axis=1)):
                yield (kept[k],)
            return
        for n, plan in enumerate(itertools.product(*(self._candidates(a, False)
                                                     for a in unit))):
            self.work += 1  # (the product of a fight of several creatures may be vast)
            self._expire()
            if n and self.work > self.budget:  # (the first, no blocks, always)
                self.exact = False
                return
            if all(c <= f for c, f in zip(_sum_counts(plan, len(free)), free, strict=True)):
                yield plan

    def _candidates(self, attacker: str, alone: bool) -> list[Counts]:
        """How many blockers of each kind may block `attacker`, none first, without the
        blocks that another block with fewer creatures provably beats (`_adds_nothing`)."""
        if attacker in self.candidates:
            return self.candidates[attacker]
        perm = self.scenario.board.permanent(attacker)
        ranges = [range(len(pool) + 1) if attacker in can else range(1)
                  for pool, can in zip(self.pools, self.can, strict=True)]
        # Within a fight of several creatures, only those that can't reach past their
        # blockers may be judged on their own.
        prunes = (alone or not (perm.has("trample") or perm.assigns_as_though_unblocked)
                  ) and not any(attacker in blocked for blocked in self.fixed.values())
        kept: list[Counts] = []
        bases: list[tuple[Placed, _Fight]] = []
        fixed = sum(attacker in blocked for blocked in self.fixed.values())
        for counts in _by_size(ranges):
            self.work += (1 + len(bases)) * self.width
            self._expire()
            placed = _placed(counts)
            size = sum(n for _, n in placed)
            if size > self.limit:
                self.cut = True
                break
            if self.work > self.budget and kept:
                self.exact = False
                break
            if 0 < size + fixed < needed_blockers(perm):  # 702.111b, 509.1b
                continue
            if any(self._adds_nothing(perm, base, fight, counts, placed)
                   for base, fight in bases):
                continue
            kept.append(counts)
            if prunes and size > 0:
                fight = self._fight((attacker,), (counts,))
                if fight.kills:
                    bases.append((placed, fight))
        self.candidates[attacker] = kept
        return kept

    def _adds_nothing(self, attacker: Permanent, base: Placed, fight: _Fight,
                      counts: Counts, placed: Placed) -> bool:
        """Is blocking with `counts` no better for the defender than with `base`, fewer
        blockers that destroy the attacking creature (`fight`)?

        It is when the blockers added can't gain life (all that more blockers could still
        win) and `base` costs the defender nothing. It is also when the blockers added don't
        strike first or gain life, and the attacker deals its damage in one step, to blockers
        only (it has no trample, or none of its damage got past `base`, and it attacks a
        player; with double strike, it dies in the first step): it can then deal the same
        damage as against `base`, the others assigned
        nothing, so it destroys at least as much, and the defender gets no more than the
        attacker's value; unless a damage assignment order (cr-m10) keeps it from that.
        (`base` and `placed`: the kinds and numbers of the blocks' blockers.)"""
        if base == placed or any(counts[k] < n for k, n in base):
            return False
        before = dict(base)
        added = [self.blocker[k] for k, n in placed if n > before.get(k, 0)]
        if staged.per_blocker(attacker, added):
            return False  # what they trigger may make more blockers worth it
        if fight.costs_nothing(self.worth[attacker.id]):
            return not any(p.has("lifelink") for p in added)
        if self.ordered:  # an order (cr-m10) may keep the attacker from dealing the same
            return False
        if attacker.has("banding") or attacker.assigns_as_though_unblocked:
            return False
        if attacker.has("double strike") and not fight.kills_first:
            return False  # it deals damage twice, each step's choice its own (best.py)
        if attacker.has("trample") and (
                self.scenario.board.get(self.scenario.combat.attacks[attacker.id]) is not None
                or fight.past):
            return False
        if any(p.has(k) for p in added for k in _CHANGES_THE_FIGHT):
            return False
        if attacker.has("persist") and any(p.has("wither") or p.has("infect") for p in added):
            return False  # their -1/-1 counters keep it from returning (702.79a)
        # Lifelink in `base` gains the same only if the attacker can't kill first.
        first = attacker.has("first strike")
        return not any((first and p.has("lifelink") and not p.has("first strike"))
                       or p.has("banding") for p in (self.blocker[k] for k, _ in base))

    def _fight(self, unit: tuple[str, ...], plan: Plan) -> _Fight:
        near = (unit, plan)
        if near in self.known:
            return self.known[near]
        key = (self.defender, self.life, self.poison, tuple(self.attacker_kind[a] for a in unit),
               tuple(tuple((self.blocker_kind[k], n) for k, n in _placed(counts))
                     for counts in plan), self.fixed_in.get(unit, ()))
        if key in self.fights:
            self.known[near] = self.fights[key]
            return self.fights[key]
        blocks = self._blocks(zip(unit, plan, strict=True))
        self.work += FIGHT_WORK * max(1, len(blocks))  # more blockers, more to try
        attacks = {a: self.scenario.combat.attacks[a] for a in unit}
        # The fight alone: its attackers, their blockers and what they attack.
        board = self.scenario.board
        keep = sorted(self.place[p] for p in {*attacks, *attacks.values(), *blocks}
                      if p in self.place)
        alone = replace(self.scenario, board=Board(board.players, tuple(
            board.permanents[n] for n in keep), board.active, board.teams))
        self.shareable = True
        trial, best = self._resolve(alone, blocks, attacks)
        score = defender_score(self._rated(trial), best, self.defender)
        most_result = best
        if any(self._may_trample_over(a, blocks) for a in unit):
            most_result = self._metered(self.damager,
                                        lambda: _most_damage(trial, self.damager))
        usual, most = best.players[self.defender], most_result.players[self.defender]
        first = max(_first_step_loss(r, self.defender) for r in (best, most_result))
        # Lost otherwise than by life or poison, as by commander damage (704.6c)?
        lost = any(p.lost and p.life > 0 and p.poison - self.poison < self.poison_left
                   for p in (usual, most))
        life, most_life = self.life - usual.life, self.life - min(usual.life, most.life)
        if any(p.lost and p.life <= 0 for p in (usual, most)):
            # The game ended within the fight alone, before all its damage was dealt; the
            # life other fights' lifelink gains may keep it going: count all of it.
            board = alone.board
            rich = replace(alone, board=Board(tuple(
                replace(p, life=p.life + OUT_OF_REACH) if board.allied(p.name, self.defender)
                else p for p in board.players), board.permanents, board.active, board.teams))
            _, whole = self._resolve(rich, blocks, attacks)
            dealt = self.life + OUT_OF_REACH - whole.players[self.defender].life
            life, most_life = max(life, dealt), max(most_life, dealt)
            first = max(first, _first_step_loss(whole, self.defender))
        fight = _Fight(score.value, life, usual.poison - self.poison, most_life,
                       max(usual.poison, most.poison) - self.poison, first,
                       all(_died(best, a) for a in unit),
                       all(_gone_first(best, a) for a in unit),
                       any(r not in blocks for res in (best, most_result) for st in res.steps
                           for a in unit for r in st.assignments.get(a, {})), lost)
        self.known[near] = fight
        if self.shareable:
            self.fights[key] = fight
        return fight

    def _rated(self, scenario: Scenario) -> Scenario:
        """`scenario` with each permanent's value as the whole board has it."""
        if self.whole is self.scenario:
            return scenario
        board = scenario.board
        return replace(scenario, board=Board(board.players, tuple(
            replace(p, value=self.values.get(p.id, 0)) for p in board.permanents),
            board.active, board.teams))

    def _may_trample_over(self, attacker: str, blocks: Mapping[str, tuple[str, ...]]) -> bool:
        """May the attacking creature deal damage past its blockers (702.19b)? Not when it
        deals damage once and lethal damage to its blockers takes all of it."""
        perm = self.scenario.board.permanent(attacker)
        if not perm.has("trample"):
            return False
        blockers = [self.scenario.board.permanent(b) for b, a in blocks.items()
                    if a == (attacker,)]
        if perm.has("double strike") or perm.assigns_as_though_unblocked or not blockers:
            return True
        rules = declared(self.scenario.rules, "the best blocks")
        touch = deathtouch.lethal_assignment(rules, perm.keywords.flags)  # 702.2c
        lethal = sum(min(1, rules.lethal_need(Live(b))) if touch else rules.lethal_need(Live(b))
                     for b in blockers)
        return _amount(perm) > lethal

    def _plan_key(self, first: int, plans: Plans) -> _Kinds:
        """The plans of the fights from the `first` on by the kinds of their creatures, not
        their names (worked out once for each shared tail)."""
        pending: list[_Link] = []
        link = plans
        while link is not None and link.kinds is None:
            pending.append(link)
            link = link.rest
        kinds = _Kinds() if link is None or link.kinds is None else link.kinds
        for at, link in reversed(list(enumerate(pending, first))):
            kinds = link.kinds = kinds.plus(tuple(sorted(
                (self.attacker_label[a],
                 tuple((self.blocker_label[k], n) for k, n in _placed(counts)))
                for a, counts in zip(self.units[at], link.plan, strict=True))))
        return kinds

    def _blocks(self, counted: Iterable[tuple[str, Counts]]) -> dict[str, tuple[str, ...]]:
        """The blocks of attacking creatures by how many blockers of each kind block them,
        the blockers of each kind taken in listing order; with the fixed blocks of several
        attackers among them."""
        taken = [0] * len(self.pools)
        blocks: dict[str, tuple[str, ...]] = {}
        for attacker, counts in counted:
            blocks.update((b, blocked) for b, blocked in self.fixed.items()
                          if blocked[0] == attacker)
            for k, n in _placed(counts):
                blocks.update((b, (attacker,)) for b in self.pools[k][taken[k]:taken[k] + n])
                taken[k] += n
        if not self.fixed:
            return blocks
        # in listing order, as declared: a best reply may break its ties by that order
        return dict(sorted(blocks.items(), key=lambda item: self.place[item[0]]))


# Blockers with these may change what the attacking creature deals, or gain life.
_CHANGES_THE_FIGHT = ("first strike", "double strike", "lifelink", "banding")


def _threat(attacker: Permanent, defender: Player) -> tuple[int, int, int]:
    """The most life, poison and first-strike-step life an attacking creature could cost
    the defending player (510.1a; double strike 702.4, infect 702.90, toxic 702.164); a
    commander that could deal its 21st damage (704.6c) threatens all the defender's life."""
    hits = 2 if attacker.has("double strike") else 1
    more, loses, poisons = staged.threat(attacker, defender.life)
    amount = _amount(attacker) + more
    life = (0 if attacker.has("infect") else amount * hits) + loses
    poison = ((amount if attacker.has("infect") else 0) * hits + attacker.keywords.toxic * hits
              + poisons)
    first = life if attacker.has("first strike") or hits == 2 or loses else 0
    if attacker.commander and defender.commander_damage.get(
            attacker.id, 0) + amount * hits >= COMMANDER_DAMAGE_TO_LOSE:
        life = first = defender.life
    return life, poison, first


def _by_size(ranges: list[range]) -> Iterator[Counts]:
    """Every count vector within `ranges` (each from 0), by total, fewest first."""
    tops = [r.stop - 1 for r in ranges]
    for total in range(sum(tops) + 1):
        yield from _with_total(tops, total)


def _with_total(tops: list[int], total: int) -> Iterator[Counts]:
    """Every count vector within `tops` that adds up to `total`, in lexicographic order:
    each next one raises the last place it can by one and refills the places after it as
    low as they go."""
    after = [*itertools.accumulate(reversed(tops), initial=0)][::-1]  # the tops from each on
    if total > after[0]:
        return
    counts = [0] * len(tops)

    def refill(start: int, amount: int) -> None:
        for k in range(start, len(tops)):
            counts[k] = max(0, amount - after[k + 1])
            amount -= counts[k]

    refill(0, total)
    while True:
        yield tuple(counts)
        later = 0  # what the places after k hold
        for k in range(len(tops) - 1, -1, -1):
            if later and counts[k] < tops[k]:
                break
            later += counts[k]
        else:
            return
        counts[k] += 1
        refill(k + 1, later - 1)


def _amount(creature: Permanent) -> int:
    """The combat damage it assigns (510.1a), with its counters."""
    if creature.has(NO_COMBAT_DAMAGE):
        return 0
    amount = (creature.current_toughness if creature.assigns_by_toughness
              else creature.current_power)
    return max(0, amount)


def _placed(counts: Counts) -> Placed:
    """The kinds a count vector places blockers of, with how many (many kinds are none)."""
    return [(k, counts[k]) for k in itertools.compress(range(len(counts)), counts)]


def _sum_counts(plan: Plan, kinds: int) -> Counts:
    if len(plan) == 1:
        return plan[0]
    return tuple(sum(counts[k] for counts in plan) for k in range(kinds))


_GONE = (EventType.DESTROYED, EventType.GRAVEYARD, EventType.EXILED)


def _died(result: Result, creature: str) -> bool:
    """Did it leave the battlefield (whether or not it came back, 400.7)?"""
    return result.permanents[creature].zone != Zone.BATTLEFIELD or any(
        e.permanent == creature and e.type in _GONE for e in result.events)


def _gone_first(result: Result, creature: str) -> bool:
    """Did it leave the battlefield in a first-strike combat damage step (510.4)?"""
    first = _first_strike_step(result)
    return first is not None and any(e.permanent == creature and e.type in _GONE
                                     for e in first.events)


def _first_step_loss(result: Result, player: str) -> int:
    """Net life `player` lost before the (last) combat damage step: in a first-strike combat
    damage step, and to abilities as attackers and blockers were declared."""
    lost = 0
    for step in result.steps:
        if step.name == COMBAT_DAMAGE_STEP:
            break
        for e in step.events:
            if e.player == player and e.type == EventType.LIFE_LOSS:
                lost += e.amount or 0
            elif e.player == player and e.type == EventType.LIFE_GAIN:
                lost -= e.amount or 0
    return lost


def _first_strike_step(result: Result) -> Step | None:
    return next((s for s in result.steps if s.name == FIRST_STRIKE_STEP), None)


def _most_damage(scenario: Scenario, chooser: BestChooser) -> Result:
    """The fight resolved with the attacker dealing the defending player all it can
    (`chooser`: a BestChooser with damage first)."""
    return scenario.rules.resolve(scenario.board, scenario.combat, chooser)


def kind(perm: Permanent) -> tuple[Any, ...]:
    """What makes two permanents interchangeable for the solver: all but their names."""
    return (perm.controller, perm.types, perm.subtypes, perm.colors, perm.power,
            perm.toughness, perm.loyalty, perm.defense, perm.keywords.flags,
            perm.keywords.toxic, perm.keywords.protection, perm.keywords.landwalk,
            perm.damage, tuple(sorted(perm.counters.items())), perm.tapped,
            perm.summoning_sick, perm.can_block, perm.prevent, perm.regenerate,
            value_of(perm), perm.as_though_unblocked, perm.damage_from_toughness,
            perm.commander, perm.owner, perm.keywords.triggered, perm.keywords.power_limit,
            perm.abilities, perm.token, perm.cant_block, perm.switched)


def _unlink(plans: Plans) -> list[Plan]:
    listed = []
    while plans is not None:
        listed.append(plans.plan)
        plans = plans.rest
    return listed


def _pareto(items: list[tuple[_Totals, Plans]], strict: bool, key: Callable[[Plans], Any],
            ) -> tuple[list[tuple[_Totals, Plans]], int]:
    """The plans no other beats; of plans that beat each other (equal for the objective),
    the first by `key`, so that the choice never depends on names or listing order. And how
    many comparisons that took."""
    kept: list[tuple[_Totals, Plans]] = []
    compared = 0
    for totals, plan in items:
        for i, (k, p) in enumerate(kept):
            if k.beats(totals, strict):  # kept plans never beat each other, so this is the one
                compared += i + 1
                if totals.beats(k, strict) and key(plan) < key(p):
                    kept[i] = (totals, plan)
                break
        else:
            compared += 2 * len(kept)
            kept = [(k, p) for k, p in kept if not totals.beats(k, strict)]
            kept.append((totals, plan))
    return kept, compared


def _target_label(board: Board, target: str) -> str:
    perm = board.get(target)
    return target if perm is None else label(perm)


def label(perm: Permanent) -> str:
    """`kind` as text, which sorts: for ties broken the same way on any listing."""
    return repr(tuple(sorted(x) if isinstance(x, frozenset) else x for x in kind(perm)))
