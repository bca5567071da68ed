"""The solver, timed on the boards of its issue, against plain brute force where that ends.

Brute force resolves every legal block (no splitting into fights, no merging of identical
creatures) up to a budget of blocks per board; its time is reported when it finished.

    .venv/bin/python benchmarks/bench_solve.py
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

import redzone

# brute force: every legal block
from redzone.analysis.fights import block_options, enumerate_blocks
from redzone.analysis.objective import defender_score
from redzone.analysis.solve import (
    solve_attacks,
    solve_blocks,
)
from redzone.bulk.generate import generate

KEYWORDS = [["flying"], ["first strike"], ["trample"], ["deathtouch"], ["lifelink"], [],
            ["menace"], ["reach"]]


def board(alice: list[dict[str, Any]], bob: list[dict[str, Any]], attack: bool,
          life: int = 20) -> redzone.Scenario:
    return redzone.from_dict({
        "players": {"Alice": {}, "Bob": {"life": life}},
        "battlefield": {"Alice": alice, "Bob": bob},
        "combat": {"attacks": {a["id"]: "Bob" for a in alice} if attack else {}}})


def creatures(prefix: str, n: int, **stats: Any) -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{i}", **stats} for i in range(n)]


def mixed() -> redzone.Scenario:
    alice = [{"id": f"a{i}", "power": 1 + i % 4, "toughness": 2 + i % 3,
              "keywords": KEYWORDS[i]} for i in range(8)]
    bob = [{"id": f"b{i}", "power": 1 + (i * 3) % 4, "toughness": 1 + (i * 5) % 4,
            "keywords": KEYWORDS[(i + 3) % 8]} for i in range(8)]
    return board(alice, bob, True)


def tokens() -> redzone.Scenario:
    bob = [*creatures("r", 2, power=2, toughness=3, keywords=["reach"]),
           *creatures("g", 3, power=3, toughness=3)]
    return board(creatures("t", 66, power=1, toughness=1, keywords=["flying", "deathtouch"]),
                 bob, True)


def swarm() -> redzone.Scenario:
    return board(creatures("s", 15, power=2, toughness=2),
                 [{"id": "giant", "power": 9, "toughness": 9}], False)


def strikers() -> redzone.Scenario:
    return board(creatures("a", 50, power=2, toughness=2),
                 creatures("b", 40, power=2, toughness=2, keywords=["first strike"]), True)


def timed(fn: Any) -> tuple[float, Any]:
    start = time.perf_counter()
    out = fn()
    return time.perf_counter() - start, out


def brute(scenario: redzone.Scenario, budget: int, solver: float) -> str:
    """Brute force's time, or its rate over `budget` blocks times the number of blocks."""
    options = block_options(scenario.board, scenario.combat, "Bob")
    seconds, (_, exact) = timed(lambda: enumerate_blocks(scenario, "Bob", options, budget,
                                                         defender_score))
    if exact:
        return f"{seconds:.2f} s ({seconds / solver:,.0f}x)"
    blocks = math.prod(len(can) + 1 for can in options.values())
    whole = seconds / budget * blocks
    return f"~{_span(whole)} for {blocks:.2g} blocks (~{whole / solver:.1g}x)"


def _span(seconds: float) -> str:
    for unit, size in (("years", 3.15e7), ("days", 86400), ("h", 3600), ("min", 60)):
        if seconds >= size:
            return f"{seconds / size:.2g} {unit}"
    return f"{seconds:.2g} s"


def random_mixed(seed: int) -> redzone.Scenario:
    """8 attackers against 8 blockers, each 1-5/1-5 with up to two random keywords."""
    rng = random.Random(seed)
    words = ["flying", "first strike", "trample", "deathtouch", "lifelink", "menace", "reach",
             "double strike", "vigilance"]

    def side(prefix: str) -> list[dict[str, Any]]:
        return [{"id": f"{prefix}{i}", "power": rng.randint(1, 5), "toughness": rng.randint(1, 5),
                 "keywords": rng.sample(words, rng.randint(0, 2))} for i in range(8)]

    return board(side("a"), side("b"), True)


