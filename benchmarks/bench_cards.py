"""The card database: how long loading it takes (target < 200 ms) and one lookup after
loading (target < 1 ms). Prints a table of medians.

    .venv/bin/python benchmarks/bench_cards.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from collections.abc import Callable

from redzone.cards import CardDatabase

NAMES = ["Vastwood Gorger", "baneslayer angel", "Insectile Aberration", "Lim-Dul the Necromancer",
         "Tarmogoyf", "Jace Beleren", "Delver of Secrets // Insectile Aberration"]
COLD = ("import time; t = time.perf_counter(); from redzone.cards import lookup; "
        "lookup('Vastwood Gorger'); print(time.perf_counter() - t)")
IMPORT = "import time; t = time.perf_counter(); import redzone; print(time.perf_counter() - t)"


def median_ms(run: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def cold_ms(code: str, repeat: int) -> float:
    """The time `code` reports in a new process."""
    times = [float(subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                                  text=True).stdout) for _ in range(repeat)]
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    load = median_ms(CardDatabase.load, args.repeat)
    db = CardDatabase.load()

    def first_lookups() -> None:
        fresh = CardDatabase.load()
        start = time.perf_counter()
        for name in NAMES:
            fresh.lookup(name)
        first.append((time.perf_counter() - start) / len(NAMES))

    first: list[float] = []
    for _ in range(args.repeat):
        first_lookups()
    for name in NAMES:
        db.lookup(name)
    n = 10_000
    warm = median_ms(lambda: [db.lookup(NAMES[i % len(NAMES)]) for i in range(n)],
                     args.repeat) / n
    miss = median_ms(lambda: db.suggest("Tarmogoyff"), 3)
    rows = [
        ("load the database (in process)", load, "< 200 ms"),
        ("new process: import redzone, load, lookup", cold_ms(COLD, args.repeat), ""),
        ("  of which: import redzone (pydantic, ...)", cold_ms(IMPORT, args.repeat), ""),
        ("one lookup, first time for that card", statistics.median(first) * 1000, "< 1 ms"),
        ("one lookup, card seen before", warm, "< 1 ms"),
        ("'did you mean' for an unknown name", miss, "(error path)"),
    ]
    print(f"{len(db)} cards")
    print(f"{'what':<44} {'median':>12}  target")
    for what, ms, target in rows:
        print(f"{what:<44} {ms:>9.4f} ms  {target}")


if __name__ == "__main__":
    main()
