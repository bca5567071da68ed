"""mtgpq: the automatic combat of Magic: The Gathering Puzzle Quest.

Each player's creatures sit in slots; at the end of the active player's turn its creatures
attack one after another in slot order, each blocked by the first eligible defending creature,
and damage persists as lost toughness. Attacks and blocks are derived, never given: `combat`
must stay empty. Sources: shared/seeds/004, shared/reference/mtgpq.md; the choices where they
are silent are listed in README.md ("MTG Puzzle Quest"). Rules are cited as "mtgpq:<name>".
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import ClassVar

from redzone.core.errors import ScenarioError, Violation
from redzone.core.keywords import KeywordError, Vocabulary, parse
from redzone.core.model import BATTLE, CREATURE, PLANESWALKER, Board, Combat, Permanent
from redzone.core.result import Event, EventType, PermanentState, Result
from redzone.rules.base import RuleSet
from redzone.rules.cr.state import State

from .fight import Fight
from .slots import SLOTS, slot_order, slot_rule, stays_back

VOCABULARY = Vocabulary(
    frozenset({"flying", "reach", "trample", "first strike", "double strike", "deathtouch",
               "lifelink", "indestructible", "menace", "defender", "vigilance", "haste",
               "can't attack", "berserker", "bravery", "unblockable"}),
    parameterized=False,
    elsewhere="a Comprehensive Rules keyword with no MTG Puzzle Quest rule (rules: mtgpq)",
)

# Permanent fields with no meaning in MTG Puzzle Quest, and their values that mean "not used".
_UNUSED = {"tapped": False, "can_block": 1, "regenerate": 0, "commander": False,
           "protector": None, "abilities": ()}


@dataclass(frozen=True)
class MTGPQRules(RuleSet[object]):
    """Magic: The Gathering Puzzle Quest: slots, automatic attacks and blocks."""

    name: ClassVar[str] = "mtgpq"
    aliases: ClassVar[tuple[str, ...]] = ("puzzle-quest", "pq")
    title: ClassVar[str] = "Magic: The Gathering Puzzle Quest, automatic combat"
    vocabulary: ClassVar[Vocabulary] = VOCABULARY
    extra_fields: ClassVar[frozenset[str]] = frozenset({"disabled"})

    def check_options(self, combat: Combat) -> None:
        """mtgpq:attack, mtgpq:block: attacks, blocks and damage are automatic."""
        for f in fields(combat):
            if getattr(combat, f.name):
                raise ScenarioError(f"combat.{f.name}", (
                    "MTG Puzzle Quest's attacks, blocks and damage are automatic (mtgpq:attack, "
                    "mtgpq:block); leave out `combat` and list the creatures in slot order"))

    def declaration_violations(self, board: Board, combat: Combat) -> list[Violation]:
        return []  # nothing is declared

    def resolve(self, board: Board, combat: Combat, chooser: object) -> Result:
        """The slots, then each attack in slot order, blocked by the first eligible defending
        creature; nothing is declared and nobody chooses."""
        self.check_options(combat)
        _check_board(board)
        state = State(board, Combat())
        active = board.active
        defending = next(p.name for p in board.players if p.name != active)
        lines = {p.name: slot_order((c for c in board.permanents if c.controller == p.name
                                     and CREATURE in c.types), p.name == active)
                 for p in board.players}
        declarations = [
            Event(EventType.SLOT, slot_rule(c, name == active), permanent=c.id, player=name,
                  amount=i, note=f"owned by {c.owner}" if c.owner != name else None)
            for name, line in lines.items() for i, c in enumerate(line, 1)]
        attackers = []
        for creature in lines[active]:  # mtgpq:attack: in slot order, unless...
            why = stays_back(creature, state.perms[creature.id].power)
            if why is None:
                attackers.append(creature.id)
            else:
                declarations.append(Event(EventType.NO_ATTACK, why[0], source=creature.id,
                                          note=why[1]))
        blockers = [c.id for c in lines[defending]]
        steps = []
        for attacker in attackers:  # one after another, until a Planeswalker is defeated
            if state.game_over():
                break
            steps.extend(Fight(state, attacker, defending, blockers).resolve())
        return Result(self.name, tuple(declarations), tuple(steps),
                      {n: p.snapshot() for n, p in state.players.items()},
                      {p.id: _lost_toughness(state.perms[p.id].snapshot())
                       for p in board.permanents})


def _lost_toughness(snap: PermanentState) -> PermanentState:
    """mtgpq:toughness: damage persists as lost toughness, so `toughness` is what is left."""
    if snap.toughness is None:
        return snap
    return snap._replace(toughness=max(0, snap.toughness - snap.damage))


def _check_board(board: Board) -> None:
    """What MTG Puzzle Quest has no place for: more than two players, a Planeswalker or
    battle permanent, CR-only fields and keywords, a fourth creature of one's own."""
    if len(board.players) != 2:
        raise ScenarioError("players", "MTG Puzzle Quest is a duel: give exactly two players")
    for player in board.players:
        if player.life <= 0:
            raise ScenarioError(f"players.{player.name}.life", (
                "a Planeswalker with no hit points left is already defeated (mtgpq:defeat)"))
        if player.poison or player.commander_damage:
            field = "poison" if player.poison else "commander_damage"
            raise ScenarioError(f"players.{player.name}.{field}",
                                "has no meaning in MTG Puzzle Quest")
    seen: dict[str, int] = {}
    for perm in board.permanents:
        index = seen[perm.controller] = seen.get(perm.controller, -1) + 1
        _check_permanent(perm, f"battlefield.{perm.controller}[{index}]")
    for player in board.players:
        own = [p for p in board.permanents if p.controller == player.name
               and CREATURE in p.types and p.owner == player.name]
        if len(own) > SLOTS:
            raise ScenarioError(f"battlefield.{player.name}", (
                f"lists {len(own)} creatures of {player.name}'s own; MTG Puzzle Quest has "
                f"{SLOTS} creature slots per player, more only for stolen creatures "
                "(mtgpq:slots)"))


def _check_permanent(perm: Permanent, path: str) -> None:
    if perm.types & {PLANESWALKER, BATTLE}:
        raise ScenarioError(f"{path}.types", (
            "MTG Puzzle Quest has no battles, and each player is the Planeswalker: give its "
            "hit points as the player's life (mtgpq:hit-points)"))
    for field, unused in _UNUSED.items():
        if getattr(perm, field) != unused:
            raise ScenarioError(f"{path}.{field}", "has no meaning in MTG Puzzle Quest")
    try:  # read under another rule set's vocabulary (`--rules mtgpq`)
        parse(perm.keywords.printed, VOCABULARY)
    except KeywordError as err:
        raise ScenarioError(f"{path}.keywords[{err.index}]", err.message) from None
    if CREATURE in perm.types and perm.current_toughness <= perm.damage:
        raise ScenarioError(f"{path}.damage" if perm.damage else f"{path}.toughness",
                            "leaves it no toughness: it would already be dead (mtgpq:toughness)")