def slowest_random() -> None:
    """The slowest of six random mixed 8-vs-8 boards, and their median."""
    times = []
    for seed in range(6):
        scenario = random_mixed(seed)
        seconds, answer = timed(lambda s=scenario: solve_blocks(s))
        assert answer.exact
        times.append(seconds)
    times.sort()
    name = "8 vs 8, six random mixed boards: slowest (median)"
    print(f"{name:<56} {times[-1]:>8.2f}s {1.0:>5.1f}s {'True':>6}  "
          f"(median {(times[2] + times[3]) / 2:.2f} s)")


# Abilities mixed in: a triggered keyword on every creature and, on about half, a structured
# triggered ability (the issue of combat abilities: exact and under 1 s).
TRIGGERED = [["bushido 1"], ["flanking"], ["rampage 1"], ["battle cry"], ["afflict 1"],
             ["frenzy 1"], ["undying"], ["afterlife 1"], ["melee"], ["persist"], ["training"],
             ["poisonous 1"]]
ABILITIES: list[dict[str, Any]] = [
    {"trigger": "blocks", "effects": [{"pump": [1, 1]}]},
    {"trigger": "attacks", "effects": [{"pump": [1, 0], "to": "each other attacking creature"}]},
    {"trigger": "becomes blocked by a creature",
     "effects": [{"damage": 1, "to": "that creature"}]},
    {"trigger": "dies", "effects": [{"lose_life": 1, "player": "each opponent"}]}]


def random_with_abilities(seed: int) -> redzone.Scenario:
    """8 attackers against 8 blockers, each 1-5/1-5 with up to one random keyword, a
    triggered keyword, and half the time a triggered ability."""
    rng = random.Random(seed)
    words = ["flying", "first strike", "trample", "deathtouch", "lifelink", "menace", "reach",
             "double strike", "vigilance"]

    def side(prefix: str) -> list[dict[str, Any]]:
        return [{"id": f"{prefix}{i}", "power": rng.randint(1, 5), "toughness": rng.randint(1, 5),
                 "keywords": rng.sample(words, rng.randint(0, 1)) + rng.choice(TRIGGERED),
                 "abilities": rng.sample(ABILITIES, rng.randint(0, 1))} for i in range(8)]

    return board(side("a"), side("b"), True)


def slowest_with_abilities() -> None:
    """The slowest of six random 8-vs-8 boards with abilities, and their median."""
    times, exact = [], True
    for seed in range(6):
        scenario = random_with_abilities(seed)
        seconds, answer = timed(lambda s=scenario: solve_blocks(s))
        exact = exact and answer.exact
        times.append(seconds)
    times.sort()
    name = "8 vs 8 with abilities, six random boards: slowest (median)"
    print(f"{name:<56} {times[-1]:>8.2f}s {1.0:>5.1f}s {exact!s:>6}  "
          f"(median {(times[2] + times[3]) / 2:.2f} s)")


def multiplayer() -> redzone.Scenario:
    """Alice attacks Bob and Carol with four creatures each; each has four blockers."""
    alice = [{"id": f"a{i}", "power": 1 + i % 4, "toughness": 2 + i % 3,
              "keywords": KEYWORDS[i % 8]} for i in range(8)]
    def side(prefix: str, shift: int) -> list[dict[str, Any]]:
        return [{"id": f"{prefix}{i}", "power": 1 + (i * 3 + shift) % 4,
                 "toughness": 1 + (i * 5 + shift) % 4, "keywords": KEYWORDS[(i + shift) % 8]}
                for i in range(4)]
    return redzone.from_dict({
        "players": {"Alice": {}, "Bob": {}, "Carol": {}},
        "battlefield": {"Alice": alice, "Bob": side("b", 1), "Carol": side("c", 2)},
        "combat": {"attacks": {a["id"]: "Bob" if i < 4 else "Carol"
                               for i, a in enumerate(alice)}}})


