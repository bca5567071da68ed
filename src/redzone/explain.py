"""Events in words, each with the rule behind it."""

from __future__ import annotations

from collections.abc import Callable

from .errors import Violation
from .model import Board
from .result import Event


def name_of(board: Board, ref: str | None) -> str:
    """A permanent's printed name (and its id where they differ), or a player's name."""
    if ref is None:
        return "nothing"
    perm = board.get(ref)
    if perm is None:
        return ref
    return perm.label if perm.label == ref else f"{perm.label} ({ref})"


def _plural(n: int | None, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


_SENTENCES: dict[str, Callable[[Event, Callable[[str | None], str]], str]] = {
    "attacks": lambda e, n: f"{n(e.source)} attacks {n(e.target)}",
    "tapped": lambda e, n: f"{n(e.permanent)} becomes tapped",
    "blocks": lambda e, n: f"{n(e.source)} blocks {n(e.target)}",
    "damage_assignment_order": lambda e, n: (
        f"{n(e.source)}'s damage assignment order: "
        + ", then ".join(n(c) for c in (e.note or "").split(", "))),
    "assigns_for": lambda e, n: f"{n(e.player)} assigns the combat damage of {n(e.source)}",
    "removed_from_combat": lambda e, n: f"{n(e.permanent)} is removed from combat",
    "no_damage": lambda e, n: f"{n(e.source)} assigns no combat damage ({e.note})",
    "damage": lambda e, n: f"{n(e.source)} deals {e.amount} damage to {n(e.target)}",
    "prevented": lambda e, n: (f"{e.amount} damage from {n(e.source)} to {n(e.target)} is "
                               f"prevented ({e.note})"),
    "life_loss": lambda e, n: f"{n(e.player)} loses {e.amount} life",
    "life_gain": lambda e, n: f"{n(e.player)} gains {e.amount} life (lifelink of "
                              f"{n(e.source)})",
    "poison": lambda e, n: f"{n(e.player)} gets {_plural(e.amount, 'poison counter')}",
    "counters": lambda e, n: f"{n(e.permanent)} gets {_plural(e.amount, f'{e.note} counter')}",
    "loyalty": lambda e, n: f"{n(e.permanent)} loses {_plural(e.amount, 'loyalty counter')}",
    "defense": lambda e, n: f"{n(e.permanent)} loses {_plural(e.amount, 'defense counter')}",
    "destroyed": lambda e, n: f"{n(e.permanent)} is destroyed",
    "graveyard": lambda e, n: f"{n(e.permanent)} is put into its owner's graveyard",
    "exiled": lambda e, n: f"{n(e.permanent)} is exiled",
    "regenerated": lambda e, n: (f"{n(e.permanent)} regenerates: its damage is removed and it "
                                 "becomes tapped"),
    "counters_removed": lambda e, n: (f"{e.amount} +1/+1 and {e.amount} -1/-1 counters are "
                                      f"removed from {n(e.permanent)}"),
    "lost": lambda e, n: f"{n(e.player)} loses the game" + (f" ({e.note})" if e.note else ""),
    "left_game": lambda e, n: f"{n(e.permanent)} {e.note}",
    "damage_on_stack": lambda e, n: ("The combat damage assignments go on the stack as one "
                                     "object; players may act before it resolves"),
    "sacrificed": lambda e, n: f"{n(e.permanent)} is sacrificed",
    "returned": lambda e, n: f"{n(e.permanent)} is returned to its owner's hand",
    "pumped": lambda e, n: f"{n(e.permanent)} gets {e.note} until end of turn",
    "regeneration_shield": lambda e, n: f"{n(e.permanent)} gets a regeneration shield",
    "prevention_shield": lambda e, n: (f"The next {e.amount} damage that would be dealt to "
                                       f"{n(e.permanent)} will be prevented"),
    "not_dealt": lambda e, n: (f"{e.amount} damage assigned by {n(e.source)} to "
                               f"{n(e.target)} isn't dealt: it has left play ({e.note})"),
    "triggered": lambda e, n: (
        f"Lifelink of {n(e.source)} triggers: {n(e.player)} will gain {e.amount} life"
        if e.note == "lifelink" else
        f"Deathtouch of {n(e.source)} triggers: destroy {n(e.permanent)}"),
    "slot": lambda e, n: (f"{n(e.player)}'s slot {e.amount}: {n(e.permanent)}"
                          + (f", {e.note}" if e.note else "")),
    "no_attack": lambda e, n: f"{n(e.source)} doesn't attack: {e.note}",
    "unblocked": lambda e, n: f"{n(e.source)} isn't blocked: {e.note}",
    "dice": lambda e, n: f"The d20 rolls come from {e.note}",
    "roll": lambda e, n: f"{n(e.source)} rolls against {n(e.target)}: {e.note}",
    "healed": lambda e, n: f"{n(e.permanent)} heals {e.amount} damage ({e.note})",
    "pays_life": lambda e, n: f"{n(e.player)} pays {e.amount} life {e.note} {n(e.permanent)}",
    "damage_stays": lambda e, n: f"{n(e.permanent)} keeps its {e.amount} damage",
}

_WHY = {
    "704.5a": "0 or less life", "704.5c": "ten or more poison counters",
    "704.6c": "21 or more combat damage from one commander",
    "704.6a": "the team has 0 or less life", "704.6b": "the team has fifteen or more poison "
                                                      "counters",
    "704.5f": "toughness 0 or less", "704.5g": "lethal damage",
    "704.5h": "damage from a source with deathtouch", "704.5i": "no loyalty left",
    "704.5w": "no defense left", "310.12b": "no defense left",
    "420.5a": "0 or less life", "420.5b": "toughness 0 or less", "420.5c": "lethal damage",
    "310.4a": "as assigned, though its source has left play",
    "mtgpq:toughness": "no toughness left", "mtgpq:deathtouch": "damage from Deathtouch",
    "mtgpq:defeat": "no hit points left",
}


def sentence(event: Event, board: Board) -> str:
    """One event as a sentence, ending with its rule: 'Bob loses 5 life (120.3a)'."""
    text = _SENTENCES[event.type](event, lambda ref: name_of(board, ref))
    why = _WHY.get(event.rule)
    if why:
        text += f": {why}"
    return f"{text} ({event.rule})"


def violation(v: Violation, board: Board) -> str:
    return f"{name_of(board, v.subject)} {v.message} (rule {v.rule})"
