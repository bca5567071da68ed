"""State-based actions (704) that combat can cause, checked until none applies (704.3)."""

from __future__ import annotations

from redzone.core.abilities import Static, Who
from redzone.core.errors import IllegalBoard
from redzone.core.memo import PerObject
from redzone.core.model import BATTLE, CREATURE, PLANESWALKER, Board, Permanent
from redzone.core.result import Event, EventType, Zone

from .abilities.layers import refresh
from .keywords.protection import protected_from
from .players import TEAM_POISON_TO_LOSE, leave_game, team_losses
from .state import Live, State, instead

POISON_TO_LOSE = 10  # 704.5c
COMMANDER_DAMAGE_TO_LOSE = 21  # 704.6c
_MORTAL = frozenset({CREATURE, PLANESWALKER, BATTLE})  # what combat damage can kill


def check(state: State) -> list[Event]:
    """Perform state-based actions, each check's actions simultaneously, until none apply
    (704.3; the continuous effects applied again after each, 613.5)."""
    events: list[Event] = []
    while True:
        state.lowered = False
        found = _one_check(state)
        events.extend(found)
        # What left changes nothing another check looks at, unless it changes what
        # continuous effects do (a lord gone) so as to lower a toughness or take a keyword,
        # or it was what an Aura or Equipment is attached to.
        if not found:
            return events
        refresh(state)
        if not (state.lowered or _loose(state)):
            return events


_START = {"704.5f": "toughness", "704.5g": "damage", "704.5i": "loyalty", "704.5w": "defense",
          "310.12b": "defense"}
_WHY = {"704.5f": "a creature with toughness 0 or less is put into its owner's graveyard",
        "704.5g": "a creature with lethal damage marked on it is destroyed",
        "704.5i": "a planeswalker with no loyalty is put into its owner's graveyard",
        "704.5w": "a battle with no defense is put into its owner's graveyard",
        "310.12b": "a Siege with no defense is exiled"}


def check_start(state: State) -> None:
    """704.3: the board given is a state in which a player could act, so state-based actions
    have been performed on it: refuse one they would change (704.5a, 704.5c, 704.5f-i,
    704.6c), naming the player or permanent. +1/+1 and -1/-1 counters on one permanent are
    read as what remains of them (704.5q, an event of the beginning of combat). A board
    found good once is not checked again."""
    _GOOD.get(state.board, lambda _: _check_start(state))


def _check_start(state: State) -> bool:
    for name, player in state.players.items():
        if player.life <= 0:
            raise IllegalBoard(f"players.{name}.life", (
                f"{name} has {player.life} life and would lose the game (704.5a); the board "
                "must be one on which state-based actions were performed (704.3)"))
        if player.poison >= (TEAM_POISON_TO_LOSE if state.board.teams else POISON_TO_LOSE):
            raise IllegalBoard(f"players.{name}.poison", (
                f"{name} has {player.poison} poison counters and would lose the game "
                "(704.5c, 704.6b); the board must be one on which state-based actions were "
                "performed (704.3)"))
        for source, dealt in player.commander_damage.items():
            if dealt >= COMMANDER_DAMAGE_TO_LOSE:
                raise IllegalBoard(f"players.{name}.commander_damage.{source}", (
                    f"{name} has been dealt {dealt} combat damage by the commander {source} "
                    "and would lose the game (704.6c)"))
    places: dict[str, int] = {}
    for perm in state.board.permanents:
        i = places[perm.controller] = places.get(perm.controller, -1) + 1
        if perm.attached_to is not None and _illegal(state, state.perms[perm.id]):
            rule = "704.5m" if _AURA in perm.subtypes else "704.5n"
            raise IllegalBoard(f"battlefield.{perm.controller}[{i}].attached_to", (
                f"{perm.id} can't be attached to {perm.attached_to} ({_ATTACHED[rule]}, "
                f"{rule}); the board must be one on which state-based actions were performed "
                "(704.3)"))
        if perm.attached_to is None and _enchants_a_creature(perm):
            raise IllegalBoard(f"battlefield.{perm.controller}[{i}].attached_to", (
                f"{perm.id} is an Aura attached to nothing ({_ATTACHED['704.5m']}, 704.5m): "
                "give the creature it enchants"))
        why = _why_it_goes(state.perms[perm.id])
        if why is not None:
            rule = why[1]
            raise IllegalBoard(f"battlefield.{perm.controller}[{i}].{_START[rule]}", (
                f"{perm.id}: {_WHY[rule]} ({rule}); the board must be one on which "
                "state-based actions were performed (704.3)"))
    return True


# The boards that passed the start check (a board is immutable: the answer is its own).
_GOOD: PerObject[Board, bool] = PerObject()


def net_counters(state: State) -> list[Event]:
    """704.5q on the board given: the +1/+1 and -1/-1 counters that cancel are removed."""
    events = []
    for live in state.perms.values():
        if live.plus and live.minus:
            n = min(live.plus, live.minus)
            live.plus -= n
            live.minus -= n
            events.append(Event(EventType.COUNTERS_REMOVED, "704.5q", permanent=live.id,
                                amount=n))
    return events


