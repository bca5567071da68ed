"""Random legal boards, reproducible from a seed: `redzone generate`.

Each board is a scenario (format 1) as plain data with its own `id`, ready for a JSON Lines
file that `redzone batch` reads. Board `i` of seed `s` depends only on `s`, `i` and the
options, never on how many boards are asked for, so any slice can be made again alone.

Two players: Alice attacks Bob. Creatures get a spread of the keywords the rule set
understands, and sometimes marked damage, counters, a prevention shield or a regeneration
shield; Bob sometimes has a planeswalker that is attacked. Attacks and blocks are legal:
attackers are untapped and able to attack, and every block respects evasion (flying, menace,
protection, fear, intimidate, skulk, shadow, horsemanship) and `can_block`.
`simple=True` keeps to the boards `redzone.vector` resolves (see vector.COVERED_KEYWORDS).
"""

from __future__ import annotations

import bisect
import itertools
import json
import random
from collections.abc import Iterator
from typing import Any, Literal

from . import keywords as kw
from .model import CREATURE, EMPTY, Board, Combat, Permanent, Player, Scenario, frozen_map
from .rules import find
from .rules.mtgpq_slots import SLOTS

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
_MTGPQ = (
    ("flying", 6), ("reach", 3), ("trample", 5), ("first strike", 4), ("double strike", 2),
    ("deathtouch", 3), ("lifelink", 3), ("indestructible", 1), ("menace", 2),
    ("vigilance", 2), ("haste", 1), ("defender", 1), ("berserker", 1), ("bravery", 1),
    ("unblockable", 1),
)


def generate(n: int, seed: int = 0, rules: str = "cr-current", max_creatures: int = 4,
             combat: CombatKind = "full", simple: bool = False, start: int = 0,
             min_creatures: int = 0) -> Iterator[dict[str, Any]]:
    """Boards `start` .. `start + n - 1` of `seed`, as scenario dicts with an `id`, with
    `min_creatures` to `max_creatures` creatures a side (the attacking side at least 1).
    `combat`: "full" (attacks and blocks), "attacks" (no blocks: for solve-blocks) or
    "none" (no combat: for solve-attacks)."""
    rule_set = find(rules).name
    if max_creatures < 1:
        raise ValueError("max_creatures must be at least 1")
    if not 0 <= min_creatures <= max_creatures:
        raise ValueError("min_creatures must be between 0 and max_creatures")
    sizes = (min_creatures, max_creatures)
    if combat not in COMBATS:
        raise ValueError(f"combat must be one of {', '.join(COMBATS)}")
    for i in range(start, start + n):
        rng = random.Random(f"redzone:{seed}:{i}")
        if rule_set == "mtgpq":
            board = _mtgpq_board(rng, *sizes)
        else:
            board = _board(rng, rule_set, sizes, combat, simple)
        yield {"id": f"{seed}-{i}", **board}


def dumps(board: dict[str, Any]) -> str:
    """One board as a JSON Lines line (no newline)."""
    return json.dumps(board, separators=(",", ":"))


_KEYWORDS: dict[tuple[str, tuple[str, ...]], kw.Keywords] = {}


def to_scenario(board: dict[str, Any]) -> Scenario:
    """A board made by `generate` as a Scenario, built directly (several times faster than
    `redzone.from_dict`, which validates any input): equal to `from_dict` of the board less
    its `id` (tests/test_generate.py checks it). Only for boards this module made."""
    rules = find(board.get("rules", "cr-current"))
    players = tuple(Player(name, state.get("life", 20), state.get("poison", 0), EMPTY)
                    for name, state in board["players"].items())
    permanents = []
    for controller, items in board.get("battlefield", {}).items():
        for c in items:
            words = tuple(c.get("keywords", ()))
            key = (rules.name, words)
            keywords = _KEYWORDS.get(key)
            if keywords is None:
                keywords = _KEYWORDS[key] = kw.parse(words, rules.vocabulary)
            permanents.append(Permanent(
                id=c["id"], controller=controller, types=frozenset(c.get("types", (CREATURE,))),
                colors=frozenset(c.get("colors", ())), power=c.get("power"),
                toughness=c.get("toughness"), loyalty=c.get("loyalty"), keywords=keywords,
                damage=c.get("damage", 0), counters=frozen_map(c.get("counters", {})),
                tapped=c.get("tapped", False), summoning_sick=c.get("summoning_sick", False),
                can_block=c.get("can_block", 1), prevent=c.get("prevent", 0),
                regenerate=c.get("regenerate", 0)))
    fight = board.get("combat", {})
    combat = Combat(
        attacks=frozen_map(fight.get("attacks", {})),
        blocks=frozen_map((b, (a,) if isinstance(a, str) else tuple(a))
                          for b, a in fight.get("blocks", {}).items()))
    return Scenario(Board(players, tuple(permanents), players[0].name), combat, rules.name)


