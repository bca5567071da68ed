"""Random legal boards, reproducible from a seed: `redzone generate`.

Each board is a Scenario with its own id; `line` writes it as a line of JSON Lines (the
scenario format, written by redzone.scenario, with the `id` first) for `redzone batch`.
Board `i` of seed `s` depends only on `s`, `i` and the options, never on how many boards are
asked for, so any slice can be made again alone.

Two players: Alice attacks Bob. Creatures get a spread of the keywords the rule set
understands, and sometimes marked damage, counters, a prevention shield or a regeneration
shield; Bob sometimes has a planeswalker that is attacked. Attacks and blocks are legal:
attackers are untapped and able to attack, and every block respects evasion (the rules' own
test, keywords/evasion.py) and `can_block`. `simple=True` keeps to the boards
`redzone.bulk.vector` resolves (see vector.COVERED_KEYWORDS).
"""

from __future__ import annotations

import bisect
import itertools
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any, Literal, NamedTuple

from redzone.core import keywords as kw
from redzone.core.abilities import (
    Ability,
    AddCounters,
    Condition,
    ConditionKind,
    Controller,
    Damage,
    Filter,
    GainLife,
    LoseLife,
    PlayerWho,
    Pump,
    Static,
    Triggered,
    Who,
)
from redzone.core.abilities import TriggerEvent as E
from redzone.core.model import CREATURE, PLANESWALKER, Board, Combat, Permanent, Player, frozen_map
from redzone.rules import RuleSet, find
from redzone.rules.cr.current import ComprehensiveRules
from redzone.rules.cr.keywords.evasion import evasion
from redzone.rules.dice.ruleset import UNDEFINED, DiceRules
from redzone.rules.mtgpq.ruleset import MTGPQRules
from redzone.rules.mtgpq.slots import SLOTS
from redzone.scenario import Scenario, to_dict

CombatKind = Literal["full", "attacks", "none"]
COMBATS: tuple[CombatKind, ...] = ("full", "attacks", "none")

COLORS = ("white", "blue", "black", "red", "green")
ACTIVE, DEFENDING = "Alice", "Bob"

# Keyword pools: (keyword, weight). The CR pool covers every family the engine knows.
_COMMON = (
    ("flying", 8), ("reach", 4), ("first strike", 5), ("double strike", 3), ("trample", 6),
    ("deathtouch", 4), ("lifelink", 4), ("indestructible", 2), ("menace", 3),
    ("vigilance", 3), ("haste", 2), ("defender", 1),
)
_CR_EXTRA = (
    ("infect", 1), ("wither", 1), ("toxic 1", 1), ("toxic 2", 1), ("fear", 1),
    ("intimidate", 1), ("shadow", 1), ("skulk", 1), ("horsemanship", 1), ("banding", 1),
    ("trample over planeswalkers", 1), ("can't block", 1), ("can't be blocked", 1),
    ("protection from red", 1), ("protection from green", 1), ("protection from white", 1),
)
_SIMPLE_EXTRA = (("can't block", 1), ("can't attack", 1))
# With `abilities`: the triggered keywords whose choices have defaults that keep any declared
# blocks legal (annihilator could sacrifice a blocker; provoke and enlist choose nothing).
_ABILITIES = (
    ("exalted", 2), ("flanking", 2), ("bushido 1", 2), ("bushido 2", 1), ("rampage 1", 1),
    ("battle cry", 1), ("afflict 2", 1), ("melee", 1), ("mentor", 1), ("training", 1),
    ("frenzy 1", 1), ("dethrone", 1), ("poisonous 1", 1), ("renown 1", 1), ("undying", 1),
    ("persist", 1), ("afterlife 1", 1), ("provoke", 1), ("enlist", 1), ("myriad", 1),
)
# ... and on some creatures a triggered or static ability (core.abilities), none of which
# makes a declared block illegal or the starting board one state-based actions would change.
_STRUCTURED: tuple[tuple[Ability, int], ...] = (
    (Triggered(E.BLOCKS, (Pump(1, 1),)), 2),
    (Triggered(E.ATTACKS, (Pump(1, 0, to=Who.EACH_OTHER_ATTACKING),)), 2),
    (Triggered(E.BECOMES_BLOCKED_BY_A_CREATURE, (Damage(1, to=Who.THAT_CREATURE),)), 1),
    (Triggered(E.DIES, (LoseLife(1, PlayerWho.EACH_OPPONENT),)), 1),
    (Triggered(E.DEALS_COMBAT_DAMAGE_TO_A_PLAYER, (AddCounters("+1/+1", 1),)), 1),
    (Triggered(E.DEALS_COMBAT_DAMAGE, (GainLife(1),)), 1),
    (Static(Filter(other=True, controller=Controller.YOU), power=1), 1),  # a lord
    (Static(None, power=1, condition=Condition(ConditionKind.ATTACKING)), 1),
)
_STRUCTURED_SHARE = 0.3  # of creatures
_MTGPQ = (
    ("flying", 6), ("reach", 3), ("trample", 5), ("first strike", 4), ("double strike", 2),
    ("deathtouch", 3), ("lifelink", 3), ("indestructible", 1), ("menace", 2),
    ("vigilance", 2), ("haste", 1), ("defender", 1), ("berserker", 1), ("bravery", 1),
    ("unblockable", 1),
)


