"""cr-6e: the Comprehensive Rules from Sixth Edition to 2009-07-10 (combat damage on the stack).

What differs from today (the 2008 text: shared/seeds/003, rules 310 and 502):
- 310.1: every combat damage assignment goes on the stack as one object, and players may act
  before it resolves (`after_assignment`, core.model.Action).
- 310.4a-b: the damage is dealt as assigned, even by a creature that has left play (last known
  information) or whose power changed; 310.4c: damage assigned to a permanent that has left
  play isn't dealt.
- 310.5: the second combat damage step is for the creatures that didn't assign combat damage
  in the first, plus those with double strike.
- 502.68a-b lifelink and 502.63a-b deathtouch are triggered abilities (each instance triggers)
  that go on the stack after state-based actions (420.3).
- 502.9d: lethal damage counts only toughness; deathtouch doesn't make 1 damage lethal.
- No damage assignment order: a creature divides its damage as its controller chooses
  (310.2c-d).
The combat damage step, trample and the state-based actions it causes are cited by their 2008
numbers (CITES); the rest by today's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from redzone.core.errors import IllegalAction, ScenarioError
from redzone.core.keywords import normalize
from redzone.core.model import CREATURE, Action, Board, Combat
from redzone.core.result import FIRST_STRIKE_STEP, Event, EventType, Result, Step, Zone

from . import damage
from .abilities.stack import settle
from .abilities.triggers import detect_deaths
from .current import ComprehensiveRules
from .hooks import Chooser, Trigger
from .players import gained
from .state import Live, State, instead

# Today's number -> the 2008 number of the same rule.
CITES = {
    "510": "310", "510.1": "310.1", "510.1a": "310.2a", "510.1b": "310.2b",
    "510.1c": "310.2c", "510.1d": "310.2d", "510.2": "310.4", "510.4": "310.5",
    "702.19b": "502.9b", "702.19d": "502.9c",
    "704.5a": "420.5a", "704.5f": "420.5b", "704.5g": "420.5c",
}
STRIKES_FIRST = frozenset({"first strike", "double strike"})
LEAVES = {"sacrifice": (Zone.GRAVEYARD, EventType.SACRIFICED),
          "bounce": (Zone.HAND, EventType.RETURNED), "exile": (Zone.EXILE, EventType.EXILED)}
ACTIONS = "combat.after_assignment"  # where the file gives them, for errors


@dataclass(frozen=True)
class SixthRules(ComprehensiveRules):
    """Combat with damage on the stack (1999-2009)."""

    name: ClassVar[str] = "cr-6e"
    aliases: ClassVar[tuple[str, ...]] = ("6e", "sixth", "cr-2008")
    title: ClassVar[str] = ("Comprehensive Rules, Sixth Edition to 2009-07-10 "
                            "(combat damage on the stack)")
    deathtouch_is_lethal: ClassVar[bool] = False  # 502.9d: only toughness counts
    actions_after_assignment: ClassVar[bool] = True  # 310.1

    def check_options(self, combat: Combat) -> None:
        if combat.order:
            raise ScenarioError("combat.order", (
                "there was no damage assignment order before 2009-07-11: a creature divides "
                "its combat damage as its controller chooses (310.2c-d); `order` is cr-m10's"))

    def declaration_events(self, state: State, chooser: Chooser) -> list[Event]:
        """No announcements; checks that a first-strike combat damage step the
        `after_assignment` actions name will happen (310.5)."""
        first = any(state.perms[c].flags & STRIKES_FIRST for c in state.attacking)
        first = first or any(state.perms[c].flags & STRIKES_FIRST for c in state.blocking)
        for i, action in enumerate(state.combat.after_assignment):
            if action.step == FIRST_STRIKE_STEP and not first:
                raise ScenarioError(f"{ACTIONS}[{i}].step", (
                    "this combat has no first-strike combat damage step: no attacking or "
                    "blocking creature has first strike or double strike (310.5)"))
        return []

    def second_step(self, state: State, combatants: list[str], strikers: set[str],
                    first: Step) -> list[str]:
        """310.5: the attackers and blockers that didn't assign combat damage in the first
        step, plus any creatures with double strike."""
        return [c for c in combatants
                if c not in first.assignments or "double strike" in state.perms[c].flags]

    def combat_damage(self, state: State, step: str, splits: list[tuple[str, dict[str, int]]],
                      chooser: Chooser) -> list[Event]:
        """310.1: the assignments go on the stack as one object and players act (this step's
        `after_assignment`, each action followed by state-based actions and what triggered);
        310.4: the damage resolves; the procedure then performs state-based actions and puts
        its triggers on the stack (420.3)."""
        events = [Event(EventType.DAMAGE_ON_STACK, "310.1")]
        for i, action in enumerate(state.combat.after_assignment):
            if action.step == step and not state.game_over():
                events += self._act(state, action, f"{ACTIONS}[{i}]", chooser)
        if state.game_over():
            return events
        return events + self.deal(state, splits, chooser)

    def damage_triggers(self, state: State, dealt: list[Event]) -> list[Trigger]:
        """502.68a-b, 502.63a-b: triggered lifelink and deathtouch."""
        return _triggers(state, dealt)

    def deal(self, state: State, splits: list[tuple[str, dict[str, int]]],
             chooser: Chooser) -> list[Event]:
        """310.4: all at once, as assigned: from a creature no longer in play by its last known
        information (310.4a-b), but not to a permanent no longer in play (310.4c)."""
        events: list[Event] = []
        kept: list[tuple[str, dict[str, int]]] = []
        for source, split in splits:
            keep: dict[str, int] = {}
            for recipient, amount in split.items():
                if recipient in state.players or state.perms[recipient].zone == Zone.BATTLEFIELD:
                    keep[recipient] = amount
                elif amount:
                    events.append(Event(EventType.NOT_DEALT, "310.4c", source=source,
                                        target=recipient, amount=amount,
                                        note=state.perms[recipient].zone))
            kept.append((source, keep))
        for event in damage.deal(state, kept, chooser, static=False):
            if (event.type == EventType.DAMAGE
                    and state.perms[event.source or ""].zone != Zone.BATTLEFIELD):
                event = event._replace(rule="310.4a")
            events.append(event)
        return events

    def cite(self, rule: str) -> str:
        return CITES.get(rule, rule)

    def resolve(self, board: Board, combat: Combat, chooser: Chooser) -> Result:
        """The procedure's result, with the 2008 rule numbers."""
        try:
            result = super().resolve(board, combat, chooser)
        except IllegalAction as err:
            raise type(err)(replace(v, rule=self.cite(v.rule)) for v in err.violations) from None
        return replace(result, steps=tuple(
            replace(s, events=tuple(e._replace(rule=self.cite(e.rule)) for e in s.events))
            for s in result.steps))

    def _act(self, state: State, action: Action, path: str, chooser: Chooser) -> list[Event]:
        """One action while combat damage is on the stack (310.1, 310.4 ruling 1), then
        state-based actions and what triggered, resolved; damage also triggers lifelink and
        deathtouch. `path`: where the file gives it."""
        perm = state.perms.get(action.target)
        if perm is not None and perm.zone != Zone.BATTLEFIELD:
            raise ScenarioError(path, (
                f"'{action.target}' is no longer on the battlefield (it is in the {perm.zone}) "
                f"while combat damage is on the stack in the {action.step} step"))
        if action.kind == "damage":
            hit = [(action.source, {action.target: action.amount})]
            dealt = [e._replace(rule="310.1", note="noncombat") if e.type == EventType.DAMAGE
                     else e for e in damage.deal(state, hit, chooser, static=False)]
            return [*dealt, *settle(self, state, chooser, _triggers(state, dealt))]
        assert perm is not None  # only damage may target a player
        if action.kind in LEAVES:
            perm.zone, kind = LEAVES[action.kind]
            state.remove_from_combat(perm.id)
            event = Event(kind, "310.1", permanent=perm.id, note="while damage is on the stack")
        elif action.kind == "pump":
            state.pump(frozenset({perm.id}), action.power, action.toughness)
            event = Event(EventType.PUMPED, "310.1", permanent=perm.id,
                          note=f"{action.power:+d}/{action.toughness:+d}")
        elif action.kind == "regenerate":
            perm.regen += 1
            event = Event(EventType.REGENERATION_SHIELD, "310.1", permanent=perm.id)
        else:  # prevent
            perm.prevent += action.amount
            event = Event(EventType.PREVENTION_SHIELD, "310.1", permanent=perm.id,
                          amount=action.amount)
        return [event, *settle(self, state, chooser, detect_deaths(state, [event]))]


