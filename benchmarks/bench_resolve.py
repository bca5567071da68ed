"""Combats resolved per second on one core, through the Python API.

Prints a table. Figures are also given as a ratio to a baseline measured in the same process
(a deep copy of the scenario, the least a naive engine does per combat), since these machines
are noisy: the ratio moves far less than the raw rate.

    .venv/bin/python benchmarks/bench_resolve.py [--seconds S]
"""

from __future__ import annotations

import argparse
import copy
import time
from collections.abc import Callable

import redzone
from redzone import Scenario

SIMPLE = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice: [{id: gorger, power: 5, toughness: 6}]
  Bob:
    - {id: guardian, power: 0, toughness: 3}
    - {id: elves, power: 1, toughness: 1}
combat:
  attacks: {gorger: Bob}
  blocks: {guardian: gorger, elves: gorger}
"""

MIXED = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: a1, power: 4, toughness: 4, keywords: [trample, first strike]}
    - {id: a2, power: 3, toughness: 3, keywords: [deathtouch, lifelink]}
    - {id: a3, power: 2, toughness: 2, keywords: [flying, double strike]}
    - {id: a4, power: 5, toughness: 3, keywords: [menace, trample]}
    - {id: a5, power: 1, toughness: 1, keywords: [infect]}
  Bob:
    - {id: b1, power: 2, toughness: 5}
    - {id: b2, power: 3, toughness: 2, keywords: [first strike]}
    - {id: b3, power: 1, toughness: 4, keywords: [reach, deathtouch]}
    - {id: b4, power: 2, toughness: 2}
    - {id: b5, power: 3, toughness: 3, keywords: [indestructible]}
combat:
  attacks: {a1: Bob, a2: Bob, a3: Bob, a4: Bob, a5: Bob}
  blocks: {b1: a1, b2: a2, b3: a3, b4: a4, b5: a4}
"""

BOARDS = {"1 attacker vs 2 blockers": SIMPLE, "5 attackers (mixed keywords) vs 5 blockers": MIXED}

# The same boards with abilities added (the bar: at most 2x the time of the board
# without): on every creature a triggered keyword, and a lord or a structured trigger; and
# on every other one (about the share of real creature cards with combat text, 47%).
ADDED = ["bushido 1", "flanking", "exalted", "afterlife 1", "rampage 1", "battle cry",
         "afflict 1", "persist", "frenzy 1", "undying", "melee"]
LORD = {"affects": {"other": True, "controller": "you"}, "pump": [1, 0]}
TRIGGER = {"trigger": "blocks", "effects": [{"pump": [0, 1]}]}


def with_abilities(scenario: Scenario, every: int = 1) -> Scenario:
    """Abilities on every `every`th creature of each side, from the first."""
    data = redzone.to_dict(scenario)
    for side in data["battlefield"].values():
        for n, perm in enumerate(side):
            if n % every:
                continue
            perm["keywords"] = [*perm.get("keywords", []), ADDED[n % len(ADDED)]]
            perm["abilities"] = [LORD if n == 0 else TRIGGER]
    return redzone.from_dict(data)


def rate(fn: Callable[[], object], seconds: float) -> float:
    """Calls per second of `fn`, best of three runs of about `seconds` / 3 each."""
    best = 0.0
    for _ in range(3):
        n, start = 0, time.perf_counter()
        deadline = start + seconds / 3
        while time.perf_counter() < deadline:
            for _ in range(100):
                fn()
            n += 100
        best = max(best, n / (time.perf_counter() - start))
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args()
    rows = []
    for name, text in BOARDS.items():
        scenario: Scenario = redzone.loads(text)
        combats = rate(lambda s=scenario: redzone.resolve(s), args.seconds)
        baseline = rate(lambda s=scenario: copy.deepcopy(s), args.seconds)
        on_all, on_half = with_abilities(scenario), with_abilities(scenario, 2)
        every = rate(lambda s=on_all: redzone.resolve(s), args.seconds)
        half = rate(lambda s=on_half: redzone.resolve(s), args.seconds)
        rows.append((name, combats, 1e6 / combats, combats / baseline, combats / every,
                     combats / half))
    print(f"{'board':<46} {'combats/s':>10} {'us/combat':>10} {'x deepcopy':>11} "
          f"{'abilities, x time (bar 2): on all':>34} {'on half':>8}")
    for name, combats, micro, ratio, every, half in rows:
        print(f"{name:<46} {combats:>10,.0f} {micro:>10.1f} {ratio:>11.2f} {every:>34.2f} "
              f"{half:>8.2f}")


if __name__ == "__main__":
    main()
