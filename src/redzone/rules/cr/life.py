"""What the static abilities of permanents do to their controller's life and their opponents':
"Your opponents can't gain life." (119.7), "If you would gain life, you gain that much life
plus 1 instead." and "... twice that much life instead." (614.1a), "Damage that would reduce
your life total to less than 1 reduces it to 1 instead." (614.1a), and "You have hexproof."
(702.11c)."""

from __future__ import annotations

from redzone.core import keywords as kw

from .state import State


def _flags(state: State, player: str) -> list[frozenset[str]]:
    """The keyword flags of each permanent `player` controls ("you")."""
    return [live.flags for live in state.battlefield() if live.controller == player]


def gained(state: State, player: str, amount: int) -> int:
    """How much life `player` gains when an effect or lifelink would have them gain `amount`
    (119.3): none where a permanent an opponent controls says they can't (119.7, which also
    stops any replacement of the gain); else each replacement effect of the permanents they
    control applies once (614.1a), in the order they choose (616.1): each "plus N" before
    each "twice", the most life. Gaining 0 life is no life gain, and nothing replaces it
    (119.10)."""
    if amount <= 0:
        return 0
    board = state.board
    if any(kw.OPPONENTS_CANT_GAIN_LIFE in live.flags and not board.allied(live.controller, player)
           for live in state.battlefield()):
        return 0
    twice = 0
    for flags in _flags(state, player):
        for flag in flags:
            if m := kw.GAIN_PLUS_N.fullmatch(flag):
                amount += int(m.group(1))
            elif flag == kw.GAIN_TWICE:
                twice += 1
    return amount << min(twice, 60)


def life_after_damage(state: State, player: str, amount: int) -> int:
    """`player`'s life total after `amount` damage reduces it (120.3a): no lower than the
    greatest N of "damage that would reduce your life total to less than N reduces it to N
    instead" of the permanents they control (614.1a; the one they apply last, 616.1), nor
    raised by it."""
    life = state.players[player].life
    floors = [int(m.group(1)) for flags in _flags(state, player) for flag in flags
              if (m := kw.LIFE_FLOOR_N.fullmatch(flag))]
    after = life - amount
    if floors and after < max(floors):
        return max(after, min(life, max(floors)))
    return after


def hexproof(state: State, player: str, by: str) -> bool:
    """Can't `player` be the target of abilities `by` controls? "You have hexproof" on a
    permanent they control, and `by` is an opponent (702.11c)."""
    return not state.board.allied(player, by) and any(
        kw.PLAYER_HEXPROOF in flags for flags in _flags(state, player))
