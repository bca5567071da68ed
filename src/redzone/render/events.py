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
         EventType.ROLL: "bold"}


def print_events(console: Console, board: Board, events: Iterable[Event]) -> None:
    for event in events:
        style = STYLE.get(event.type)
        text = escape(sentence(event, board))
        console.print(f"  [{style}]{text}[/]" if style else f"  {text}")
