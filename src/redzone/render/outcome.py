"""A combat's result with the scenario it came from, so it can say itself: its verdict, its
account in words, its picture, and its display in a notebook (Jupyter's _repr_html_)."""

from __future__ import annotations

import html
import io
from dataclasses import dataclass, fields

from rich.console import Console

from redzone.core.result import Result
from redzone.scenario import Scenario

from .accounts import print_result
from .svg import When, board_svg
from .text import print_warnings
from .verdict import Verdict, print_verdict, verdict


def print_outcome(console: Console, scenario: Scenario, result: Result,
                  brief: bool = False) -> None:
    """What `redzone resolve` prints of a combat: the verdict, then (unless `brief`) the
    account of the rule set that resolved it."""
    print_verdict(console, scenario, result)
    if not brief:
        console.print()
        print_result(console, scenario, result)


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Outcome(Result):
    """What `redzone.resolve` returns: a Result that knows its scenario (and compares equal
    to a plain Result of the same combat). `explain()`: the verdict and the account as text;
    `svg()`: the board; `verdict()`: lethal or not, life before -> after, what died."""

    scenario: Scenario | None = None

    @classmethod
    def of(cls, scenario: Scenario, result: Result) -> Outcome:
        return cls(**{f.name: getattr(result, f.name) for f in fields(Result)},
                   scenario=scenario)

    def _scenario(self) -> Scenario:
        if self.scenario is None:
            raise ValueError("this result doesn't know its scenario: use redzone.resolve")
        return self.scenario

    def verdict(self) -> Verdict:
        """Lethal or not, each player's life and poison before -> after, what died."""
        return verdict(self._scenario(), self)

    def explain(self, brief: bool = False) -> str:
        """The verdict, then (unless `brief`) every event with its rule, then the warnings,
        as plain text (what `redzone resolve` prints)."""
        out = io.StringIO()
        console = Console(file=out, width=100, no_color=True, highlight=False,
                          soft_wrap=True)
        scenario = self._scenario()
        print_outcome(console, scenario, self, brief)
        print_warnings(console, scenario.board)
        return out.getvalue()

    def svg(self, when: When = "both") -> str:
        """The board as SVG: before combat, after it, or both."""
        return board_svg(self._scenario(), self, when)

    def _repr_html_(self) -> str:
        found = self.verdict()
        lines = "".join(f"<li>{html.escape(line)}</li>"
                        for line in found.lines(self._scenario().board))
        return (f"<p><b>{html.escape(found.headline())}</b></p><ul>{lines}</ul>{self.svg()}"
                "<details><summary>The combat, event by event</summary>"
                f"<pre>{html.escape(self.explain())}</pre></details>")

    def __repr__(self) -> str:
        if self.scenario is None:
            return Result.__repr__(self)
        return f"<Outcome {self.rules}: {self.verdict().headline()}; {len(self.events)} events>"
