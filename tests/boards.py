"""Boards for the tests, built as the scenario format writes them: Alice attacks, Bob (and
Carol) defend."""

from __future__ import annotations

from typing import Any

import redzone

Perm = dict[str, Any]


def creature(pid: str, power: int = 2, toughness: int = 2, *keywords: str,
             **fields: Any) -> Perm:
    return {"id": pid, "power": power, "toughness": toughness, "keywords": list(keywords),
            **fields}


def board(alice: list[Perm], bob: list[Perm], attacks: dict[str, str],
          blocks: dict[str, Any] | None = None, carol: list[Perm] | None = None,
          players: dict[str, Any] | None = None, **combat: Any) -> redzone.Scenario:
    """Alice attacks Bob (and Carol, when given); `players` overrides their states; `combat`
    adds the combat's other fields (provoke, mentor, targets...)."""
    everyone: dict[str, Any] = {"Alice": {}, "Bob": {}}
    battlefield = {"Alice": alice, "Bob": bob}
    if carol is not None:
        everyone["Carol"] = {}
        battlefield["Carol"] = carol
    everyone.update(players or {})
    return redzone.from_dict({"players": everyone, "active": "Alice",
                              "battlefield": battlefield,
                              "combat": {"attacks": attacks, "blocks": blocks or {}, **combat}})
