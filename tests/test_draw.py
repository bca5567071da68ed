"""Drawing cards (121.1): a player's hand grows where the file gives it, and what reads the
hand ("for each card in your hand", "as long as you have N or more cards in hand") sees it at
once (613.5); the library isn't modelled."""

from __future__ import annotations

from pathlib import Path

import redzone
from boards import board, creature
from clirun import run_cli
from redzone import EventType


def _draws(r: redzone.Result) -> list[tuple[str | None, int | None]]:
    return [(e.player, e.amount) for e in r.events if e.type == EventType.DRAWS]


def test_barbed_servitor_draws_and_loses_life() -> None:
    """Barbed Servitor: "Whenever this creature deals combat damage to a player, you draw a
    card and you lose 1 life." """
    s = board([{"id": "servitor", "card": "Barbed Servitor"}], [], {"servitor": "Bob"})
    r = redzone.resolve(s)
    assert _draws(r) == [("Alice", 1)]
    assert r.players["Alice"].life == 19


def test_a_card_drawn_counts_before_the_next_combat_damage_step() -> None:
    """A double striker that grows for each card in your hand draws a card with its
    first-strike damage: 1 damage, then 2 (608.2h, 613.5)."""
    scholar = creature("scholar", 0, 1, "double strike", abilities=[
        {"affects": "it", "pump": [1, 1], "for_each_card": {"zone": "hand"}},
        {"trigger": "deals combat damage to a player", "effects": [{"draw": 1}]}])
    r = redzone.resolve(board([scholar], [], {"scholar": "Bob"},
                              players={"Alice": {"hand": 1}}))
    assert r.players["Bob"].life == 20 - 1 - 2
    assert _draws(r) == [("Alice", 1), ("Alice", 1)]


def test_diviner_spirit_makes_both_players_draw() -> None:
    """Diviner Spirit: "Whenever this creature deals combat damage to a player, you and that
    player each draw that many cards." A hand the file doesn't give stays unknown."""
    s = board([{"id": "spirit", "card": "Diviner Spirit"}], [], {"spirit": "Bob"})
    r = redzone.resolve(s)
    power = r.permanents["spirit"].power
    assert _draws(r) == [("Alice", power), ("Bob", power)]


def test_the_account_says_who_draws(tmp_path: Path) -> None:
    file = tmp_path / "servitor.yaml"
    file.write_text(redzone.dumps(board([{"id": "servitor", "card": "Barbed Servitor"}], [],
                                        {"servitor": "Bob"})))
    code, out, _ = run_cli("resolve", str(file))
    assert code == 0 and "Alice draws 1 card (from Barbed Servitor (servitor)) (121.1)" in out


EYEKITE = {"affects": "it", "pump": [2, 0], "as_long_as": {"drawn_at_least": 2}}


def test_the_cards_drawn_this_turn_count_those_drawn_in_combat() -> None:
    """Eyekite, "gets +2/+0 as long as you've drawn two or more cards this turn", attacks
    beside a first striker that draws a card: Alice has drawn 1 this turn, 2 after the
    first-strike damage, so the Eyekite deals 4 (121.1, 510.4); with none drawn before, 2.
    The file writes `drawn` back."""
    def bob_after(drawn: int) -> int:
        kite = creature("kite", 2, 2, abilities=[EYEKITE])
        scout = creature("scout", 1, 1, "first strike", abilities=[
            {"trigger": "deals combat damage to a player", "effects": [{"draw": 1}]}])
        s = board([kite, scout], [], {"kite": "Bob", "scout": "Bob"},
                  players={"Alice": {"drawn": drawn}})
        assert "drawn: " + str(drawn) in redzone.dumps(s)
        r = redzone.resolve(s)
        assert not r.warnings
        return r.players["Bob"].life

    assert bob_after(1) == 20 - 1 - 4
    assert bob_after(0) == 20 - 1 - 2


def test_the_cards_drawn_not_given_are_named_in_the_warnings() -> None:
    r = redzone.resolve(board([creature("kite", 2, 2, abilities=[EYEKITE])], [], {}))
    assert [(w.permanent, w.text) for w in r.warnings] == [("kite", "players.Alice.drawn")]
    assert "taken as none" in r.warnings[0].why and r.permanents["kite"].power == 2
