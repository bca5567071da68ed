"""Keyword abilities that trigger on combat damage dealt (510.3a): poisonous and renown.
Each instance triggers separately (their rules' "b"/"c")."""

from __future__ import annotations

from redzone.core.result import Event, EventType, Zone
from redzone.rules.cr.hooks import Chooser, Trigger
from redzone.rules.cr.state import State

WORDS = frozenset({"poisonous", "renown"})  # what triggers on combat damage dealt


def on_combat_damage(state: State, dealt: list[Event]) -> list[Trigger]:
    """The keyword triggers of a combat damage step's damage (`dealt`), source by source: a
    source that isn't on the battlefield any more has no abilities (cr-6e)."""
    players: dict[str, list[str]] = {}
    for e in dealt:
        if (e.type == EventType.DAMAGE and e.amount and e.source and e.target in state.players
                and e.target not in players.get(e.source, ())):
            players.setdefault(e.source, []).append(e.target)
    found: list[Trigger] = []
    for source, damaged in players.items():
        live = state.perms[source]
        if live.zone != Zone.BATTLEFIELD:
            continue
        for word, n in live.perm.keywords.triggered:
            for player in damaged:  # 603.2c: once for each player it dealt damage to
                if word == "poisonous":  # 702.70a
                    found.append(Trigger(source, live.controller, "702.70a", f"poisonous {n}",
                                         _poisonous, player=player, amount=n,
                                         key=f"{source}:poisonous {n}"))
                elif word == "renown" and not live.renowned:  # 702.112a: if it isn't renowned
                    found.append(Trigger(source, live.controller, "702.112a", f"renown {n}",
                                         _renown, player=player, amount=n,
                                         holds=_not_renowned, key=f"{source}:renown {n}"))
    return found


def _poisonous(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    """702.70a: that player gets N poison counters (122.1f)."""
    player = state.players[trigger.player or ""]
    if player.lost or not trigger.amount:
        return []
    player.poison += trigger.amount
    return [Event(EventType.POISON, "702.70a", source=trigger.source, player=player.name,
                  amount=trigger.amount)]


def _not_renowned(state: State, trigger: Trigger) -> bool:
    live = state.perms[trigger.source]
    return live.zone == Zone.BATTLEFIELD and not live.renowned


def _renown(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    """702.112a-b: N +1/+1 counters on it, and it becomes renowned."""
    live = state.perms[trigger.source]
    live.renowned = True
    events = []
    if trigger.amount and (n := state.add_counters(live.id, "+1/+1", trigger.amount)):
        events.append(Event(EventType.COUNTERS, "702.112a", source=live.id, permanent=live.id,
                            amount=n, note="+1/+1"))
    events.append(Event(EventType.RENOWNED, "702.112b", permanent=live.id))
    return events