def _one_check(state: State) -> list[Event]:
    found = (team_losses(state, COMMANDER_DAMAGE_TO_LOSE) if state.board.teams
             else _losses(state))
    leaving: list[tuple[Live, EventType, str]] = []  # (permanent, event type, rule)
    battlefield = Zone.BATTLEFIELD
    for perm in state.perms.values():
        if perm.zone != battlefield or not perm.perm.types & _MORTAL:
            continue
        why = _why_it_goes(perm)
        if why:
            leaving.append((perm, *why))
        stays = not why or (why[0] == EventType.DESTROYED and perm.regenerates)  # 701.19
        # 704.5q, performed with the others at once (704.3): on a permanent that leaves in
        # this check it changes nothing, and its last known information keeps them (704.8)
        if stays and perm.plus and perm.minus:
            n = min(perm.plus, perm.minus)
            found.append(Event(EventType.COUNTERS_REMOVED, "704.5q", permanent=perm.id, amount=n))
            perm.plus -= n
            perm.minus -= n
        perm.deathtouched = False  # 704.5h: "since the last time state-based actions..."
    for live in _loose(state):
        if _AURA in live.perm.subtypes:  # 704.5m
            leaving.append((live, EventType.GRAVEYARD, "704.5m"))
        else:  # 704.5n
            found.append(Event(EventType.UNATTACHED, "704.5n", permanent=live.id,
                               target=live.attached))
            live.attached = None
            state.changes += 1
    losers = []
    for event in found:
        if event.type == EventType.LOST:
            loser = state.players[event.player or ""]
            loser.lost = True
            losers.append(loser)
    for perm, kind, rule in leaving:  # simultaneously; last known information stays (704.8)
        if kind == EventType.DESTROYED and perm.regenerates:  # 701.19: regeneration replaces it
            found.append(Event(EventType.REGENERATED, "701.19", permanent=perm.id))
            if state.regenerate(perm.id):
                found.append(Event(EventType.REMOVED_FROM_COMBAT, "506.4", permanent=perm.id))
            continue
        zone = state.leave(perm.id, Zone.EXILE if kind == EventType.EXILED else Zone.GRAVEYARD)
        found.append(Event(kind, rule, permanent=perm.id,
                           note=None if kind == EventType.EXILED else instead(zone)))
    if losers and not state.game_over():  # 800.4a: the game goes on without them
        found.extend(leave_game(state, losers))
    return found


_AURA = "Aura"
_EQUIPMENT = "Equipment"
_ATTACHING: PerObject[Board, bool] = PerObject()  # does anything on the board start attached?
_ATTACHED = {
    "704.5m": "an Aura attached to an illegal object or to none is put into its owner's "
              "graveyard",
    "704.5n": "an Equipment attached to an illegal permanent or to none becomes unattached"}


def _loose(state: State) -> list[Live]:
    """The Auras and Equipment on the battlefield attached where they can't be (704.5m-n)."""
    if not _ATTACHING.get(state.board, lambda b: any(p.attached_to for p in b.permanents)):
        return []
    return [live for live in state.perms.values()
            if live.attached is not None and live.zone == Zone.BATTLEFIELD
            and _illegal(state, live)]


def _illegal(state: State, live: Live) -> bool:
    """Can't `live` be attached to what it is attached to? It must be on the battlefield,
    a creature for an Equipment (301.5c) or an Aura with enchant creature (303.4a), and
    without protection from it (702.16c-d)."""
    host = state.perms.get(live.attached or "")
    if host is None or host.zone != Zone.BATTLEFIELD or host.id == live.id:
        return True
    if (_EQUIPMENT in live.perm.subtypes or "enchant creature" in live.flags) and (
            not host.creature):
        return True
    return protected_from(host.perm, live.perm) is not None


def _enchants_a_creature(perm: Permanent) -> bool:
    """An Aura with enchant creature, or whose abilities reach "enchanted creature"."""
    if _AURA not in perm.subtypes:
        return False
    return "enchant creature" in perm.keywords or any(
        a.affects is not None and a.affects.attached is not None if isinstance(a, Static)
        else any(getattr(e, "to", None) == Who.ENCHANTED for e in a.effects)
        for a in perm.abilities)


def _losses(state: State) -> list[Event]:
    """704.5a, 704.5c, 704.6c: the players who lose the game."""
    found: list[Event] = []
    for player in state.players.values():
        if player.lost:
            continue
        rule = None
        if player.life <= 0:
            rule = "704.5a"
        elif player.poison >= POISON_TO_LOSE:
            rule = "704.5c"
        elif any(n >= COMMANDER_DAMAGE_TO_LOSE for n in player.commander_damage.values()):
            rule = "704.6c"
        if rule:
            found.append(Event(EventType.LOST, rule, player=player.name))
    return found


def _why_it_goes(perm: Live) -> tuple[EventType, str] | None:
    """The state-based action that takes `perm` off the battlefield, if any."""
    types = perm.perm.types
    if CREATURE in types:
        toughness = perm.toughness
        if toughness <= 0:
            return EventType.GRAVEYARD, "704.5f"
        if "indestructible" not in perm.flags:  # 702.12b
            if perm.damage >= toughness:
                return EventType.DESTROYED, "704.5g"
            if perm.deathtouched:  # dealt damage by a source with deathtouch (702.2b)
                return EventType.DESTROYED, "704.5h"
    if PLANESWALKER in types and (perm.loyalty or 0) <= 0:
        return EventType.GRAVEYARD, "704.5i"
    if BATTLE in types and (perm.defense or 0) <= 0:
        if "Siege" in perm.perm.subtypes:  # 310.12b: its trigger exiles it (704.5v waits)
            return EventType.EXILED, "310.12b"
        return EventType.GRAVEYARD, "704.5w"
    return None