@dataclass(frozen=True)
class _Kind:
    """What boards of a rule set look like: the keywords beyond the common ones, those it
    refuses in combat, whether they have the rarer features (infect, counters, shields,
    planeswalkers, poison), and whether its combat is declared (MTG Puzzle Quest's is
    automatic: slots and no `combat`)."""

    extra: tuple[tuple[str, int], ...]
    exotic: bool
    refused: tuple[str, ...] = ()
    declared: bool = True

    def pool(self, simple: bool) -> tuple[tuple[str, int], ...]:
        pool = _COMMON + (_SIMPLE_EXTRA if simple else self.extra)
        return tuple((w, n) for w, n in pool if w not in self.refused)


_KINDS: dict[type[RuleSet[Any]], _Kind] = {
    ComprehensiveRules: _Kind(_CR_EXTRA, exotic=True),
    DiceRules: _Kind((), exotic=False, refused=UNDEFINED),  # rolls replace their rules
    MTGPQRules: _Kind((), exotic=False, declared=False),  # its own pool: _MTGPQ
}


class Generated(NamedTuple):
    """One board and its id (`SEED-INDEX`)."""

    id: str
    scenario: Scenario


def generate(n: int, seed: int = 0, rules: str = "cr-current", max_creatures: int = 4,
             combat: CombatKind = "full", simple: bool = False, start: int = 0,
             min_creatures: int = 0, abilities: bool = False) -> Iterator[Generated]:
    """Boards `start` .. `start + n - 1` of `seed`, with `min_creatures` to `max_creatures`
    creatures a side (the attacking side at least 1). `combat`: "full" (attacks and blocks),
    "attacks" (no blocks: for solve-blocks) or "none" (no combat: for solve-attacks).
    `abilities`: triggered keywords too, and triggered and static abilities on some
    creatures (the Comprehensive Rules' rule sets only)."""
    rule_set = find(rules)
    if max_creatures < 1:
        raise ValueError("max_creatures must be at least 1")
    if not 0 <= min_creatures <= max_creatures:
        raise ValueError("min_creatures must be between 0 and max_creatures")
    if combat not in COMBATS:
        raise ValueError(f"combat must be one of {', '.join(COMBATS)}")
    kind = next(kind for cls, kind in _KINDS.items() if isinstance(rule_set, cls))
    pool, exotic = kind.pool(simple), kind.exotic and not simple
    if abilities:
        if kind is not _KINDS[ComprehensiveRules] or simple:
            raise ValueError(f"boards with abilities are for the Comprehensive Rules' rule sets"
                             f" and not --simple, not {rules}" + (" --simple" if simple else ""))
        pool += _ABILITIES
    for i in range(start, start + n):
        rng = random.Random(f"redzone:{seed}:{i}")
        if kind.declared:
            board, fight = _board(rng, rule_set, pool, exotic, (min_creatures, max_creatures),
                                  combat, abilities)
        else:
            board, fight = _slots_board(rng, rule_set, min_creatures, max_creatures), Combat()
        yield Generated(f"{seed}-{i}", Scenario(board, fight, rule_set))


