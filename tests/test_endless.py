"""An endless loop of triggered abilities (104.4b) ends with exit 2 naming the rule, not a
hang: each token made triggers the ability that makes the next."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature
from redzone.core.errors import ScenarioError

BREEDER = {"trigger": "a permanent enters", "filter": {"token": True},
           "effects": [{"tokens": {"count": 1, "power": 1, "toughness": 1}}]}
START = {"trigger": "attacks", "effects": [{"tokens": {"count": 1, "power": 1,
                                                       "toughness": 1}}]}


def test_tokens_that_make_tokens_without_end_are_refused_104_4b() -> None:
    s = board([creature("seed", 1, 1, abilities=[START]),
               creature("breeder", 1, 1, abilities=[BREEDER])], [], {"seed": "Bob"})
    with pytest.raises(ScenarioError, match=r"without end.*104\.4b"):
        redzone.resolve(s)


def test_a_long_but_finite_chain_resolves() -> None:
    """Forty attackers, each with an attack trigger: forty abilities, no loop."""
    attackers = [creature(f"a{i}", 1, 1, abilities=[START]) for i in range(40)]
    r = redzone.resolve(board(attackers, [], {f"a{i}": "Bob" for i in range(40)}))
    assert r.players["Bob"].life == -20 and len(r.permanents) == 80  # (40 tokens)
