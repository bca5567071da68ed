"""The `redzone` command (commands.py; boards in bulk: bulk.py). A face: it reads files,
calls the library and prints what render/ makes of the answers; it holds no rules.

May import every layer (through the facade, redzone, where it can); nothing imports it.
"""

from __future__ import annotations

from .commands import cli, main

__all__ = ["cli", "main"]