def multiplayer_attacks() -> redzone.Scenario:
    """Alice's five creatures may attack Bob, Carol or Carol's planeswalker."""
    alice = [{"id": f"a{i}", "power": 2 + i % 3, "toughness": 2 + i % 2} for i in range(5)]
    return redzone.from_dict({
        "players": {"Alice": {}, "Bob": {"life": 6}, "Carol": {"life": 9}},
        "battlefield": {"Alice": alice,
                        "Bob": [{"id": "wall", "power": 0, "toughness": 4}],
                        "Carol": [{"id": "knight", "power": 2, "toughness": 2,
                                   "keywords": ["first strike"]},
                                  {"id": "jace", "types": ["planeswalker"], "loyalty": 4}]}})


def main() -> None:
    # Brute force's budget per board: it would need 9^8, 67^2 and 41^40 blocks.
    rows = [
        ("8 attackers vs 8 blockers, mixed keywords (blocks)", mixed(), solve_blocks, 1.0, 1000),
        ("66 flying deathtouch 1/1s vs 5 blockers (blocks)", tokens(), solve_blocks, 1.0, 5000),
        ("15 2/2s vs one 9/9 at 20 life (attacks)", swarm(), solve_attacks, 1.0, 0),
        ("50 2/2s vs 40 first-strike 2/2s (blocks)", strikers(), solve_blocks, 2.0, 300),
        ("3 players: 4 attackers vs 4 blockers each (blocks)", multiplayer(), solve_blocks,
         None, 0),
        ("3 players: 5 creatures, 2 opponents, 1 walker (attacks)", multiplayer_attacks(),
         solve_attacks, None, 0),
    ]
    print(f"{'board':<56} {'solver':>9} {'bar':>6} {'exact':>6}  brute force (ratio)")
    for name, scenario, solver, bar, budget in rows:
        seconds, answer = timed(lambda s=scenario, f=solver: f(s))
        versus = brute(scenario, budget, seconds) if budget else "-"
        limit = f"{bar:>5.1f}s" if bar else f"{'-':>6}"
        print(f"{name:<56} {seconds:>8.2f}s {limit} {answer.exact!s:>6}  {versus}")
    slowest_random()
    slowest_with_abilities()
    random_attacks()
    twelve_attacks()


def random_attacks(seed: int = 19, n: int = 20) -> None:
    """`redzone generate --seed 19 --n 20 --combat none --min-creatures 8 --max-creatures 8`:
    the best attack on each (bar: median under 1 s, slowest under 3 s, all exact)."""
    times, exact = [], 0
    for board in generate(n, seed, combat="none", min_creatures=8, max_creatures=8):
        seconds, answer = timed(lambda s=board.scenario: solve_attacks(s))
        times.append(seconds)
        exact += answer.exact
    times.sort()
    median = (times[n // 2 - 1] + times[n // 2]) / 2
    name = f"solve attacks, {n} seeded random 8 vs 8: median (slowest)"
    print(f"{name:<56} {median:>8.2f}s {1.0:>5.1f}s {exact:>3}/{n}  (slowest {times[-1]:.2f} s)")


def twelve_attacks(seed: int = 19, n: int = 3, limit: float = 8.0) -> None:
    """12 vs 12 (seeded as above, with 12 creatures a side), with a time limit: answered
    within 10 s, exact or with its bound."""
    for board in generate(n, seed, combat="none", min_creatures=12, max_creatures=12):
        seconds, answer = timed(lambda s=board.scenario: solve_attacks(s, time_limit=limit))
        said = "exact" if answer.exact else answer.said_bound()
        name = f"solve attacks, 12 vs 12, board {board.id}"
        print(f"{name:<56} {seconds:>8.2f}s {10.0:>5.1f}s {answer.exact!s:>6}  ({said})")


if __name__ == "__main__":
    main()
