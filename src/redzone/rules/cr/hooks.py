"""What the procedure asks: of a rule set (`Hooks`, where the editions differ) and of the
players (`Chooser`, every decision a player makes), and the words they share.

An assignment maps each creature to {recipient: amount}; a recipient is a permanent id or a
player's name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

from redzone.core.errors import Violation
from redzone.core.model import Board, Combat
from redzone.core.result import Event, Step

from .state import Live, State

Assignment = dict[str, dict[str, int]]


@dataclass(slots=True, eq=False)
class Trigger:
    """A triggered ability that has triggered (603.2), waiting to be put on the stack or on it
    (603.3). `act` is what it does as it resolves; `legal` lists its legal targets now (None:
    it doesn't target); `holds` is its intervening "if" (603.4)."""

    source: str  # the permanent whose ability it is
    controller: str  # 603.3a
    rule: str  # the rule that defines it
    label: str  # "exalted", "bushido 2", or the ability's text
    act: Callable[[State, Trigger, Chooser], list[Event]]
    subject: str | None = None  # the other creature of its event
    subjects: tuple[str, ...] = ()  # the creatures of an event that counts them ("those")
    player: str | None = None  # the player of its event: defending, or dealt damage
    amount: int = 0  # its number (bushido N), or how much its event dealt
    legal: Callable[[State, Trigger], list[str]] | None = None
    holds: Callable[[State, Trigger], bool] | None = None
    targets: list[str] = field(default_factory=list)
    may: bool = False  # the target is optional (provoke: "you may choose")
    ability: Any = None  # the structured ability (core.abilities.Triggered), if any
    key: str = ""  # how `combat.triggers` names it: "id:label"
    sacrificed: str | None = None  # what was sacrificed to pay its cost (an activation's)
    choice: str | None = None  # what the file says it chooses as it resolves (an activation's)
    x: int = 0  # the value of X announced as it was activated (107.3a, 601.2b)
    lost: int = 0  # the life lost to its effects so far as it resolves ("this way", 608.2c)


class Recipients(NamedTuple):
    """What a creature may assign its combat damage to, and the rule that says so."""

    creatures: tuple[str, ...]  # its blockers (attacker) or the attackers it blocks (blocker)
    beyond: tuple[str, ...]  # the player, planeswalker or battle it may (also) assign to
    rule: str
    free: bool = False  # divided as the other player likes, nothing first (702.22j-k)


class Lethal(Protocol):
    """How an edition counts lethal damage (120.6, 702.2c; cr-6e: 502.9d)."""

    @property
    def deathtouch_is_lethal(self) -> bool:
        """Any nonzero damage from a source with deathtouch is lethal (702.2c)."""

    def lethal_need(self, creature: Live) -> int:
        """Damage still needed for lethal damage, counting damage already marked."""


class Hooks(Lethal, Protocol):
    """What the Comprehensive Rules' procedure asks the edition it plays by."""

    @property
    def name(self) -> str:
        """The rule set's name, for the result."""

    @property
    def actions_after_assignment(self) -> bool:
        """Players act between assigning and dealing combat damage (cr-6e, 310.1)."""

    def check_options(self, combat: Combat) -> None:
        """Refuse combat options the edition has no rule for (ScenarioError)."""

    def check_board(self, state: State) -> list[Event]:
        """704.3: refuse a board that state-based actions would change (ScenarioError);
        what they do that leaves it a legal board (704.5q), as events."""

    def attack_violations(self, board: Board, combat: Combat) -> list[Violation]:
        """508.1, on the board as attackers are declared."""

    def block_violations(self, board: Board, combat: Combat,
                         provoked: Mapping[str, str]) -> list[Violation]:
        """509.1 and the edition's own declarations (cr-m10's orders), on the board as
        blockers are declared; `provoked`: creature -> the attacker it must block if able."""

    def declaration_events(self, state: State, chooser: Chooser) -> list[Event]:
        """Announcements after blockers are declared, beyond the blocks themselves."""

    def damage_order(self, state: State, dealer: str, creatures: tuple[str, ...],
                     ) -> tuple[str, ...]:
        """The order in which `dealer` considers the creatures it may assign damage to."""

    def prerequisites(self, state: State, dealer: str, rec: Recipients,
                      recipient: str) -> tuple[str, tuple[str, ...]]:
        """(rule, recipients) that must be assigned lethal damage before `dealer` may assign
        any to `recipient`."""

    def assignment_violations(self, state: State, amounts: Mapping[str, int],
                              assignment: Assignment) -> list[Violation]:
        """What is illegal about one player's whole assignment (510.1e)."""

    def second_step(self, state: State, combatants: list[str], strikers: set[str],
                    first: Step) -> list[str]:
        """Who deals combat damage in the second combat damage step."""

    def combat_damage(self, state: State, step: str, splits: list[tuple[str, dict[str, int]]],
                      chooser: Chooser) -> list[Event]:
        """What follows the assignment in a combat damage step, up to the damage dealt."""

    def damage_triggers(self, state: State, dealt: list[Event]) -> list[Trigger]:
        """The rules' own triggered abilities on the combat damage `dealt` (cr-6e)."""

    def state_based_actions(self, state: State) -> list[Event]:
        """704: perform state-based actions until none applies."""


class Chooser(Protocol):
    """A player's decisions, as the procedure asks for them. The file's own choices (`assign`,
    `order`) are the players' already; a chooser makes the rest (analysis.default,
    analysis.best)."""

    def damage_assignment_order(self, rules: Hooks, state: State, creature: str,
                                candidates: tuple[str, ...]) -> tuple[str, ...]:
        """cr-m10 (509.2, 509.3): the order in which `creature`'s controller puts the creatures
        it may assign combat damage to, as blockers are declared."""

    def damage_assignment(self, rules: Hooks, state: State, step: str,
                          dealers: Mapping[str, int], given: Assignment) -> Assignment:
        """510.1: how one player's creatures that assign `dealers[c]` damage each in `step`
        divide it, `given` the assignments the file chose for that player's other creatures
        (which count toward lethal damage, 510.1e; the chooser leaves them as they are). A
        creature with nothing to assign damage to may be left out."""

    def prevention_order(self, state: State, recipient: str,
                         sources: tuple[str, ...]) -> tuple[str, ...]:
        """615.7, 616.1: the order in which `recipient`'s controller applies a prevention
        shield to the damage several `sources` deal it at once."""

    def trigger_order(self, state: State, player: str,
                      triggers: list[Trigger]) -> list[Trigger]:
        """603.3b: the order in which `player`'s simultaneous triggered abilities resolve
        (they go on the stack the other way round)."""

    def target(self, state: State, trigger: Trigger, candidates: list[str]) -> str | None:
        """603.3d: the target `trigger`'s controller chooses among `candidates`; None for
        none, where the ability lets them (`trigger.may`)."""

    def sacrifice(self, state: State, player: str, count: int,
                  candidates: list[str]) -> list[str]:
        """701.21a: the `count` permanents `player` sacrifices (annihilator, 702.86a)."""

    def tap(self, state: State, player: str, count: int, candidates: list[str]) -> list[str]:
        """601.2h: the `count` untapped permanents `player` taps to pay a cost ("Tap an
        untapped creature you control")."""

    def enlist(self, state: State, attacker: str, candidates: list[str]) -> str | None:
        """702.154a: the creature `attacker`'s controller taps as it attacks, or None."""

    def pays_ward(self, state: State, trigger: Trigger, warded: str, cost: str) -> bool:
        """702.21a: whether `trigger`'s controller pays `cost` for the ward of `warded`,
        which it targets (else the ability is countered)."""

    def may(self, state: State, trigger: Trigger) -> bool:
        """603.5: whether `trigger`'s controller does what its "you may" says (its `may`),
        as it resolves."""
