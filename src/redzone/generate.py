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

import json
import random
from collections.abc import Iterator
from typing import Any, Literal

from .rules import find
from .rules.mtgpq_slots import SLOTS

Combat = Literal["full", "attacks", "none"]
COMBATS: tuple[Combat, ...] = ("full", "attacks", "none")

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
             combat: Combat = "full", simple: bool = False, start: int = 0,
             ) -> Iterator[dict[str, Any]]:
    """Boards `start` .. `start + n - 1` of `seed`, as scenario dicts with an `id`.
    `combat`: "full" (attacks and blocks), "attacks" (no blocks: for solve-blocks) or
    "none" (no combat: for solve-attacks)."""
    rule_set = find(rules).name
    if max_creatures < 1:
        raise ValueError("max_creatures must be at least 1")
    if combat not in COMBATS:
        raise ValueError(f"combat must be one of {', '.join(COMBATS)}")
    for i in range(start, start + n):
        rng = random.Random(f"redzone:{seed}:{i}")
        if rule_set == "mtgpq":
            board = _mtgpq_board(rng, max_creatures)
        else:
            board = _board(rng, rule_set, max_creatures, combat, simple)
        yield {"id": f"{seed}-{i}", **board}


def dumps(board: dict[str, Any]) -> str:
    """One board as a JSON Lines line (no newline)."""
    return json.dumps(board, separators=(",", ":"))


# --- the Comprehensive Rules and dice ------------------------------------------------------

def _board(rng: random.Random, rules: str, k: int, combat: Combat,
           simple: bool) -> dict[str, Any]:
    dice = rules == "dice"
    exotic = not simple and not dice
    pool = _COMMON + (_SIMPLE_EXTRA if simple else _CR_EXTRA if exotic else ())
    if dice:  # dice.UNDEFINED: rolls replace combat damage
        pool = tuple((w, n) for w, n in pool if w not in ("trample", "double strike"))
    players = {ACTIVE: _player(rng, exotic), DEFENDING: _player(rng, exotic)}
    mine = [_creature(rng, f"a{j}", pool, exotic) for j in range(1, rng.randint(1, k) + 1)]
    theirs = [_creature(rng, f"b{j}", pool, exotic) for j in range(1, rng.randint(0, k) + 1)]
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


def _creature(rng: random.Random, pid: str, pool: tuple[tuple[str, int], ...],
              exotic: bool) -> dict[str, Any]:
    toughness = rng.choices((1, 2, 3, 4, 5, 6, 7), (3, 5, 5, 4, 3, 2, 1))[0]
    power = rng.choices((0, 1, 2, 3, 4, 5, 6, 7), (1, 4, 5, 5, 4, 3, 2, 1))[0]
    c: dict[str, Any] = {"id": pid, "power": power, "toughness": toughness}
    if rng.random() < 0.7:
        c["colors"] = [rng.choice(COLORS)]
    n = rng.choices((0, 1, 2, 3), (4, 4, 2, 1))[0]
    if n:
        words, weights = zip(*pool, strict=True)
        c["keywords"] = sorted(set(rng.choices(words, weights, k=n)))
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
    counters = c.get("counters", {})
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

def _mtgpq_board(rng: random.Random, k: int) -> dict[str, Any]:
    k = min(k, SLOTS)
    sides: dict[str, list[dict[str, Any]]] = {}
    for name, prefix, least in ((ACTIVE, "a", 1), (DEFENDING, "b", 0)):
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


__all__ = ["COMBATS", "Combat", "dumps", "generate"]
