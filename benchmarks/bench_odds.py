"""Exact odds of the dice variant (`redzone odds`), timed on one core.

Prints a table: for each board, the distinct outcomes, the best of five timings of the exact
enumeration (the bar: 4 attackers against 3 blockers in under 1 s), and the ratio to a
baseline measured in the same process (a deep copy of the scenario), since these machines are
noisy: the ratio moves far less than the time. The last row is a Monte Carlo estimate.

    .venv/bin/python benchmarks/bench_odds.py [--repeat N]
"""

from __future__ import annotations

import argparse
import copy
import time
from collections.abc import Callable

import redzone
from redzone import Scenario

BAR_SECONDS = 1.0
MONTE_CARLO_SAMPLES = 10_000

# 4 attackers against 3 blockers: a first striker, a double block, an unblocked attacker.
FOUR_VS_THREE = """
rules: dice
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: a1, power: 3, toughness: 3}
    - {id: a2, power: 2, toughness: 2}
    - {id: a3, power: 4, toughness: 4}
    - {id: a4, power: 1, toughness: 1}
  Bob:
    - {id: b1, power: 2, toughness: 2, keywords: [first strike]}
    - {id: b2, power: 2, toughness: 3}
    - {id: b3, power: 1, toughness: 4}
combat:
  attacks: {a1: Bob, a2: Bob, a3: Bob, a4: Bob}
  blocks: {b1: a1, b2: a3, b3: a3}
"""

# 4 attackers against 3 blockers, one each, all tough enough to survive a hit: the most
# distinct outcomes (every creature's damage varies).
FOUR_VS_THREE_TOUGH = """
rules: dice
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: a1, power: 3, toughness: 5}
    - {id: a2, power: 4, toughness: 6}
    - {id: a3, power: 2, toughness: 4}
    - {id: a4, power: 5, toughness: 5}
  Bob:
    - {id: b1, power: 3, toughness: 6, keywords: [first strike]}
    - {id: b2, power: 2, toughness: 5}
    - {id: b3, power: 4, toughness: 7}
combat:
  attacks: {a1: Bob, a2: Bob, a3: Bob, a4: Bob}
  blocks: {b1: a1, b2: a2, b3: a3}
"""

# Bands on both sides, a Wall and regeneration.
BANDS = """
rules: dice
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: a1, power: 1, toughness: 2, keywords: [banding]}
    - {id: a2, power: 3, toughness: 3}
    - {id: a3, power: 2, toughness: 3, regenerate: 1}
    - {id: a4, power: 4, toughness: 4}
  Bob:
    - {id: b1, power: 1, toughness: 3, keywords: [banding]}
    - {id: b2, power: 2, toughness: 2}
    - {id: b3, power: 0, toughness: 6, subtypes: [Wall]}
combat:
  attacks: {a1: Bob, a2: Bob, a3: Bob, a4: Bob}
  bands: [[a1, a2]]
  blocks: {b1: a1, b2: a1, b3: a3}
"""

BOARDS = {"4 attackers vs 3 blockers": FOUR_VS_THREE,
          "4 vs 3, every creature survives a hit": FOUR_VS_THREE_TOUGH,
          "4 vs 3, bands on both sides, a Wall": BANDS}


def best(fn: Callable[[], object], repeat: int) -> float:
    """The best time of `repeat` calls of `fn`, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5, help="timings per board")
    args = parser.parse_args()
    rows = []
    for name, text in BOARDS.items():
        scenario: Scenario = redzone.loads(text)
        outcomes = len(redzone.odds(scenario).outcomes)
        seconds = best(lambda s=scenario: redzone.odds(s), args.repeat)
        baseline = best(lambda s=scenario: [copy.deepcopy(s) for _ in range(100)], args.repeat)
        bar = "yes" if seconds < BAR_SECONDS else "NO"
        rows.append((f"exact: {name}", outcomes, seconds, bar, seconds / (baseline / 100)))
    scenario = redzone.loads(FOUR_VS_THREE)
    seconds = best(lambda: redzone.odds(scenario, samples=MONTE_CARLO_SAMPLES), 1)
    baseline = best(lambda: [copy.deepcopy(scenario) for _ in range(100)], args.repeat)
    outcomes = len(redzone.odds(scenario, samples=MONTE_CARLO_SAMPLES).outcomes)
    rows.append((f"Monte Carlo, {MONTE_CARLO_SAMPLES:,} samples: 4 vs 3", outcomes, seconds,
                 "-", seconds / (baseline / 100)))
    print(f"{'board':<52} {'outcomes':>8} {'seconds':>8} {'< 1 s':>6} {'x deepcopy':>11}")
    for name, count, secs, met, ratio in rows:
        print(f"{name:<52} {count:>8,} {secs:>8.3f} {met:>6} {ratio:>11,.0f}")


if __name__ == "__main__":
    main()
