"""The stack (405) in combat: triggered abilities wait until a player would receive priority,
then go on the stack (603.3), and resolve one at a time (608), with state-based actions
performed each time before (117.5, 704.3). No player casts a spell or activates an ability:
each step's stack empties by resolving, top first.

The file's choices come first (`combat.triggers` for the order, `combat.provoke`,
`combat.mentor` and `combat.targets` for targets), then the chooser's."""

from __future__ import annotations

from redzone.core.errors import ScenarioError
from redzone.core.model import BATTLE, PLANESWALKER
from redzone.core.result import Event, EventType
from redzone.rules.cr.hooks import Chooser, Hooks, Trigger
from redzone.rules.cr.keywords.protection import ward
from redzone.rules.cr.state import Live, State

from .layers import refresh
from .triggers import detect_deaths, on_events, on_state, on_targeted


def settle(rules: Hooks, state: State, chooser: Chooser, pending: list[Trigger],
           quiet: bool = False, on_stack: Trigger | None = None) -> list[Event]:
    """Perform state-based actions and put what triggered on the stack, until neither
    happens (117.5, 603.3b); resolve the top of the stack; again, until it is empty (or the
    game is over, 104.4a). `quiet`: nothing happened since the last check that a state-based
    action could follow (a declaration), so unless a continuous effect lowered a toughness or
    took a keyword away since they were last checked, there is nothing to check.
    `on_stack`: an activated ability just put on the stack (602.2), below what triggered as
    it was activated."""
    refresh(state)
    check = not quiet or state.lowered
    events: list[Event] = []
    stack: list[Trigger] = [] if on_stack is None else [on_stack]
    resolved, endless = 0, ENDLESS * (len(state.board.permanents) + 10)
    while True:
        if check:  # (checked again only once something has happened since)
            refresh(state)
            done = rules.state_based_actions(state)  # until none applies (704.3)
            events += done
            pending += detect_deaths(state, done)
            if state.game_over():  # 104.4a: they triggered (603.2), but nothing more happens
                return events + [_triggered(t) for t in pending]
        pending += on_state(state, [*pending, *stack])  # 603.8
        if pending:  # putting them on the stack changes nothing a check looks at
            put, aimed = _put(state, pending, stack, chooser)
            events += put
            pending = on_targeted(state, aimed)  # 603.3b: these go on the stack first too
            if pending:
                continue
        if not stack:
            return events
        resolved += 1
        if resolved > endless:
            raise ScenarioError("battlefield", (
                f"abilities trigger one another without end ({endless:,} resolved at once): "
                f"an endless loop of mandatory actions draws the game, one with an "
                f"optional action ends as its player chooses (104.4b); redzone models neither"))
        done = _resolve(state, stack.pop(), chooser)
        events += done
        pending += on_events(state, done)
        refresh(state)
        check = state.lowered or not _harmless(state, done)


# More abilities resolving one after another, for each permanent of the board, than any
# board without an endless loop makes (104.4b)
ENDLESS = 100

# What an ability may do after which no state-based action can newly apply (unless the
# continuous effects, computed again, lower a toughness or take a keyword away).
_HARMLESS = frozenset({EventType.PUMPED, EventType.LIFE_GAIN, EventType.NO_EFFECT,
                       EventType.REGENERATION_SHIELD, EventType.TAPPED, EventType.ACTIVATED,
                       EventType.UNTAPPED, EventType.MUST_BLOCK, EventType.RENOWNED,
                       EventType.GOADED, EventType.CANT_BLOCK, EventType.BLOCKS_MORE})


def _harmless(state: State, done: list[Event]) -> bool:
    """Can no state-based action follow from `done` by itself? (+1/+1 counters can, on a
    permanent with -1/-1 counters: 704.5q; a token can, created with toughness 0 or less:
    704.5f.)"""
    perms = state.perms
    for e in done:
        if e.type in _HARMLESS:
            continue
        if e.type == EventType.COUNTERS and e.note == "+1/+1":
            if perms[e.permanent or ""].minus:
                return False
        elif e.type != EventType.TOKEN or not _sound(perms[e.permanent or ""]):
            return False
    return True


def _sound(token: Live) -> bool:
    """A creature token no state-based action applies to as it is created: with no damage
    marked, only toughness 0 or less could (704.5f), or both kinds of counters (704.5q).
    (Continuous effects that lower it as they apply are reported by `refresh`.)"""
    return (token.creature and not token.perm.types & _OTHER_MORTAL and token.toughness > 0
            and token.attached is None and not (token.plus and token.minus))


_OTHER_MORTAL = frozenset({PLANESWALKER, BATTLE})  # (704.5i, 704.5w)


