"""Damage assignment questions, timed: counting every legal assignment, and the best one.

Prints a table, with each figure also as a ratio to resolving the same board (same process),
since these machines are noisy.

    .venv/bin/python benchmarks/bench_assign.py
"""

from __future__ import annotations

import time
from collections.abc import Callable

import redzone

COUNT = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice: [{id: giant, power: 20, toughness: 20, keywords: [trample]}]
  Bob:
""" + "\n".join(f"    - {{id: b{i}, power: 1, toughness: {i % 3 + 1}}}" for i in range(6)) + """
combat:
  attacks: {giant: Bob}
  blocks: {""" + ", ".join(f"b{i}: giant" for i in range(6)) + "}\n"

BEST = """
players: {Alice: {}, Bob: {life: 12}}
battlefield:
  Alice:
    - {id: a0, power: 5, toughness: 5, keywords: [trample]}
    - {id: a1, power: 4, toughness: 4}
    - {id: a2, power: 3, toughness: 3, keywords: [deathtouch]}
    - {id: a3, power: 6, toughness: 6, keywords: [trample]}
    - {id: a4, power: 2, toughness: 2}
    - {id: a5, power: 4, toughness: 2, keywords: [lifelink]}
  Bob:
    - {id: b0, power: 2, toughness: 2}
    - {id: b1, power: 1, toughness: 3}
    - {id: b2, power: 3, toughness: 3}
    - {id: b3, power: 2, toughness: 4}
    - {id: b4, power: 1, toughness: 1}
    - {id: b5, power: 2, toughness: 2, can_block: 2}
combat:
  attacks: {a0: Bob, a1: Bob, a2: Bob, a3: Bob, a4: Bob, a5: Bob}
  blocks: {b0: a0, b1: a0, b2: a1, b3: a3, b4: a3, b5: [a2, a4]}
"""


def best_of(fn: Callable[[], object], runs: int = 7) -> float:
    """Fastest of `runs` calls, in milliseconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times) * 1000


def main() -> None:
    count_board, best_board = redzone.loads(COUNT), redzone.loads(BEST)
    rows = [
        ("count: 1 attacker (power 20, trample) vs 6 blockers",
         best_of(lambda: redzone.count_assignments(count_board)),
         best_of(lambda: redzone.resolve(count_board)), redzone.count_assignments(count_board)),
        ("best: 6 attackers vs 6 blockers (Alice)",
         best_of(lambda: redzone.best_assignment(best_board, "Alice")),
         best_of(lambda: redzone.resolve(best_board)), redzone.count_assignments(best_board)),
    ]
    print(f"{'question':<54} {'ms':>8} {'x resolve':>10} {'assignments':>12}")
    for name, ms, base, n in rows:
        print(f"{name:<54} {ms:>8.2f} {ms / base:>10.1f} {n:>12,}")


if __name__ == "__main__":
    main()
