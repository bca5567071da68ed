"""Dealing combat damage (510.2): prevention (615, 702.16e), then the results of damage
(120.3): marked damage, -1/-1 counters, loyalty, defense, life, poison, lifelink."""

from __future__ import annotations

from redzone.core import keywords as kw
from redzone.core.model import ARTIFACT, BATTLE, CREATURE, PLANESWALKER
from redzone.core.result import Event, EventType

from .hooks import Chooser
from .keywords import deathtouch, lifelink
from .keywords.evasion import is_described
from .keywords.protection import protected_from
from .players import life_after_damage, life_floors
from .state import Live, LivePlayer, State


class Hit:
    """One source's damage to one recipient, before and after prevention."""

    __slots__ = ("amount", "recipient", "source")

    def __init__(self, source: Live, recipient: str, amount: int) -> None:
        self.source = source
        self.recipient = recipient
        self.amount = amount


def deal(state: State, splits: list[tuple[str, dict[str, int]]], chooser: Chooser,
         static: bool = True, combat: bool = True) -> list[Event]:
    """Deal all assigned combat damage (with `combat` False: an ability's damage) at once
    (510.2) and return what happened; `chooser` applies prevention shields to several
    sources. With `static` False, lifelink and deathtouch do nothing here: cr-6e triggers
    them."""
    perms = state.perms
    hits = [Hit(perms[s], r, n) for s, split in splits for r, n in split.items() if n > 0]
    events: list[Event] = []
    _prevent(state, hits, events, chooser, combat)
    linked: list[tuple[Live, int]] = []
    floors = life_floors(state) if any(h.recipient in state.players for h in hits) else {}
    for hit in hits:
        if hit.amount > 0:
            _result(state, hit.source, hit.recipient, hit.amount, events, static, floors)
            if static and lifelink.LIFELINK in hit.source.flags:
                linked.append((hit.source, hit.amount))
    if linked:
        events += lifelink.gain(state, linked)
    return events


def _prevent(state: State, hits: list[Hit], events: list[Event], chooser: Chooser,
             combat: bool) -> None:
    """Protection prevents all damage from sources with its quality (702.16e); so do
    prevention effects of the recipient or the source ("prevent all combat damage that would
    be dealt to it", 615.1a); a prevention shield prevents the next N damage (615.7), from
    several sources at once in the order its controller chooses (616.1)."""
    shielded: dict[str, list[Hit]] = {}
    shrunk: dict[str, Live] = {}  # (each loses one +1/+1 counter for this event)
    for hit in hits:
        # 615.12: prevention effects apply and prevent none of it; shields stay as they are
        unpreventable = kw.UNPREVENTABLE in hit.source.flags
        if combat and state.fogged and not unpreventable:  # (an effect's, 615.1a)
            events.append(Event(EventType.PREVENTED, "615.1a", source=hit.source.id,
                                target=hit.recipient, amount=hit.amount,
                                note="all combat damage this turn"))
            hit.amount = 0
            continue
        target = state.perms.get(hit.recipient)
        if target is None:  # a player: the source's prevention effect, then their shield
            if unpreventable:
                continue
            phrase = _prevented(frozenset(), hit.source.flags, combat)
            player = state.players.get(hit.recipient)
            if phrase is not None:
                events.append(Event(EventType.PREVENTED, "615.1a", source=hit.source.id,
                                    target=hit.recipient, amount=hit.amount, note=phrase))
                hit.amount = 0
            elif player is not None and player.prevent > 0:
                shielded.setdefault(hit.recipient, []).append(hit)
            continue
        quality = protected_from(target.perm, hit.source.perm)
        phrase = (_prevented(target.flags, hit.source.flags, combat)
                  or _prevented_from(state, target, hit.source, combat) or _shrinks(target))
        if phrase in _REMOVING and (quality is None or unpreventable):
            shrunk[target.id] = target
        if unpreventable:
            continue
        if quality is not None or phrase is not None:
            events.append(Event(EventType.PREVENTED, "702.16e" if quality else "615.1a",
                                source=hit.source.id, target=hit.recipient, amount=hit.amount,
                                note=f"protection from {quality}" if quality else phrase))
            hit.amount = 0
        elif target.prevent > 0:
            shielded.setdefault(hit.recipient, []).append(hit)
    for live in shrunk.values():
        if live.counters().get("+1/+1"):
            state.remove_counters(live.id, "+1/+1", 1)
            events.append(Event(EventType.COUNTERS_REMOVED, "615.1a", permanent=live.id,
                                amount=1, note="+1/+1"))
    for recipient, group in shielded.items():
        shield: Live | LivePlayer = state.perms.get(recipient) or state.players[recipient]
        if len(group) > 1:
            order = chooser.prevention_order(state, recipient,
                                             tuple(hit.source.id for hit in group))
            group.sort(key=lambda hit: order.index(hit.source.id))
        for hit in group:
            stop = min(shield.prevent, hit.amount)
            if stop:
                shield.prevent -= stop
                hit.amount -= stop
                events.append(Event(EventType.PREVENTED, "615.7", source=hit.source.id,
                                    target=recipient, amount=stop, note="prevention shield"))