def _put(state: State, pending: list[Trigger], stack: list[Trigger],
         chooser: Chooser) -> tuple[list[Event], list[tuple[str, str]]]:
    """603.3b: each player in APNAP order (101.4) puts their triggered abilities on the stack
    in the order they choose, choosing targets as they do (603.3d). The events, and the
    targets chosen."""
    events: list[Event] = []
    aimed: list[tuple[str, str]] = []
    names = list(state.players)
    active = names.index(state.board.active)
    for player in names[active:] + names[:active]:
        mine = [t for t in pending if t.controller == player]
        if not mine:
            continue
        order = _ordered(state, player, mine, chooser)
        for trigger in reversed(order):  # the first to resolve goes on the stack last
            event = _choose_target(state, trigger, chooser)
            events.append(event)
            if event.type == EventType.NO_EFFECT:
                continue
            if trigger.targets:
                aimed += [(target, trigger.controller) for target in trigger.targets]
                taxed, countered = ward(state, trigger, chooser)
                events += taxed
                if countered:
                    continue
            stack.append(trigger)
    return events, aimed


def _ordered(state: State, player: str, mine: list[Trigger],
             chooser: Chooser) -> list[Trigger]:
    """The order in which `player`'s triggers resolve: those `combat.triggers` names first
    (by "id:label" or "id"), then the chooser's order of the rest."""
    given = state.combat.triggers.get(player, ())
    if not given:
        return chooser.trigger_order(state, player, mine) if len(mine) > 1 else mine
    first: list[Trigger] = []
    rest = list(mine)
    for name in given:
        for t in rest:
            if name in (t.key, t.source):
                first.append(t)
                rest.remove(t)
                break
    return first + (chooser.trigger_order(state, player, rest) if len(rest) > 1 else rest)


def _choose_target(state: State, trigger: Trigger, chooser: Chooser) -> Event:
    """The trigger's event as it goes on the stack, with its target (603.3d); NO_EFFECT when it
    needs one and none is legal or chosen."""
    triggered = _triggered(trigger)
    if trigger.legal is None:
        return triggered
    candidates = trigger.legal(state, trigger)
    given = _given_target(state, trigger)
    if given is not None:
        field, choice = given
        if choice not in candidates:
            raise ScenarioError(field, (
                f"'{choice}' is no legal target for {trigger.source}'s {trigger.label} as it "
                f"goes on the stack ({trigger.rule}); legal: {', '.join(candidates) or 'none'}"))
        target: str | None = choice
    elif trigger.label == "provoke":  # only the file provokes (702.39a: "you may")
        target = None
    else:
        target = chooser.target(state, trigger, candidates) if candidates else None
    if target is None:
        why = "no legal target" if not candidates else (
            f"{trigger.controller} chose no target")
        return Event(EventType.NO_EFFECT, "603.3d", source=trigger.source,
                     note=f"{trigger.label}: {why}")
    trigger.targets = [target]
    return triggered._replace(target=target)


def _triggered(trigger: Trigger) -> Event:
    return Event(EventType.TRIGGERED, trigger.rule, source=trigger.source,
                 permanent=trigger.subject, player=trigger.player,
                 amount=trigger.amount or None, note=trigger.label)


def _given_target(state: State, trigger: Trigger) -> tuple[str, str] | None:
    """(field, target) the file gives for this trigger, if any."""
    combat = state.combat
    if trigger.label == "provoke":
        choice = combat.provoke.get(trigger.source)
        return None if choice is None else (f"combat.provoke.{trigger.source}", choice)
    if trigger.label == "mentor":
        choice = combat.mentor.get(trigger.source)
        return None if choice is None else (f"combat.mentor.{trigger.source}", choice)
    listed = combat.targets.get(trigger.source, ())
    used = state.taken.get(f"targets:{trigger.source}", 0)
    if used >= len(listed):
        return None
    state.taken[f"targets:{trigger.source}"] = used + 1
    return f"combat.targets.{trigger.source}[{used}]", listed[used]


def _resolve(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    """608.2: the intervening "if" again (603.4), the target still legal (608.2b), then what
    it does."""
    if trigger.holds is not None and not trigger.holds(state, trigger):
        if getattr(trigger.ability, "only_if", False):  # (its effects' own condition)
            return [Event(EventType.NO_EFFECT, "608.2c", source=trigger.source,
                          note=f"{trigger.label}: its condition doesn't hold")]
        return [Event(EventType.NO_EFFECT, "603.4", source=trigger.source,
                      note=f"{trigger.label}: its condition no longer holds")]
    if trigger.legal is not None and not any(t in trigger.legal(state, trigger)
                                             for t in trigger.targets):
        return [Event(EventType.NO_EFFECT, "608.2b", source=trigger.source,
                      target=trigger.targets[0] if trigger.targets else None,
                      note=f"{trigger.label}: its target is no longer legal")]
    done = trigger.act(state, trigger, chooser)
    return done or [Event(EventType.NO_EFFECT, trigger.rule, source=trigger.source,
                          note=f"{trigger.label}: nothing for it to act on")]
