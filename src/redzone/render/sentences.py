"""Events in words, each with the rule behind it."""

from __future__ import annotations

from collections.abc import Callable

from redzone.core.errors import Violation
from redzone.core.model import Board
from redzone.core.result import Event, EventType


def name_of(board: Board, ref: str | None) -> str:
    """A permanent's printed name (and its id where they differ), or a player's name."""
    if ref is None:
        return "nothing"
    perm = board.get(ref)
    if perm is None:
        return ref
    return perm.label if perm.label == ref else f"{perm.label} ({ref})"


_LIFELINK = ("702.15b", "502.68a")


def _plural(n: int | None, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


_SENTENCES: dict[EventType, Callable[[Event, Callable[[str | None], str]], str]] = {
    EventType.ATTACKS: lambda e, n: f"{n(e.source)} attacks {n(e.target)}",
    EventType.TAPPED: lambda e, n: f"{n(e.permanent)} becomes tapped",
    EventType.BLOCKS: lambda e, n: f"{n(e.source)} blocks {n(e.target)}",
    EventType.DAMAGE_ASSIGNMENT_ORDER: lambda e, n: (
        f"{n(e.source)}'s damage assignment order: "
        + ", then ".join(n(c) for c in (e.note or "").split(", "))),
    EventType.ASSIGNS_FOR: lambda e, n: f"{n(e.player)} assigns the combat damage of {n(e.source)}",
    EventType.REMOVED_FROM_COMBAT: lambda e, n: f"{n(e.permanent)} is removed from combat",
    EventType.NO_DAMAGE: lambda e, n: f"{n(e.source)} assigns no combat damage ({e.note})",
    EventType.DAMAGE: lambda e, n: f"{n(e.source)} deals {e.amount} damage to {n(e.target)}",
    EventType.PREVENTED: lambda e, n: (f"{e.amount} damage from {n(e.source)} to {n(e.target)} is "
                               f"prevented ({e.note})"),
    EventType.LIFE_LOSS: lambda e, n: f"{n(e.player)} loses {e.amount} life",
    EventType.DRAWS: lambda e, n: (
        f"{n(e.player)} draws {_plural(e.amount, 'card')} (from {n(e.source)})"),
    EventType.LIFE_GAIN: lambda e, n: f"{n(e.player)} gains {e.amount} life (" + (
        f"lifelink of {n(e.source)})" if e.rule in _LIFELINK else f"from {n(e.source)})"),
    EventType.POISON: lambda e, n: f"{n(e.player)} gets {_plural(e.amount, 'poison counter')}",
    EventType.COUNTERS: lambda e, n: (
        f"{n(e.permanent)} gets {_plural(e.amount, f'{e.note} counter')}"),
    EventType.LOYALTY: lambda e, n: (
        f"{n(e.permanent)} loses {_plural(e.amount, 'loyalty counter')}"),
    EventType.DEFENSE: lambda e, n: (
        f"{n(e.permanent)} loses {_plural(e.amount, 'defense counter')}"),
    EventType.DESTROYED: lambda e, n: f"{n(e.permanent)} is destroyed",
    EventType.GRAVEYARD: lambda e, n: f"{n(e.permanent)} is put into its owner's graveyard",
    EventType.EXILED: lambda e, n: f"{n(e.permanent)} is exiled",
    EventType.UNATTACHED: lambda e, n: (
        f"{n(e.permanent)} becomes unattached from {n(e.target)} and stays on the battlefield"),
    EventType.REGENERATED: lambda e, n: (
        f"{n(e.permanent)} regenerates: its damage is removed and it becomes tapped"),
    EventType.COUNTERS_REMOVED: lambda e, n: (f"{e.amount} +1/+1 and {e.amount} -1/-1 counters are "
                                      f"removed from {n(e.permanent)}"),
    EventType.LOST: lambda e, n: (
        f"{n(e.player)} loses the game" + (f" ({e.note})" if e.note else "")),
    EventType.LEFT_GAME: lambda e, n: f"{n(e.permanent)} {e.note}",
    EventType.DAMAGE_ON_STACK: lambda e, n: ("The combat damage assignments go on the stack as one "
                                     "object; players may act before it resolves"),
    EventType.SACRIFICED: lambda e, n: f"{n(e.permanent)} is sacrificed",
    EventType.RETURNED: lambda e, n: f"{n(e.permanent)} is returned to its owner's hand",
    EventType.PUMPED: lambda e, n: f"{n(e.permanent)} gets {e.note}" + (
        "" if " until " in (e.note or "") else " until end of turn"),
    EventType.REGENERATION_SHIELD: lambda e, n: f"{n(e.permanent)} gets a regeneration shield",
    EventType.PREVENTION_SHIELD: lambda e, n: (f"The next {e.amount} damage that would be dealt to "
                                       f"{n(e.permanent or e.player)} will be prevented"),
    EventType.PUT_INTO_LIBRARY: lambda e, n: f"{n(e.permanent)} is put into its owner's library",
    EventType.PREVENTION_EFFECT: lambda e, n: ("All combat damage that would be dealt this turn "
                                       "will be prevented"),
    EventType.NOT_DEALT: lambda e, n: (f"{e.amount} damage assigned by {n(e.source)} to "
                               f"{n(e.target)} isn't dealt: it has left play ({e.note})"),
    EventType.TRIGGERED: lambda e, n: (
        f"Lifelink of {n(e.source)} triggers: {n(e.player)} will gain {e.amount} life"
        if e.rule == "502.68a" else
        f"Deathtouch of {n(e.source)} triggers: destroy {n(e.permanent)}"
        if e.rule == "502.63a" else
        f"{n(e.source)}'s {e.note} triggers" + (f" for {n(e.permanent)}" if e.permanent else "")
        + (f", targeting {n(e.target)}" if e.target else "")),
    EventType.ACTIVATED: lambda e, n: (
        f"{n(e.player)} activates {n(e.source)}'s {e.note}"
        + (f", targeting {n(e.target)}" if e.target else "")),
    EventType.NO_EFFECT: lambda e, n: f"{n(e.source)}'s {e.note}: it does nothing",
    EventType.UNTAPPED: lambda e, n: f"{n(e.permanent)} untaps",
    EventType.PAYS: lambda e, n: (
        f"{n(e.player)} pays {e.note} for the ward of {n(e.permanent)}"),
    EventType.COUNTERED: lambda e, n: (
        f"{n(e.source)}'s ability is countered by the ward of {n(e.permanent)} ({e.note} "
        f"not paid)"),
    EventType.MAY: lambda e, n: (
        f"{n(e.player)} chooses {'' if e.amount else 'not '}to {e.note} for {n(e.source)}'s "
        f"ability"),
    EventType.DELAYED: lambda e, n: (
        f"{n(e.source)}'s ability will {(e.note or '').format(n(e.permanent))} at end of "
        "combat"),
    EventType.GOADED: lambda e, n: f"{n(e.permanent)} is goaded by {n(e.player)}",
    EventType.MUST_BLOCK: lambda e, n: (
        f"{n(e.permanent)} must block {n(e.target)} this combat if able"),
    EventType.BLOCKS_MORE: lambda e, n: (
        f"{n(e.permanent)} can block {e.amount} more creature{'s' if e.amount != 1 else ''} "
        "this turn"),
    EventType.CANT_BLOCK: lambda e, n: f"{n(e.permanent)} can't block {n(e.target)} this turn",
    EventType.TOKEN: lambda e, n: (f"{n(e.source)} creates the token {n(e.permanent)}: {e.note}"
                                   + (f" {n(e.target)}" if e.target else "")),
    EventType.RETURNS: lambda e, n: f"{n(e.permanent)} returns to the battlefield {e.note}",
    EventType.RENOWNED: lambda e, n: f"{n(e.permanent)} becomes renowned",
    EventType.MONSTROUS: lambda e, n: f"{n(e.permanent)} becomes monstrous",
    EventType.ENLISTS: lambda e, n: f"{n(e.source)} enlists {n(e.permanent)}",
    EventType.EFFECT_ENDS: lambda e, n: (
        f"{n(e.source)}'s {e.note} on {n(e.permanent)} ends"),
    EventType.SLOT: lambda e, n: (f"{n(e.player)}'s slot {e.amount}: {n(e.permanent)}"
                          + (f", {e.note}" if e.note else "")),
    EventType.NO_ATTACK: lambda e, n: f"{n(e.source)} doesn't attack: {e.note}",
    EventType.UNBLOCKED: lambda e, n: f"{n(e.source)} isn't blocked: {e.note}",
    EventType.DICE: lambda e, n: f"The d20 rolls come from {e.note}",
    EventType.ROLL: lambda e, n: f"{n(e.source)} rolls against {n(e.target)}: {e.note}",
    EventType.HEALED: lambda e, n: f"{n(e.permanent)} heals {e.amount} damage ({e.note})",
    EventType.PAYS_LIFE: lambda e, n: (
        f"{n(e.player)} pays {e.amount} life {e.note} {n(e.permanent)}"),
    EventType.DAMAGE_STAYS: lambda e, n: f"{n(e.permanent)} keeps its {e.amount} damage",
}

_WHY = {
    "704.5a": "0 or less life", "704.5c": "ten or more poison counters",
    "704.6c": "21 or more combat damage from one commander",
    "704.6a": "the team has 0 or less life", "704.6b": "the team has fifteen or more poison "
                                                      "counters",
    "704.5f": "toughness 0 or less", "704.5g": "lethal damage",
    "704.5h": "damage from a source with deathtouch", "704.5i": "no loyalty left",
    "704.5w": "no defense left", "310.12b": "no defense left",
    "704.5m": "an Aura attached to an illegal object or to none",
    "420.5a": "0 or less life", "420.5b": "toughness 0 or less", "420.5c": "lethal damage",
    "310.4a": "as assigned, though its source has left play",
    "mtgpq:toughness": "no toughness left", "mtgpq:deathtouch": "damage from Deathtouch",
    "mtgpq:defeat": "no hit points left",
}


def why(rule: str) -> str | None:
    """Why a rule destroys a permanent or ends a player's game: '704.5a' -> '0 or less life'."""
    return _WHY.get(rule)


def sentence(event: Event, board: Board) -> str:
    """One event as a sentence, ending with its rule: 'Bob loses 5 life (120.3a)'."""
    text = _SENTENCES[event.type](event, lambda ref: name_of(board, ref))
    why = _WHY.get(event.rule)
    if why:
        text += f": {why}"
    return f"{text} ({event.rule})"


def violation(v: Violation, board: Board) -> str:
    return f"{name_of(board, v.subject)} {v.message} (rule {v.rule})"
