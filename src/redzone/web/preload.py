"""Imported by the fork server of work.py before it forks children: what every child needs,
loaded once (the library, the solver and the card database)."""

from __future__ import annotations

from redzone import cards
from redzone.analysis import solve  # noqa: F401

from . import tasks  # noqa: F401

cards.database().complete("a")
