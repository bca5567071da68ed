"""Keyword abilities that trigger when their permanent dies (700.4): undying, persist,
afterlife and modular. They look back in time (603.10a): the permanent's abilities and
counters as it last existed on the battlefield decide."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

from redzone.core.keywords import parse
from redzone.core.model import CREATURE, EMPTY, Permanent
from redzone.core.result import Event, EventType, Zone
from redzone.rules.cr.hooks import Chooser, Trigger
from redzone.rules.cr.state import Live, State, made

from .protection import targetable

DIE = frozenset({EventType.DESTROYED, EventType.GRAVEYARD, EventType.SACRIFICED})
WORDS = frozenset({"undying", "persist", "afterlife", "modular"})  # what triggers on dying


def died(state: State, events: list[Event]) -> list[Live]:
    """The permanents `events` put into a graveyard from the battlefield, in order."""
    return [state.perms[e.permanent] for e in events
            if e.type in DIE and e.permanent in state.perms
            and state.perms[e.permanent].zone == Zone.GRAVEYARD]


def on_dies(state: State, gone: list[Live]) -> list[Trigger]:
    """The keyword triggers of the permanents `gone` (put into a graveyard: `died`)."""
    found: list[Trigger] = []
    for live in gone:
        for word, n in live.perm.keywords.triggered:
            if word not in WORDS:
                continue
            key = f"{live.id}:{word}" + (f" {n}" if n else "")
            if word == "undying" and not live.plus:  # 702.93a: if it had no +1/+1 counters
                found.append(Trigger(live.id, live.controller, "702.93a", "undying",
                                     _returns("+1/+1", "702.93a"), key=key))
            elif word == "persist" and not live.minus:  # 702.79a: no -1/-1 counters
                found.append(Trigger(live.id, live.controller, "702.79a", "persist",
                                     _returns("-1/-1", "702.79a"), key=key))
            elif word == "afterlife":  # 702.135a
                found.append(Trigger(live.id, live.controller, "702.135a", f"afterlife {n}",
                                     _afterlife, amount=n, key=key))
            elif word == "modular":  # 702.43a: its +1/+1 counters as it last existed
                found.append(Trigger(live.id, live.controller, "702.43a", f"modular {n}",
                                     _modular, amount=live.plus, legal=_artifact_creatures,
                                     key=key))
    return found


def _artifact_creatures(state: State, trigger: Trigger) -> list[str]:
    """Modular's legal targets, the controller's own first, strongest first."""
    source = state.perms[trigger.source]
    legal = [live for live in state.battlefield() if CREATURE in live.perm.types
             and "artifact" in live.perm.types and targetable(state, live, source,
                                                               trigger.controller)]
    return [live.id for live in sorted(legal, key=lambda live: (
        live.controller != trigger.controller, -live.power, live.timestamp))]


def _modular(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    """702.43a: a +1/+1 counter on the target for each +1/+1 counter it had."""
    events = []
    for pid in trigger.targets:
        if (trigger.amount and state.on_battlefield(pid)
                and (n := state.add_counters(pid, "+1/+1", trigger.amount))):
            events.append(Event(EventType.COUNTERS, "702.43a", source=trigger.source,
                                permanent=pid, amount=n, note="+1/+1"))
    return events


def _returns(kind: str, rule: str) -> Callable[[State, Trigger, Chooser], list[Event]]:
    def act(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
        """Return it to the battlefield under its owner's control with a counter: a new
        object (400.7) with the same id, if it is still in the graveyard (603.6c); a token
        has ceased to exist (704.5d)."""
        old = state.perms[trigger.source]
        if old.zone != Zone.GRAVEYARD or old.token or old.base.token:
            return []
        base = old.base
        card = made(base, (kind,), lambda: replace(
            base, controller=base.owner, counters=EMPTY, damage=0,
            tapped=False, prevent=0, regenerate=0))
        state.enter(card)
        # (122.6, 614.12: it enters with the counter, as replacement effects make it)
        n = state.add_counters(card.id, kind, 1)
        return [Event(EventType.RETURNS, rule, source=trigger.source, permanent=card.id,
                      note=f"with a {kind} counter" if n == 1 else f"with {n} {kind} counters")]
    return act


_SPIRIT = parse(["flying"])


def _spirit(pid: str, controller: str) -> Permanent:
    return Permanent(pid, controller, name="Spirit", types=frozenset({CREATURE}),
                     subtypes=frozenset({"Spirit"}), colors=frozenset({"white", "black"}),
                     power=1, toughness=1, keywords=_SPIRIT, token=True)


def _afterlife(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    """702.135a: N 1/1 white and black Spirit creature tokens with flying."""
    events = []
    for _ in range(trigger.amount):
        pid = state.new_id(f"{trigger.source}-spirit")
        token = made(state.perms[trigger.source].base, ("spirit", pid, trigger.controller),
                     partial(_spirit, pid, trigger.controller))
        state.enter(token, token=True)
        events.append(Event(EventType.TOKEN, "702.135a", source=trigger.source, permanent=pid,
                            note="1/1 white and black Spirit with flying"))
    return events
