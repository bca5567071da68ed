"""Events printed one to a line, coloured by what they do."""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import Console
from rich.markup import escape

from redzone.core.model import Board
from redzone.core.result import Event, EventType

from .sentences import sentence

STYLE = {EventType.DESTROYED: "bold red", EventType.GRAVEYARD: "bold red",
         EventType.EXILED: "bold red", EventType.LOST: "bold red", EventType.LIFE_GAIN: "green",
         EventType.HEALED: "green", EventType.PREVENTED: "cyan", EventType.REGENERATED: "green",
         EventType.ROLL: "bold", EventType.ATTACKS: "red", EventType.BLOCKS: "blue",
         EventType.LIFE_LOSS: "yellow", EventType.POISON: "magenta",
         EventType.TRIGGERED: "dark_orange", EventType.ACTIVATED: "dark_orange",
         EventType.TOKEN: "dark_orange", EventType.PUMPED: "dark_orange"}


def print_events(console: Console, board: Board, events: Iterable[Event]) -> None:
    """Each event on its line, coloured by what it does, its rule dimmed (a terminal only:
    plain text in a pipe). One print for them all: a console's print costs more than a line."""
    lines = []
    for event in events:
        style = STYLE.get(event.type)
        said = sentence(event, board)
        cut = said.rfind(" (")
        text, rule = (said[:cut], said[cut:]) if cut > 0 else (said, "")
        text = f"[{style}]{escape(text)}[/]" if style else escape(text)
        lines.append(f"  {text}[dim]{escape(rule)}[/]")
    if lines:
        console.print("\n".join(lines))