def _triggers(state: State, dealt: list[Event]) -> list[Trigger]:
    """502.68a-b, 502.63a-b: each instance of lifelink of a source that dealt damage, and of
    deathtouch for each creature it dealt damage to, triggers, if the source is in play (a
    permanent's abilities work only there; damage from one that left triggers nothing)."""
    dealt_by: dict[str, int] = {}
    creatures: dict[str, list[str]] = {}
    for e in dealt:
        if e.type != EventType.DAMAGE or not e.source or not e.amount:
            continue
        if state.perms[e.source].zone != Zone.BATTLEFIELD:
            continue
        dealt_by[e.source] = dealt_by.get(e.source, 0) + e.amount
        target = state.perms.get(e.target or "")
        if target is not None and CREATURE in target.perm.types:
            creatures.setdefault(e.source, []).append(target.id)
    triggers: list[Trigger] = []
    for sid, amount in dealt_by.items():
        source = state.perms[sid]
        triggers += [Trigger(sid, source.controller, "502.68a", "lifelink", _gain,
                             player=source.controller, amount=amount, key=f"{sid}:lifelink")
                     for _ in range(_instances(source, "lifelink"))]
        for creature in creatures.get(sid, ()):
            triggers += [Trigger(sid, source.controller, "502.63a", "deathtouch", _destroy,
                                 subject=creature, key=f"{sid}:deathtouch")
                         for _ in range(_instances(source, "deathtouch"))]
    return triggers


