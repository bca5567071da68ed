"""Continuous effects (611) and the layers in which they apply (613), for what combat looks at:
abilities (layer 6) and power and toughness (layer 7c: effects and counters that modify them).

Two kinds of effects apply: those of resolved abilities (state.ContinuousEffect, locked to the
permanents they affected as they began, 611.2c) and those of static abilities on the
battlefield (core.abilities.Static), which apply to whatever matches them now (611.3a). Within
a layer they apply in timestamp order (613.7): a static ability has its permanent's, a
resolved effect the moment it began. A static ability whose filter asks for a keyword depends
on the effects that grant keywords (613.8a) and applies after them. Counters stay on the
permanent (`Live.plus`, `Live.minus`): they are the rest of layer 7c. The vocabulary has no
effect of layers 7a, 7b or 7d (setting or switching power and toughness), nor any that removes
an ability once the file has given the permanent its keywords (`loses`).
"""

from __future__ import annotations

from dataclasses import replace

from redzone.core.abilities import Static
from redzone.core.keywords import Keywords, parse
from redzone.rules.cr.state import Live, State

from .match import holds, matches


def refresh(state: State) -> None:
    """613.5: give every permanent on the battlefield its values with the continuous effects
    that apply now; a no-op while none can."""
    if not state.dynamic:
        return
    field = state.battlefield()
    power: dict[str, int] = {}
    toughness: dict[str, int] = {}
    grants: dict[str, list[tuple[int, tuple[str, ...]]]] = {}
    for effect in state.effects:  # 611.2c: the permanents it affected as it began
        for pid in effect.affected:
            power[pid] = power.get(pid, 0) + effect.power
            toughness[pid] = toughness.get(pid, 0) + effect.toughness
            if effect.keywords:
                grants.setdefault(pid, []).append((effect.timestamp, effect.keywords))
    for live in field:  # without the static abilities, to judge what they apply to
        _apply(live, power.get(live.id, 0), toughness.get(live.id, 0), grants.get(live.id))
    statics = [(live, ability) for live in field for ability in live.base.abilities
               if isinstance(ability, Static)
               and (ability.condition is None or holds(state, ability.condition, live))]
    if not statics:
        return
    # 613.8: a filter that asks for a keyword waits for the effects that grant keywords
    for dependent in (False, True):
        for source, ability in statics:
            asks = ability.affects is not None and bool(ability.affects.keywords)
            if asks != dependent:
                continue
            for live in _affected(state, source, ability, field):
                power[live.id] = power.get(live.id, 0) + ability.power
                toughness[live.id] = toughness.get(live.id, 0) + ability.toughness
                if ability.keywords:
                    grants.setdefault(live.id, []).append((source.timestamp, ability.keywords))
        for live in field:
            _apply(live, power.get(live.id, 0), toughness.get(live.id, 0), grants.get(live.id))


def _affected(state: State, source: Live, ability: Static, field: list[Live]) -> list[Live]:
    if ability.affects is None:
        return [source]
    return [live for live in field if matches(state, ability.affects, live, source)]


def _apply(live: Live, power: int, toughness: int,
           grants: list[tuple[int, tuple[str, ...]]] | None) -> None:
    """Layer 6 (the keywords granted, in timestamp order), then layer 7c."""
    base = live.base
    if not power and not toughness and not grants:
        live.perm = base
        live.flags = base.keywords.flags
        return
    added = tuple(k for _, ks in sorted(grants) for k in ks) if grants else ()
    key = (power, toughness, added)
    perm = live.applied.get(key)  # its base never changes: each result is kept
    if perm is None:
        keywords = _granted(base.keywords, added) if added else base.keywords
        perm = live.applied[key] = replace(
            base, keywords=keywords, power=None if base.power is None else base.power + power,
            toughness=None if base.toughness is None else base.toughness + toughness)
    live.perm = perm
    live.flags = perm.keywords.flags


def _granted(keywords: Keywords, added: tuple[str, ...]) -> Keywords:
    """Its keywords with those added (each already checked where the file gave it)."""
    return parse((*keywords.printed, *added))