# --- the Comprehensive Rules and dice ------------------------------------------------------

def _board(rng: random.Random, rules: str, sizes: tuple[int, int], combat: CombatKind,
           simple: bool) -> dict[str, Any]:
    dice = rules == "dice"
    exotic = not simple and not dice
    pool = _COMMON + (_SIMPLE_EXTRA if simple else _CR_EXTRA if exotic else ())
    if dice:  # dice.UNDEFINED: rolls replace combat damage
        pool = tuple((w, n) for w, n in pool if w not in ("trample", "double strike"))
    players = {ACTIVE: _player(rng, exotic), DEFENDING: _player(rng, exotic)}
    least, k = sizes
    mine = [_creature(rng, f"a{j}", pool, exotic)
            for j in range(1, rng.randint(max(1, least), k) + 1)]
    theirs = [_creature(rng, f"b{j}", pool, exotic) for j in range(1, rng.randint(least, k) + 1)]
    walker = None
    if exotic and rng.random() < 0.15:
        walker = {"id": "pw", "types": ["planeswalker"], "loyalty": rng.randint(1, 6)}
    board: dict[str, Any] = {"rules": rules, "players": players,
                             "battlefield": {ACTIVE: mine, DEFENDING: theirs}}
    if walker is not None:
        theirs.append(walker)
    if combat == "none":
        return board
    attacks: dict[str, str] = {}
    for c in mine:
        if _can_attack(c) and rng.random() < 0.8:
            attacks[c["id"]] = "pw" if walker is not None and rng.random() < 0.4 else DEFENDING
    if not attacks:  # at least one attack when one is possible
        able = [c for c in mine if _can_attack(c)]
        if able:
            attacks[rng.choice(able)["id"]] = DEFENDING
    fight: dict[str, Any] = {"attacks": attacks}
    if combat == "full" and attacks:
        blocks = _blocks(rng, [c for c in mine if c["id"] in attacks], theirs)
        if blocks:
            fight["blocks"] = blocks
    board["combat"] = fight
    return board


def _player(rng: random.Random, exotic: bool) -> dict[str, Any]:
    player: dict[str, Any] = {"life": 20 if rng.random() < 0.6 else rng.randint(1, 20)}
    if exotic and rng.random() < 0.1:
        player["poison"] = rng.randint(1, 9)
    return player


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


def _creature(rng: random.Random, pid: str, pool: tuple[tuple[str, int], ...],
              exotic: bool) -> dict[str, Any]:
    toughness = _pick(rng, _TOUGHNESS)
    power = _pick(rng, _POWER)
    c: dict[str, Any] = {"id": pid, "power": power, "toughness": toughness}
    if rng.random() < 0.7:
        c["colors"] = [rng.choice(COLORS)]
    n = _pick(rng, _HOW_MANY)
    if n:
        c["keywords"] = sorted({_pick(rng, pool) for _ in range(n)})
    if rng.random() < 0.1:
        c["damage"] = rng.randint(0, toughness - 1)
    if rng.random() < 0.05:
        c["tapped"] = True
    if rng.random() < 0.05:
        c["summoning_sick"] = True
    if exotic:
        if rng.random() < 0.08:
            c["counters"] = {rng.choice(("+1/+1", "-1/-1")): 1}
            if c["counters"].get("-1/-1") and toughness - 1 <= c.get("damage", 0):
                del c["counters"]
        if rng.random() < 0.05:
            c["prevent"] = rng.randint(1, 3)
        if rng.random() < 0.03:
            c["regenerate"] = 1
        if rng.random() < 0.05:
            c["can_block"] = 2
        if rng.random() < 0.03:
            c["types"] = ["artifact", "creature"]
    return c