def to_line(board: Generated) -> str:
    """One board as a line of JSON Lines (no newline): its id, then the scenario."""
    return json.dumps({"id": board.id, **to_dict(board.scenario)}, separators=(",", ":"))


# --- declared combat: the Comprehensive Rules and dice ------------------------------------

def _board(rng: random.Random, rules: RuleSet[Any], pool: tuple[tuple[str, int], ...],
           exotic: bool, sizes: tuple[int, int], combat: CombatKind,
           abilities: bool = False) -> tuple[Board, Combat]:
    players = (_player(rng, ACTIVE, exotic), _player(rng, DEFENDING, exotic))
    least, k = sizes
    mine = [_creature(rng, rules, ACTIVE, f"a{j}", pool, exotic)
            for j in range(1, rng.randint(max(1, least), k) + 1)]
    theirs = [_creature(rng, rules, DEFENDING, f"b{j}", pool, exotic)
              for j in range(1, rng.randint(least, k) + 1)]
    if abilities:
        mine, theirs = ([replace(c, abilities=(_pick(rng, _STRUCTURED),))
                         if rng.random() < _STRUCTURED_SHARE else c for c in side]
                        for side in (mine, theirs))
    walker = None
    if exotic and rng.random() < 0.15:
        walker = Permanent("pw", DEFENDING, types=frozenset({PLANESWALKER}),
                           loyalty=rng.randint(1, 6))
    board = Board(players, (*mine, *theirs, *([walker] if walker else [])), ACTIVE)
    if combat == "none":
        return board, Combat()
    attacks: dict[str, str] = {}
    for c in mine:
        if _can_attack(c) and rng.random() < 0.8:
            attacks[c.id] = "pw" if walker is not None and rng.random() < 0.4 else DEFENDING
    if not attacks:  # at least one attack when one is possible
        able = [c for c in mine if _can_attack(c)]
        if able:
            attacks[rng.choice(able).id] = DEFENDING
    blocks: dict[str, tuple[str, ...]] = {}
    if combat == "full" and attacks:
        blocks = _blocks(rng, board, [c for c in mine if c.id in attacks], theirs)
    return board, Combat(attacks=frozen_map(attacks), blocks=frozen_map(blocks))


def _player(rng: random.Random, name: str, exotic: bool) -> Player:
    life = 20 if rng.random() < 0.6 else rng.randint(1, 20)
    poison = rng.randint(1, 9) if exotic and rng.random() < 0.1 else 0
    return Player(name, life, poison)


Table = tuple[tuple[Any, ...], tuple[int, ...]]  # values and their cumulative weights
_TABLES: dict[tuple[tuple[Any, int], ...], Table] = {}


def _table(pairs: tuple[tuple[Any, int], ...]) -> Table:
    table = _TABLES.get(pairs)
    if table is None:
        values, weights = zip(*pairs, strict=True)
        table = _TABLES[pairs] = (values, tuple(itertools.accumulate(weights)))
    return table


def _pick(rng: random.Random, pairs: tuple[tuple[Any, int], ...]) -> Any:
    """rng.choices(values, weights)[0], the same draw, without rebuilding the weights."""
    values, cumulative = _table(pairs)
    return values[bisect.bisect(cumulative, rng.random() * cumulative[-1], 0,
                                len(values) - 1)]


_TOUGHNESS = tuple(zip((1, 2, 3, 4, 5, 6, 7), (3, 5, 5, 4, 3, 2, 1), strict=True))
_POWER = tuple(zip((0, 1, 2, 3, 4, 5, 6, 7), (1, 4, 5, 5, 4, 3, 2, 1), strict=True))
_HOW_MANY = ((0, 4), (1, 4), (2, 2), (3, 1))