_REMOVING = frozenset({kw.PREVENT_AND_REMOVE, kw.PREVENT_WHILE_COUNTER})


def _shrinks(target: Live) -> str | None:
    """The phantom prevention effect (615.1a) of the recipient that prevents this damage
    (applied before a prevention shield on it, 616.1: its controller's choice isn't asked)."""
    if kw.PREVENT_AND_REMOVE in target.flags:
        return kw.PREVENT_AND_REMOVE
    if kw.PREVENT_WHILE_COUNTER in target.flags and target.counters().get("+1/+1"):
        return kw.PREVENT_WHILE_COUNTER
    return None


def _prevented(to: frozenset[str], by: frozenset[str], combat: bool) -> str | None:
    """The prevention effect (615.1a) of the recipient (`to`: its flags) or the source (`by`)
    that prevents this damage, as it reads, if any."""
    for flags, every, only_combat in ((to, kw.PREVENT_TO, kw.PREVENT_COMBAT_TO),
                                      (by, kw.PREVENT_BY, kw.PREVENT_COMBAT_BY)):
        if every in flags:
            return every
        if combat and only_combat in flags:
            return only_combat
    if not combat and kw.PREVENT_NONCOMBAT_TO in to:
        return kw.PREVENT_NONCOMBAT_TO
    return None


def _prevented_from(state: State, target: Live, source: Live, combat: bool) -> str | None:
    """The prevention effect of the recipient (615.1a) that prevents damage from this source
    as it is now: from artifacts, from the creatures it blocks, from those blocking it (combat
    damage), from the creatures it names ("by creatures with first strike"), if any."""
    flags = target.flags
    if kw.PREVENT_FROM_ARTIFACTS in flags and ARTIFACT in source.perm.types:
        return kw.PREVENT_FROM_ARTIFACTS
    if kw.PREVENT_FROM_BLOCKED in flags and source.id in state.blocking.get(target.id, ()):
        return kw.PREVENT_FROM_BLOCKED
    if (combat and kw.PREVENT_FROM_BLOCKERS in flags
            and target.id in state.blocking.get(source.id, ())):
        return kw.PREVENT_FROM_BLOCKERS
    for phrase, alternatives in target.perm.keywords.prevented_from:
        if ((combat or not phrase.startswith(kw.PREVENT_COMBAT_TO)) and source.creature
                and any(is_described(d, source.as_permanent()) for d in alternatives)):
            return phrase
    return None


def _result(state: State, source: Live, recipient: str, amount: int,
            events: list[Event], static: bool, floors: dict[str, int]) -> None:
    """120.3: what `amount` damage from `source` does to `recipient`."""
    sid = source.id
    events.append(Event(EventType.DAMAGE, "510.2", source=sid, target=recipient, amount=amount))
    flags = source.flags
    player = state.players.get(recipient)
    if player is not None:
        if "infect" in flags:  # 120.3b, 702.90b
            player.poison += amount
            events.append(Event(EventType.POISON, "120.3b", source=sid, player=recipient,
                                amount=amount))
        else:  # 120.3a (no lower than a floor its player's permanents set, 614.1a)
            after = life_after_damage(state, recipient, amount, floors.get(recipient))
            lost, player.life = player.life - after, after
            if lost:
                events.append(Event(EventType.LIFE_LOSS, "120.3a", source=sid,
                                    player=recipient, amount=lost))
        toxic = source.perm.keywords.toxic
        if toxic:  # 120.3g, 702.164c
            player.poison += toxic
            events.append(Event(EventType.POISON, "120.3g", source=sid, player=recipient,
                                amount=toxic))
        if source.perm.commander:  # 903.10a
            player.commander_damage[sid] = player.commander_damage.get(sid, 0) + amount
        return
    target = state.perms[recipient]
    if CREATURE in target.perm.types:
        if "infect" in flags or "wither" in flags:  # 120.3d, 702.80a, 702.90c
            if put := state.add_counters(recipient, "-1/-1", amount):
                events.append(Event(EventType.COUNTERS, "120.3d", source=sid,
                                    permanent=recipient, amount=put, note="-1/-1"))
        else:  # 120.3e
            target.damage += amount
        if sid not in target.dealt_by:  # ("a creature dealt damage by it this turn")
            target.dealt_by = target.dealt_by | {sid}
        if static:
            deathtouch.mark(source, target)
    if PLANESWALKER in target.perm.types:  # 120.3c
        removed = min(amount, target.loyalty or 0)
        if removed:
            target.loyalty = (target.loyalty or 0) - removed
            events.append(Event(EventType.LOYALTY, "120.3c", source=sid, permanent=recipient,
                                amount=removed))
    if BATTLE in target.perm.types:  # 120.3h
        removed = min(amount, target.defense or 0)
        if removed:
            target.defense = (target.defense or 0) - removed
            events.append(Event(EventType.DEFENSE, "120.3h", source=sid, permanent=recipient,
                                amount=removed))