def _keywords(c: dict[str, Any]) -> set[str]:
    return set(c.get("keywords", ()))


def _can_attack(c: dict[str, Any]) -> bool:
    kw = _keywords(c)
    return not (c.get("tapped") or "defender" in kw or "can't attack" in kw
                or (c.get("summoning_sick") and "haste" not in kw))


def _power(c: dict[str, Any]) -> int:
    counters: dict[str, int] = c.get("counters", {})
    return int(c["power"]) + counters.get("+1/+1", 0) - counters.get("-1/-1", 0)


def _may_block(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """509.1b evasion, for the keywords generated (declare.evasion is the judge: the tests
    check every generated board against it)."""
    ak, bk = _keywords(a), _keywords(b)
    if "can't be blocked" in ak:
        return False
    if "flying" in ak and not ({"flying", "reach"} & bk):
        return False
    if ("shadow" in ak) != ("shadow" in bk):
        return False
    if "horsemanship" in ak and "horsemanship" not in bk:
        return False
    b_colors = set(b.get("colors", ()))
    artifact = "artifact" in b.get("types", ())
    if "fear" in ak and not (artifact or "black" in b_colors):
        return False
    if "intimidate" in ak and not (artifact or set(a.get("colors", ())) & b_colors):
        return False
    if "skulk" in ak and _power(b) > _power(a):
        return False
    return not any(w.startswith("protection from ") and w[16:] in b_colors for w in ak)


def _blocks(rng: random.Random, attackers: list[dict[str, Any]],
            theirs: list[dict[str, Any]]) -> dict[str, Any]:
    blocked_by: dict[str, list[str]] = {a["id"]: [] for a in attackers}
    blocks: dict[str, list[str]] = {}
    able = [b for b in theirs if "power" in b and not b.get("tapped")
            and "can't block" not in _keywords(b)]
    for b in able:
        if rng.random() < 0.3:
            continue
        options = [a for a in attackers if _may_block(a, b)]
        if not options:
            continue
        many = min(len(options), b.get("can_block", 1))
        chosen = rng.sample(options, rng.randint(1, many))
        blocks[b["id"]] = [a["id"] for a in chosen]
        for a in chosen:
            blocked_by[a["id"]].append(b["id"])
    for a in attackers:  # 702.111b: menace needs two or more blockers
        mine = blocked_by[a["id"]]
        if "menace" not in _keywords(a) or len(mine) != 1:
            continue
        spare = [b for b in able if b["id"] not in blocks and _may_block(a, b)]
        if spare:
            extra = rng.choice(spare)["id"]
            blocks[extra] = [a["id"]]
            mine.append(extra)
        else:
            blocker = mine.pop()
            blocks[blocker].remove(a["id"])
            if not blocks[blocker]:
                del blocks[blocker]
    return {b: one[0] if len(one) == 1 else one for b, one in blocks.items()}


# --- MTG Puzzle Quest: no declarations, up to three creatures a side --------------------

def _mtgpq_board(rng: random.Random, at_least: int, k: int) -> dict[str, Any]:
    k = min(k, SLOTS)
    at_least = min(at_least, k)
    sides: dict[str, list[dict[str, Any]]] = {}
    for name, prefix, least in ((ACTIVE, "a", max(1, at_least)), (DEFENDING, "b", at_least)):
        side = []
        for j in range(1, rng.randint(least, k) + 1):
            c = _creature(rng, f"{prefix}{j}", _MTGPQ, exotic=False)
            c.pop("tapped", None)
            c.pop("summoning_sick", None)
            side.append(c)
        sides[name] = side
    return {"rules": "mtgpq",
            "players": {ACTIVE: {"life": rng.randint(5, 30)},
                        DEFENDING: {"life": rng.randint(5, 30)}},
            "battlefield": sides}


__all__ = ["COMBATS", "CombatKind", "dumps", "generate", "to_scenario"]