def _creature(rng: random.Random, rules: RuleSet[Any], controller: str, pid: str,
              pool: tuple[tuple[str, int], ...], exotic: bool) -> Permanent:
    toughness = _pick(rng, _TOUGHNESS)
    power = _pick(rng, _POWER)
    colors = frozenset({rng.choice(COLORS)}) if rng.random() < 0.7 else frozenset()
    n = _pick(rng, _HOW_MANY)
    words = tuple(sorted({_pick(rng, pool) for _ in range(n)})) if n else ()
    damage = rng.randint(0, toughness - 1) if rng.random() < 0.1 else 0
    tapped = rng.random() < 0.05
    sick = rng.random() < 0.05
    counters: dict[str, int] = {}
    prevent = regenerate = 0
    can_block = 1
    types = frozenset({CREATURE})
    if exotic:
        if rng.random() < 0.08:
            kind = rng.choice(("+1/+1", "-1/-1"))
            if not (kind == "-1/-1" and toughness - 1 <= damage):
                counters[kind] = 1
        if rng.random() < 0.05:
            prevent = rng.randint(1, 3)
        if rng.random() < 0.03:
            regenerate = 1
        if rng.random() < 0.05:
            can_block = 2
        if rng.random() < 0.03:
            types = frozenset({"artifact", CREATURE})
    return Permanent(pid, controller, types=types, colors=colors, power=power,
                     toughness=toughness, keywords=kw.parse(words, rules.vocabulary),
                     damage=damage, counters=frozen_map(counters), tapped=tapped,
                     summoning_sick=sick, can_block=can_block, prevent=prevent,
                     regenerate=regenerate)


def _can_attack(c: Permanent) -> bool:
    return not (c.tapped or c.has("defender") or c.has("can't attack")
                or (c.summoning_sick and not c.has("haste")))


def _blocks(rng: random.Random, board: Board, attackers: list[Permanent],
            theirs: list[Permanent]) -> dict[str, tuple[str, ...]]:
    blocked_by: dict[str, list[str]] = {a.id: [] for a in attackers}
    blocks: dict[str, list[str]] = {}
    able = [b for b in theirs if not b.tapped and not b.has("can't block")]
    for b in able:
        if rng.random() < 0.3:
            continue
        options = [a for a in attackers if not evasion(board, a, b)]
        if not options:
            continue
        many = min(len(options), len(options) if b.can_block is None else b.can_block)
        chosen = rng.sample(options, rng.randint(1, many))
        blocks[b.id] = [a.id for a in chosen]
        for a in chosen:
            blocked_by[a.id].append(b.id)
    for a in attackers:  # 702.111b: menace needs two or more blockers
        mine = blocked_by[a.id]
        if not a.has("menace") or len(mine) != 1:
            continue
        spare = [b for b in able if b.id not in blocks and not evasion(board, a, b)]
        if spare:
            extra = rng.choice(spare).id
            blocks[extra] = [a.id]
            mine.append(extra)
        else:
            blocker = mine.pop()
            blocks[blocker].remove(a.id)
            if not blocks[blocker]:
                del blocks[blocker]
    return {b: tuple(one) for b, one in blocks.items()}


# --- MTG Puzzle Quest: no declarations, up to three creatures a side --------------------

def _slots_board(rng: random.Random, rules: RuleSet[Any], at_least: int, k: int) -> Board:
    k = min(k, SLOTS)
    at_least = min(at_least, k)
    sides: list[Permanent] = []
    for name, prefix, least in ((ACTIVE, "a", max(1, at_least)), (DEFENDING, "b", at_least)):
        for j in range(1, rng.randint(least, k) + 1):
            c = _creature(rng, rules, name, f"{prefix}{j}", _MTGPQ, exotic=False)
            sides.append(Permanent(c.id, c.controller, types=c.types, colors=c.colors,
                                   power=c.power, toughness=c.toughness, keywords=c.keywords,
                                   damage=c.damage))
    players = (Player(ACTIVE, rng.randint(5, 30)), Player(DEFENDING, rng.randint(5, 30)))
    return Board(players, tuple(sides), ACTIVE)


__all__ = ["COMBATS", "CombatKind", "Generated", "generate", "to_line"]
