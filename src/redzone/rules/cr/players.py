"""Players in combat (119, 800, 810): their life, Two-Headed Giant teams, and players
leaving the game.

Life: what the static abilities of permanents do to their controller's life and their
opponents': "Your opponents can't gain life." (119.7), "If you would gain life, you gain that
much life plus 1 instead." and "... twice that much life instead." (614.1a), "Damage that
would reduce your life total to less than 1 reduces it to 1 instead." (614.1a), and "You have
hexproof." (702.11c).

Two-Headed Giant: a team's shared life total and poison counters (810.4, 810.5) are kept on each
head's player, equal on both heads. Damage, life loss and life gain happen to one head (810.9);
before state-based actions are checked, `share` applies every head's change to the shared total
and writes it back on each head. A team loses together (810.8a).

A player who loses a game that goes on leaves it (800.4a): the permanents they own leave with
them, the others they control are exiled, and all of them leave combat (506.4). redzone shows
both as `zone: exile` with a `left_game` event citing 800.4a.
"""

from __future__ import annotations

from redzone.core import keywords as kw
from redzone.core.result import Event, EventType, Zone

from .state import LivePlayer, State

TEAM_STARTING_LIFE = 30  # 810.4
TEAM_POISON_TO_LOSE = 15  # 704.6b
TEAM_LIFE_RULE = "704.6a"


def share(state: State) -> None:
    """810.9: what happened to each head happened to the team's shared life (and poison);
    every head shows the new shared totals."""
    for i, team in enumerate(state.board.teams):
        base_life, base_poison = state.shared[i]
        heads = [state.players[n] for n in team]
        life = base_life + sum(h.life - base_life for h in heads)
        poison = base_poison + sum(h.poison - base_poison for h in heads)
        for head in heads:
            head.life, head.poison = life, poison
        state.shared[i] = (life, poison)


def team_losses(state: State, commander_limit: int) -> list[Event]:
    """704.6a, 704.6b, 704.6c for a Two-Headed Giant game; a team loses together (810.8a)."""
    share(state)
    found: list[Event] = []
    for team in state.board.teams:
        heads = [state.players[n] for n in team]
        if any(h.lost for h in heads):
            continue
        first = heads[0]
        rule = None
        if first.life <= 0:
            rule = TEAM_LIFE_RULE
        elif first.poison >= TEAM_POISON_TO_LOSE:
            rule = "704.6b"
        else:
            rule = next(("704.6c" for h in heads
                         if any(n >= commander_limit for n in h.commander_damage.values())),
                        None)
        if rule:
            note = f"the team of {_names(team)} loses together, 810.8a"
            found.extend(Event(EventType.LOST, rule, player=h.name, note=note) for h in heads)
    return found


def _names(team: tuple[str, ...]) -> str:
    return " and ".join(team)


def leave_game(state: State, losers: list[LivePlayer]) -> list[Event]:
    """800.4a: players who lost leave the game (when it goes on): the permanents they own
    leave it with them, then those they still control are exiled; each leaves combat."""
    gone = {p.name for p in losers}
    events: list[Event] = []
    for perm in state.perms.values():
        if perm.zone != Zone.BATTLEFIELD or not ({perm.perm.owner, perm.controller} & gone):
            continue
        owned = perm.perm.owner in gone
        player = perm.perm.owner if owned else perm.controller
        events.append(Event(EventType.LEFT_GAME, "800.4a", permanent=perm.id, player=player,
                            note=f"leaves the game with its owner, {player}" if owned else
                            f"is exiled: its controller, {player}, left the game"))
        if state.in_combat(perm.id):
            events.append(Event(EventType.REMOVED_FROM_COMBAT, "506.4", permanent=perm.id))
        state.leave(perm.id, Zone.EXILE)
    for attacker, target in state.attacking.items():  # it attacks no one now: no damage
        if target in gone:
            state.attacking[attacker] = None
    return events


# --- life ------------------------------------------------------------------------------------

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


def life_floors(state: State) -> dict[str, int]:
    """Each player's greatest N of "damage that would reduce your life total to less than N
    reduces it to N instead" among the permanents they control (614.1a; the one they apply
    last, 616.1): read once for damage dealt at once (510.2)."""
    floors: dict[str, int] = {}
    for live in state.battlefield():
        for flag in live.flags:
            if m := kw.LIFE_FLOOR_N.fullmatch(flag):
                floors[live.controller] = max(int(m.group(1)), floors.get(live.controller, 0))
    return floors


def life_after_damage(state: State, player: str, amount: int, floor: int | None) -> int:
    """`player`'s life total after `amount` damage reduces it (120.3a): no lower than their
    `floor` (life_floors), nor raised by it."""
    life = state.players[player].life
    after = life - amount
    if floor is not None and after < floor:
        return max(after, min(life, floor))
    return after


def hexproof(state: State, player: str, by: str) -> bool:
    """Can't `player` be the target of abilities `by` controls? "You have hexproof" on a
    permanent they control, and `by` is an opponent (702.11c)."""
    return not state.board.allied(player, by) and any(
        kw.PLAYER_HEXPROOF in flags for flags in _flags(state, player))
