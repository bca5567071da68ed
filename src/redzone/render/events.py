"""Events printed one to a line, coloured by what they do."""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import Console
from rich.markup import escape

from ..explain import sentence
from ..model import Board
from ..result import Event

STYLE = {"destroyed": "bold red", "graveyard": "bold red", "exiled": "bold red",
         "lost": "bold red", "life_gain": "green", "healed": "green", "prevented": "cyan",
         "regenerated": "green", "roll": "bold"}


def print_events(console: Console, board: Board, events: Iterable[Event]) -> None:
    for event in events:
        style = STYLE.get(event.type)
        text = escape(sentence(event, board))
        console.print(f"  [{style}]{text}[/]" if style else f"  {text}")
