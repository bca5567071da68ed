"""Soulbond (702.95): the file says which creatures are paired (`paired_with`); "as long as
it's paired with another creature, both creatures have ..." applies to the pair while both
are creatures on the battlefield under one player's control (702.95e)."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature
from redzone.core.errors import ScenarioError

PALADIN = {"id": "paladin", "card": "Silverblade Paladin"}


def test_silverblade_paladin_gives_its_partner_double_strike() -> None:
    """Silverblade Paladin (2/2): "As long as this creature is paired with another creature,
    both creatures have double strike." Paired, each deals its damage twice (702.4b)."""
    paired = board([{**PALADIN, "paired_with": "bear"}, creature("bear")], [],
                   {"paladin": "Bob", "bear": "Bob"})
    assert redzone.resolve(paired).players["Bob"].life == 20 - 4 - 4
    alone = board([PALADIN, creature("bear")], [], {"paladin": "Bob", "bear": "Bob"})
    assert redzone.resolve(alone).players["Bob"].life == 20 - 2 - 2


def test_the_pairing_is_read_from_either_side_and_written_back() -> None:
    s = board([PALADIN, creature("bear", paired_with="paladin")], [], {"bear": "Bob"})
    assert redzone.resolve(s).players["Bob"].life == 16
    again = redzone.from_dict(redzone.to_dict(s))
    assert again.board.permanent("bear").paired_with == "paladin"


def test_a_partner_that_dies_unpairs_it() -> None:
    """702.95e: when the partner leaves the battlefield, the two are unpaired: the paladin,
    blocked by a 0/4 after its partner died to a first striker, has no double strike left
    for the regular combat damage step."""
    s = board([{**PALADIN, "paired_with": "elf"}, creature("elf", 1, 1)],
              [creature("striker", 3, 3, "first strike"), creature("wall", 0, 9)],
              {"paladin": "Bob", "elf": "Bob"}, {"striker": "elf", "wall": "paladin"})
    r = redzone.resolve(s)
    assert r.permanents["elf"].zone == redzone.Zone.GRAVEYARD
    assert r.permanents["wall"].damage == 2  # its first-strike damage only


@pytest.mark.parametrize(("partner", "message"), [
    ("ghost", "ghost"), ("ogre", "702.95b"), ("paladin", "702.95b")])
def test_a_pairing_that_cant_be_is_refused(partner: str, message: str) -> None:
    with pytest.raises(ScenarioError, match=message) as err:
        board([{**PALADIN, "paired_with": partner}], [creature("ogre", 3, 3)],
              {"paladin": "Bob"})
    assert "paired_with" in str(err.value)
