"""Keyword abilities that trigger as blockers are declared (509.1i, 509.3): bushido, flanking,
rampage, afflict and frenzy. Each instance triggers separately (their rules' "b")."""

from __future__ import annotations

from collections.abc import Callable

from redzone.core.result import Event, EventType
from redzone.rules.cr.hooks import Chooser, Trigger
from redzone.rules.cr.state import State, describe_pump

Act = Callable[[State, Trigger, Chooser], list[Event]]
WORDS = frozenset({"bushido", "flanking", "rampage", "afflict", "frenzy"})  # what triggers


def on_blocks(state: State) -> list[Trigger]:
    """The keyword triggers of blockers being declared, source by source."""
    found: list[Trigger] = []
    for live in state.battlefield():
        instances = live.perm.keywords.triggered
        if not instances:
            continue
        pid = live.id
        blocks = pid in state.blocking  # 509.3a
        blocked = pid in state.blocked  # 509.3c
        for word, n in instances:
            if word == "bushido" and (blocks or blocked):  # 702.45a
                found.append(_make(live.id, live.controller, "702.45a", f"bushido {n}",
                                   _bushido, amount=n))
            elif word == "flanking" and blocked:  # 702.25a: one for each blocker
                for blocker in state.blockers[pid]:
                    if "flanking" not in state.perms[blocker].flags:
                        found.append(_make(live.id, live.controller, "702.25a", "flanking",
                                           _flanking, subject=blocker))
            elif word == "rampage" and blocked:  # 702.23a
                found.append(_make(live.id, live.controller, "702.23a", f"rampage {n}",
                                   _rampage, amount=n))
            elif word == "afflict" and blocked:  # 702.130a
                found.append(_make(live.id, live.controller, "702.130a", f"afflict {n}",
                                   _afflict, amount=n, player=state.attacked_player.get(pid)))
            elif (word == "frenzy" and pid in state.attacking and not blocked):  # 702.68a
                found.append(_make(live.id, live.controller, "702.68a", f"frenzy {n}",
                                   _frenzy, amount=n))
    return found


def _make(source: str, controller: str, rule: str, label: str, act: Act,
          subject: str | None = None, player: str | None = None, amount: int = 0) -> Trigger:
    return Trigger(source, controller, rule, label, act, subject=subject, player=player,
                   amount=amount, key=f"{source}:{label}")


def _pump_source(state: State, trigger: Trigger, power: int, toughness: int,
                 rule: str) -> list[Event]:
    if not state.on_battlefield(trigger.source) or not (power or toughness):
        return []
    state.pump(frozenset({trigger.source}), power, toughness, source=trigger.source)
    return [Event(EventType.PUMPED, rule, source=trigger.source, permanent=trigger.source,
                  note=describe_pump(power, toughness))]


def _bushido(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    """702.45a: it gets +N/+N until end of turn."""
    return _pump_source(state, trigger, trigger.amount, trigger.amount, "702.45a")


def _rampage(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    """702.23a-b: +N/+N for each creature blocking it beyond the first, counted once as it
    resolves."""
    beyond = max(0, len(state.blockers.get(trigger.source, ())) - 1)
    n = trigger.amount * beyond
    return _pump_source(state, trigger, n, n, "702.23a")


def _frenzy(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    """702.68a: it gets +N/+0 until end of turn."""
    return _pump_source(state, trigger, trigger.amount, 0, "702.68a")


def _flanking(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    """702.25a: the blocking creature gets -1/-1 until end of turn."""
    blocker = trigger.subject or ""
    if not state.on_battlefield(blocker):
        return []
    state.pump(frozenset({blocker}), -1, -1, source=trigger.source)
    return [Event(EventType.PUMPED, "702.25a", source=trigger.source, permanent=blocker,
                  note=describe_pump(-1, -1))]


def _afflict(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    """702.130a: defending player loses N life (119.3)."""
    player = state.players.get(trigger.player or "")
    if player is None or player.lost or not trigger.amount:
        return []
    player.life -= trigger.amount
    return [Event(EventType.LIFE_LOSS, "702.130a", source=trigger.source, player=player.name,
                  amount=trigger.amount)]