def _instances(source: Live, keyword: str) -> int:
    """How many times `source` has `keyword` (502.68b, 502.63b: each instance triggers)."""
    if keyword not in source.flags:
        return 0
    return max(1, sum(normalize(k) == keyword for k in source.perm.keywords.printed))


def _gain(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    """502.68a: "you gain that much life"."""
    player = state.players[trigger.player or ""]
    amount = gained(state, player.name, trigger.amount)  # (119.7, 614.1a)
    if not amount:
        return []
    player.life += amount
    player.gained_life = True
    return [Event(EventType.LIFE_GAIN, "502.68a", source=trigger.source, player=player.name,
                  amount=amount)]


def _destroy(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    """502.63a: "destroy that creature" (regeneration replaces it, 701.19)."""
    target = state.perms[trigger.subject or ""]
    if target.zone != Zone.BATTLEFIELD or "indestructible" in target.flags:
        return []
    if target.regenerates:
        target.regen -= 1
        target.damage = 0
        target.tapped = True
        events = [Event(EventType.REGENERATED, "701.19", permanent=target.id)]
        if state.in_combat(target.id):
            events.append(Event(EventType.REMOVED_FROM_COMBAT, "506.4", permanent=target.id))
    else:
        zone = state.leave(target.id, Zone.GRAVEYARD)
        return [Event(EventType.DESTROYED, "502.63a", permanent=target.id, note=instead(zone))]
    state.remove_from_combat(target.id)
    return events
