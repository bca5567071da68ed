"""Outcome distributions: exact, by enumerating every roll, or estimated by Monte Carlo.

`exact` walks a random procedure step by step, keeping each distinct state once with the
number of equally likely roll sequences that reach it (whole numbers, so no rounding); the
probabilities come out as `Fraction`s. `Odds` holds the outcomes and their marginals.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, TypeVar

from .result import PermanentState, PlayerState, Result, Zone

MAX_SAMPLES = 10_000_000  # Monte Carlo runs at most (minutes)
S = TypeVar("S", bound=Hashable)
# One step of a procedure: from a state, each next state with its number of die faces.
Branches = Callable[[S], Iterable[tuple[int, S]]]


class TooManyStates(Exception):
    """Exact odds would keep more distinct states than allowed."""


def exact(start: S, steps: Sequence[Branches[S]], faces: int,
          most: int | None = None) -> dict[S, Fraction]:
    """Every final state and its probability; each step's face counts add up to `faces`.
    Raises TooManyStates as soon as more than `most` distinct states are kept."""
    weights: dict[S, int] = {start: 1}
    for step in steps:
        after: dict[S, int] = {}
        for state, weight in weights.items():
            for n, nxt in step(state):
                after[nxt] = after.get(nxt, 0) + weight * n
            if most is not None and len(after) > most:
                raise TooManyStates(most)
        weights = after
    total = faces ** len(steps)
    return {state: Fraction(weight, total) for state, weight in weights.items()}


def monte_carlo(draw: Callable[[random.Random], S], samples: int, seed: int,
                ) -> dict[S, Fraction]:
    """The frequency of each final state among `samples` random runs of `draw`
    (at most MAX_SAMPLES)."""
    samples = min(samples, MAX_SAMPLES)
    rng = random.Random(seed)
    counts: dict[S, int] = {}
    for _ in range(samples):
        state = draw(rng)
        counts[state] = counts.get(state, 0) + 1
    return {state: Fraction(n, samples) for state, n in counts.items()}


@dataclass(frozen=True, slots=True)
class Outcome:
    """One possible end of combat and its probability."""

    probability: Fraction
    players: Mapping[str, PlayerState]
    permanents: Mapping[str, PermanentState]

    def to_json(self) -> dict[str, Any]:
        return {
            "probability": float(self.probability), "fraction": str(self.probability),
            "players": {n: p.to_json() for n, p in self.players.items()},
            "permanents": {i: p.to_json() for i, p in self.permanents.items()},
        }


@dataclass(frozen=True, slots=True)
class Odds:
    """The outcomes of a combat, most likely first. `samples` is None for exact odds, else
    the number of Monte Carlo runs they were estimated from."""

    rules: str
    outcomes: tuple[Outcome, ...]
    samples: int | None = None
    reason: str | None = None  # why a Monte Carlo estimate stands in for exact odds

    @classmethod
    def certain(cls, result: Result) -> Odds:
        """A combat without chance: one outcome, probability 1."""
        return cls(result.rules, (Outcome(Fraction(1), result.players, result.permanents),))

    @classmethod
    def of(cls, rules: str, outcomes: Iterable[Outcome], samples: int | None = None,
           reason: str | None = None) -> Odds:
        # most likely first (as floats: comparing Fractions is slow); ties keep their order
        ordered = sorted(outcomes, key=lambda o: -float(o.probability))
        return cls(rules, tuple(ordered), samples, reason)

    def expected_life(self, player: str) -> Fraction:
        return sum((o.probability * o.players[player].life for o in self.outcomes), Fraction())

    def lost(self, player: str) -> Fraction:
        return sum((o.probability for o in self.outcomes if o.players[player].lost), Fraction())

    def destroyed(self, pid: str) -> Fraction:
        """The probability that the permanent is no longer on the battlefield."""
        return sum((o.probability for o in self.outcomes
                    if o.permanents[pid].zone != Zone.BATTLEFIELD), Fraction())

    def to_json(self) -> dict[str, Any]:
        first = self.outcomes[0]
        players = {n: {"expected_life": float(life := self.expected_life(n)),
                       "expected_life_fraction": str(life),
                       "lost": float(lost := self.lost(n)), "lost_fraction": str(lost)}
                   for n in first.players}
        permanents = {i: {"destroyed": float(gone := self.destroyed(i)),
                          "destroyed_fraction": str(gone)} for i in first.permanents}
        out = {
            "rules": self.rules,
            "method": "exact" if self.samples is None else "monte carlo",
            "samples": self.samples,
            "outcomes": [o.to_json() for o in self.outcomes],
            "marginals": {"players": players, "permanents": permanents},
        }
        if self.reason is not None:
            out["reason"] = self.reason
        return out
