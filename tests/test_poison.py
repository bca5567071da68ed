"""Poison counters given by abilities (122.1; ten or more lose the game, 704.5c), "deals
damage to a player" triggers (120.3), and "an opponent has N or more poison counters"; real
cards' text."""

from __future__ import annotations

import redzone
from boards import board, creature


def test_crypt_cobra_poisons_when_unblocked() -> None:
    """Crypt Cobra: "Whenever this creature attacks and isn't blocked, defending player gets
    a poison counter." """
    s = board([{"id": "cobra", "card": "Crypt Cobra"}], [], {"cobra": "Bob"})
    assert redzone.resolve(s).players["Bob"].poison == 1
    blocked = board([{"id": "cobra", "card": "Crypt Cobra"}], [creature("wall", 0, 5)],
                    {"cobra": "Bob"}, {"wall": "cobra"})
    assert redzone.resolve(blocked).players["Bob"].poison == 0


def test_marsh_viper_poisons_the_player_it_damages_and_can_end_the_game() -> None:
    """Marsh Viper (1/2): "Whenever this creature deals damage to a player, that player gets
    two poison counters." At 8 poison, Bob loses (704.5c)."""
    s = board([{"id": "viper", "card": "Marsh Viper"}], [], {"viper": "Bob"},
              players={"Bob": {"poison": 8}})
    r = redzone.resolve(s)
    assert r.players["Bob"].poison == 10 and r.players["Bob"].lost
    assert r.players["Bob"].life == 19


def test_apostle_of_invasion_strikes_twice_when_corrupted() -> None:
    """Apostle of Invasion (4/4 flying): "Corrupted — As long as an opponent has three or
    more poison counters, this creature has double strike." """
    apostle = {"id": "apostle", "card": "Apostle of Invasion"}
    for poison, life in ((2, 16), (3, 12)):
        s = board([apostle], [], {"apostle": "Bob"}, players={"Bob": {"poison": poison}})
        assert redzone.resolve(s).players["Bob"].life == life
