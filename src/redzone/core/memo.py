"""Values computed from an immutable object, kept per object by identity.

A frozen dataclass hashes all its fields each time: too slow as a key where a combat looks
its permanents up thousands of times. `PerObject` keys by `id()` and holds the object, so
that its id names no other while the entry lives; it forgets everything past `limit`
objects, so that a long-running process doesn't grow without end."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class PerObject(Generic[K, V]):
    """`get(obj, make)`: `make(obj)`, computed once per object."""

    def __init__(self, limit: int = 4096) -> None:
        self._table: dict[int, tuple[K, V]] = {}
        self._limit = limit

    def get(self, obj: K, make: Callable[[K], V]) -> V:
        entry = self._table.get(id(obj))
        if entry is None or entry[0] is not obj:
            if len(self._table) >= self._limit:
                self._table.clear()
            entry = self._table[id(obj)] = (obj, make(obj))
        return entry[1]
