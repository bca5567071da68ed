"""Conditions on activating an ability (602.5b): "Activate only if ...", from real cards;
the file's `if` on an activated ability, checked as it is activated."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature
from redzone import EventType


def _hellkite(step: str) -> redzone.Scenario:
    """Ancient Hellkite (6/6 flying): "{R}: This creature deals 1 damage to target creature
    defending player controls. Activate only if this creature is attacking." """
    return board([{"id": "hellkite", "card": "Ancient Hellkite"}], [creature("elf", 1, 1)],
                 {"hellkite": "Bob"}, activate=[{"source": "hellkite", "step": step,
                                                 "target": "elf"}])


def test_ancient_hellkite_only_while_attacking() -> None:
    """Not in the beginning of combat step: no creature attacks before attackers are
    declared (508.1a), whatever the file says will attack."""
    r = redzone.resolve(_hellkite("declare attackers"))
    assert r.permanents["elf"].zone == "graveyard"
    with pytest.raises(redzone.IllegalDeclaration, match="only if it's attacking"):
        redzone.resolve(_hellkite("beginning of combat"))


def test_cinder_crawler_only_while_blocked() -> None:
    """Cinder Crawler (1/2): "{R}: This creature gets +1/+0 until end of turn. Activate only
    if this creature is blocked." """
    crawler = {"id": "crawler", "card": "Cinder Crawler"}
    boost = [{"source": "crawler", "step": "declare blockers", "times": 2}]
    blocked = board([crawler], [creature("bear", 2, 3)], {"crawler": "Bob"},
                    {"bear": "crawler"}, activate=boost)
    r = redzone.resolve(blocked)
    assert r.permanents["bear"].zone == "graveyard"
    assert len([e for e in r.events if e.type == EventType.ACTIVATED]) == 2
    unblocked = board([crawler], [creature("bear", 2, 3)], {"crawler": "Bob"}, activate=boost)
    with pytest.raises(redzone.IllegalDeclaration, match="it's blocked"):
        redzone.resolve(unblocked)


@pytest.mark.parametrize(("cards", "legal"), [(6, False), (7, True)])
def test_cabal_torturer_needs_threshold(cards: int, legal: bool) -> None:
    """Cabal Torturer: "Threshold — {3}{B}{B}, {T}: Target creature gets -2/-2 until end of
    turn. Activate only if there are seven or more cards in your graveyard." (its second
    ability, index 1)."""
    s = board([creature("bear", 2, 2)], [{"id": "torturer", "card": "Cabal Torturer"}],
              {"bear": "Bob"}, players={"Bob": {"graveyard": ["instant"] * cards}},
              activate=[{"source": "torturer", "ability": 1, "step": "declare attackers",
                         "target": "bear"}])
    if legal:
        assert redzone.resolve(s).permanents["bear"].zone == "graveyard"
    else:
        with pytest.raises(redzone.IllegalDeclaration, match=r"602\.5b"):
            redzone.resolve(s)


def test_an_activation_condition_in_a_file() -> None:
    """`if` on an activated ability; a triggered ability's `if` stays its intervening if."""
    ability = {"cost": "{1}", "effects": [{"pump": [2, 0]}], "if": "it's attacking"}
    s = board([creature("a", 1, 1, abilities=[ability])], [], {"a": "Bob"},
              activate=[{"source": "a", "step": "declare attackers"}])
    assert redzone.resolve(s).players["Bob"].life == 17
    assert redzone.to_dict(s)["battlefield"]["Alice"][0]["abilities"][0]["if"] == "it's attacking"
