"""When abilities trigger (603.2): at each moment of combat, the keyword abilities that
trigger then (keywords/) and the structured triggered abilities (core.abilities.Triggered)
whose event happened, each with its intervening "if" checked as it triggers (603.4). A
structured ability triggers once for each occurrence of its event (603.2c)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from redzone.core.abilities import (
    NO_EVENTS,
    WHEN,
    Filter,
    Static,
    Triggered,
    TriggerEvent,
    has_target,
)
from redzone.core.errors import ScenarioError
from redzone.core.keywords import parse
from redzone.core.memo import PerObject
from redzone.core.model import PLANESWALKER, Board, Permanent
from redzone.core.result import Event, EventType, Zone
from redzone.rules.cr.hooks import Trigger
from redzone.rules.cr.keywords import attacks, blocks, dies, strikes
from redzone.rules.cr.state import Live, State, waits_of

from .effects import delayed_words, perform, targets
from .match import holds, matches

E = TriggerEvent


def beginning_of_combat(state: State) -> list[Trigger]:
    """507, 603.2b: "at the beginning of combat on your turn"."""
    if not state.listening:
        return []
    return [t for live in _with_abilities(state, _BEGINNING)
            for t in _structured(state, live, {
                E.BEGINNING_OF_COMBAT: [(None, None)] if live.controller == state.board.active
                else [], E.BEGINNING_OF_EACH_COMBAT: [(None, None)]})]


_BEGINNING = frozenset({E.BEGINNING_OF_COMBAT, E.BEGINNING_OF_EACH_COMBAT})
_END = frozenset({E.END_OF_COMBAT})


def on_attacks(state: State) -> list[Trigger]:
    """508.1m, 508.3: as attackers are declared."""
    if not state.listening:
        return []
    found = attacks.on_attacks(state) if _may_trigger(state, NO_EVENTS, attacks.WORDS) else []
    declared = state.declared
    for live in _with_abilities(state, _ATTACK_EVENTS):
        wants = live.waits
        mine = [a for a in declared if state.perms[a].controller == live.controller]
        events: dict[TriggerEvent, list[Occurrence]] = {}
        if live.id in declared:
            defending = state.attacked_player.get(live.id)
            events[E.ATTACKS] = [(None, defending)]
            if len(declared) == 1:  # 506.5
                events[E.ATTACKS_ALONE] = [(None, defending)]
        if E.ANOTHER_CREATURE_ATTACKS in wants:
            events[E.ANOTHER_CREATURE_ATTACKS] = [(a, state.attacked_player.get(a))
                                                  for a in mine if a != live.id]
        events[E.A_CREATURE_ATTACKS] = [(a, state.attacked_player.get(a)) for a in mine]
        if len(declared) == 1:  # 506.5
            events[E.A_CREATURE_ATTACKS_ALONE] = events[E.A_CREATURE_ATTACKS]
        events[E.YOU_ATTACK] = [(a, None, 1) for a in mine]  # (once: _BATCH; "that many")
        if not wants.isdisjoint(_ATTACKS_YOU):  # 508.3a: what each attacks
            events[E.A_CREATURE_ATTACKS_YOU] = [
                (a, live.controller) for a in declared
                if state.attacking[a] == live.controller]
            events[E.A_CREATURE_ATTACKS_YOU_OR_YOURS] = [
                (a, live.controller) for a in declared
                if _attacks_yours(state, state.attacking[a], live.controller)]
            opponents = [(a, state.attacked_player[a]) for a in declared
                         if not state.board.allied(state.attacked_player[a], live.controller)]
            events[E.A_CREATURE_ATTACKS_AN_OPPONENT] = [  # (a player, not a permanent)
                (a, p) for a, p in opponents if state.attacking[a] == p]
            events[E.A_CREATURE_ATTACKS_AN_OPPONENT_OR_THEIRS] = [
                (a, p) for a, p in opponents if _attacks_yours(state, state.attacking[a], p)]
        found += _structured(state, live, events, count=len(mine))
    return found


def _attacks_yours(state: State, attacked: str | None, player: str) -> bool:
    """Is `attacked` (what a creature attacks, 506.2) `player` or a planeswalker they
    control?"""
    if attacked == player:
        return True
    walker = state.perms.get(attacked) if attacked is not None else None
    return walker is not None and PLANESWALKER in walker.perm.types and (
        walker.controller == player)


def on_blocks(state: State) -> list[Trigger]:
    """509.1i, 509.3: as blockers are declared."""
    if not state.listening:
        return []
    found = blocks.on_blocks(state) if _may_trigger(state, NO_EVENTS, blocks.WORDS) else []
    for live in _with_abilities(state, _BLOCK_EVENTS):
        pid = live.id
        wants = live.waits
        role = _ROLES[pid in state.blocking, 2 if pid in state.blocked else int(
            pid in state.attacking)]
        if wants.isdisjoint(role):
            continue  # none of the events it waits for happened to it
        events: dict[TriggerEvent, list[Occurrence]] = {}
        if pid in state.blocking:
            you = (None, live.controller)
            events[E.BLOCKS] = events[E.BLOCKS_OR_BECOMES_BLOCKED] = [you]
            if wants & {E.BLOCKS_A_CREATURE, E.BLOCKS_SOME}:
                events[E.BLOCKS_A_CREATURE] = events[E.BLOCKS_SOME] = [
                    (a, live.controller) for a in state.blocking[pid]]  # (some: once)
        if pid in state.blocked:
            defending = state.attacked_player.get(pid)
            events[E.BECOMES_BLOCKED] = events[E.BLOCKS_OR_BECOMES_BLOCKED] = [
                (None, defending)]
            if wants & {E.BECOMES_BLOCKED_BY_A_CREATURE, E.BECOMES_BLOCKED_BY_SOME}:
                events[E.BECOMES_BLOCKED_BY_A_CREATURE] = events[E.BECOMES_BLOCKED_BY_SOME] = [
                    (b, defending) for b in state.blockers[pid]]  # (some: once)
        elif pid in state.attacking:  # 509.3g
            events[E.NOT_BLOCKED] = [(None, state.attacked_player.get(pid))]
        if E.A_CREATURE_BECOMES_BLOCKED in wants:  # 509.3c, for each of its controller's
            events[E.A_CREATURE_BECOMES_BLOCKED] = [
                (a, state.attacked_player.get(a)) for a in state.attacking
                if a in state.blocked and state.perms[a].controller == live.controller]
        if not wants.isdisjoint(_ANY_BLOCKS):  # 509.3a, 509.3c, 509.3g: for each creature
            events[E.A_CREATURE_BLOCKS] = [(b, None) for b in state.blocking]
            events[E.ANY_CREATURE_BECOMES_BLOCKED] = [
                (a, state.attacked_player.get(a)) for a in state.attacking if a in state.blocked]
            events[E.A_CREATURE_NOT_BLOCKED] = [
                (a, state.attacked_player.get(a)) for a in state.attacking
                if a not in state.blocked]
        found += _structured(state, live, events)
    return found


def on_combat_damage(state: State, dealt: list[Event]) -> list[Trigger]:
    """510.2, 510.3a: what the combat damage `dealt` makes trigger; only abilities of
    sources still on the battlefield."""
    if not state.listening:
        return []
    found = (strikes.on_combat_damage(state, dealt) if _may_trigger(
        state, NO_EVENTS, strikes.WORDS) else []) + on_life_gain(state, dealt) + on_damage(
        state, dealt, combat=True)
    if not _may_trigger(state, _COMBAT_DAMAGE_EVENTS):
        return found
    hits: dict[str, dict[str, int]] = {}
    for e in dealt:
        if e.type == EventType.DAMAGE and e.amount and e.source and e.target:
            to = hits.setdefault(e.source, {})
            to[e.target] = to.get(e.target, 0) + e.amount
    for source, targets_hit in hits.items():
        live = state.perms[source]
        if (live.zone != Zone.BATTLEFIELD or not live.waits & _DAMAGE_EVENTS):
            continue
        damaged = [t for t in targets_hit if t in state.players]
        creatures = [t for t in targets_hit if t in state.perms and state.perms[t].creature]
        walkers = [t for t in targets_hit if t in state.perms
                   and PLANESWALKER in state.perms[t].perm.types]
        found += _structured(state, live, {
            E.DEALS_COMBAT_DAMAGE: [(None, damaged[0] if damaged else None,
                                     sum(targets_hit.values()))],
            E.DEALS_COMBAT_DAMAGE_TO_A_PLAYER: [(None, p, targets_hit[p]) for p in damaged],
            E.DEALS_COMBAT_DAMAGE_TO_A_CREATURE: [(c, None, targets_hit[c]) for c in creatures],
            E.DEALS_COMBAT_DAMAGE_TO_A_PLAYER_OR_PLANESWALKER: [
                (None, None, targets_hit[t]) for t in (*damaged, *walkers)],
        })
    for live in _with_abilities(state, _YOURS_DEAL_DAMAGE):
        yours: list[Occurrence] = [
            (source, player, n) for source, targets_hit in hits.items()
            if state.perms[source].controller == live.controller
            and state.perms[source].creature
            for player, n in targets_hit.items() if player in state.players]
        found += _structured(state, live, {E.A_CREATURE_DEALS_COMBAT_DAMAGE: yours,
                                           E.CREATURES_DEAL_COMBAT_DAMAGE: yours})
    return found


def on_damage(state: State, events: list[Event], combat: bool = False) -> list[Trigger]:
    """120.3: "whenever it deals damage" and "whenever it is dealt damage", combat damage or
    not, once for all the damage of one event (the combat damage of a step, or what one
    ability dealt), "that much" being its total; "whenever it is dealt combat damage" only
    for the `combat` damage of a step (510.3a)."""
    if not state.listening or not _may_trigger(state, _ANY_DAMAGE_EVENTS):
        return []
    dealt: dict[str, int] = {}
    taken: dict[str, int] = {}
    by_creature: dict[str, dict[str, int]] = {}  # player: creature source: damage
    to_players: dict[str, dict[str, int]] = {}
    to_creatures: dict[str, dict[str, int]] = {}
    for e in events:
        if e.type == EventType.DAMAGE and e.amount and e.source and e.target:
            dealt[e.source] = dealt.get(e.source, 0) + e.amount
            taken[e.target] = taken.get(e.target, 0) + e.amount
            if e.target in state.players:
                hit = to_players.setdefault(e.source, {})
                hit[e.target] = hit.get(e.target, 0) + e.amount
                if e.source in state.perms and state.perms[e.source].creature:
                    hit = by_creature.setdefault(e.target, {})
                    hit[e.source] = hit.get(e.source, 0) + e.amount
            elif e.target in state.perms and state.perms[e.target].creature:
                hit = to_creatures.setdefault(e.source, {})
                hit[e.target] = hit.get(e.target, 0) + e.amount
    players = {p: n for p, n in taken.items() if p in state.players}
    found: list[Trigger] = []
    for live in _with_abilities(state, _ANY_DAMAGE_EVENTS):
        you: list[Occurrence] = [(None, live.controller, players[live.controller])] if (
            live.controller in players) else []
        opponents: list[Occurrence] = [(None, p, n) for p, n in players.items()
                                       if not state.board.allied(p, live.controller)]  # 102.2
        found += _structured(state, live, {
            E.DEALS_DAMAGE: [(None, None, dealt[live.id])] if live.id in dealt else [],
            E.IS_DEALT_DAMAGE: [(None, None, taken[live.id])] if live.id in taken else [],
            E.IS_DEALT_COMBAT_DAMAGE: [(None, None, taken[live.id])]
            if combat and live.id in taken else [],
            E.DEALS_DAMAGE_TO_AN_OPPONENT: [
                (None, p, n) for p, n in to_players.get(live.id, {}).items()
                if not state.board.allied(p, live.controller)],  # 102.2
            E.DEALS_DAMAGE_TO_A_PLAYER: [
                (None, p, n) for p, n in to_players.get(live.id, {}).items()],
            E.DEALS_DAMAGE_TO_A_CREATURE: [
                (c, None, n) for c, n in to_creatures.get(live.id, {}).items()],
            E.A_CREATURE_DEALS_DAMAGE_TO_YOU: [
                (c, live.controller, n)
                for c, n in by_creature.get(live.controller, {}).items()],
            E.YOU_ARE_DEALT_DAMAGE: you,
            E.YOU_ARE_DEALT_COMBAT_DAMAGE: you if combat else [],
            E.OPPONENT_DEALT_DAMAGE: opponents,
            E.OPPONENT_DEALT_NONCOMBAT_DAMAGE: [] if combat else opponents,
            E.A_CREATURE_IS_DEALT_DAMAGE: [
                (c, None, n) for c, n in taken.items()
                if c in state.perms and state.perms[c].creature]})
    return found


def on_events(state: State, events: list[Event]) -> list[Trigger]:
    """What an ability's or action's `events` make trigger: dying and leaving, gaining life,
    damage, entering, becoming monstrous, becoming tapped or untapped (each detector asked
    only when an event of its kind happened)."""
    if not state.listening:
        return []
    for event in events:
        if event.type not in _QUIET:
            break
    else:
        return []
    kinds = {e.type for e in events}
    found: list[Trigger] = []
    for detect, wanted in _DETECTORS:
        if kinds & wanted:
            found += detect(state, events)
    return found


def on_life_gain(state: State, events: list[Event]) -> list[Trigger]:
    """119.10: "whenever you gain life", once for each event in which its controller gained
    life (lifelink's, 702.15b, an ability's, 119.3)."""
    if (not state.listening or not _may_trigger(state, _LIFE_EVENTS)
            or not any(e.type == EventType.LIFE_GAIN for e in events)):
        return []
    found: list[Trigger] = []
    for live in _with_abilities(state, _LIFE_EVENTS):
        gains: list[Occurrence] = [
            (None, None, e.amount) for e in events
            if e.type == EventType.LIFE_GAIN and e.player == live.controller and e.amount]
        theirs: list[Occurrence] = [
            (None, e.player, e.amount) for e in events
            if e.type == EventType.LIFE_GAIN and e.player and e.amount
            and not state.board.allied(e.player, live.controller)]  # 102.2
        found += _structured(state, live, {E.YOU_GAIN_LIFE: gains,
                                           E.OPPONENT_GAINS_LIFE: theirs})
    return found


def on_enters(state: State, events: list[Event]) -> list[Trigger]:
    """603.6a: "whenever a permanent enters", once for each token created or card returned
    to the battlefield by `events`."""
    entered = [e.permanent for e in events if e.type in _ENTERS and e.permanent]
    if not entered or not state.listening:
        return []
    found: list[Trigger] = []
    for live in _with_abilities(state, frozenset({E.A_PERMANENT_ENTERS})):
        found += _structured(state, live, {E.A_PERMANENT_ENTERS: [
            (pid, None) for pid in entered if state.on_battlefield(pid)]})
    return found


_ENTERS = frozenset({EventType.TOKEN, EventType.RETURNS})


def on_counters(state: State, events: list[Event]) -> list[Trigger]:
    """122.6: "whenever one or more +1/+1 counters are put on it", once for each event that
    puts them on it, or in which it enters with them (undying's return), "that much" how
    many; with a `count`, only when that many or more are put at once."""
    put = [(e.permanent, e.amount) for e in events if e.type == EventType.COUNTERS
           and e.note == "+1/+1" and e.permanent and e.amount]
    put += [(e.permanent, n) for e in events if e.type == EventType.RETURNS and e.permanent
            and (n := state.perms[e.permanent].plus)]
    if not put or not state.listening:
        return []
    found: list[Trigger] = []
    for live in _with_abilities(state, _COUNTERS_EVENTS):
        found += _structured(state, live, {
            E.COUNTERS_PUT: [(None, None, n) for pid, n in put if pid == live.id],
            E.A_CREATURE_COUNTERS_PUT: [(pid, None, n) for pid, n in put
                                        if state.perms[pid].creature]})
    return found


_COUNTERS_EVENTS = frozenset({E.COUNTERS_PUT, E.A_CREATURE_COUNTERS_PUT})


def on_monstrous(state: State, events: list[Event]) -> list[Trigger]:
    """701.37b: "when this creature becomes monstrous"."""
    became = [e.permanent for e in events if e.type == EventType.MONSTROUS and e.permanent]
    if not became or not state.listening:
        return []
    return [t for live in _with_abilities(state, frozenset({E.BECOMES_MONSTROUS}))
            if live.id in became
            for t in _structured(state, live, {E.BECOMES_MONSTROUS: [(None, None)]})]


def after_damage_matters(state: State) -> bool:
    """Can combat damage make more happen than state-based actions: an ability that
    triggers on combat damage or on dying, or a static ability (its source may die, and
    what it applies to may change)?"""
    if not (state.listening or state.dynamic):
        return False
    for live in state.perms.values():
        if live.zone != Zone.BATTLEFIELD:
            continue
        if any(word in strikes.WORDS or word in dies.WORDS
               for word, _ in live.perm.keywords.triggered):
            return True
        if live.base.abilities and (live.waits & AFTER_DAMAGE_EVENTS or any(
                isinstance(a, Static) for a in live.base.abilities)):
            return True
    return False


def detect_deaths(state: State, events: list[Event]) -> list[Trigger]:
    """700.4, 603.6c, 603.10a: the "dies" and "leaves the battlefield" abilities of what
    `events` took off the battlefield, as it last existed there."""
    if not state.listening or not any(e.type in _LEAVE for e in events):
        return []
    if not _may_trigger(state, _DEATH_EVENTS, dies.WORDS):
        return []
    gone = dies.died(state, events)
    found = dies.on_dies(state, gone)
    left = [state.perms[e.permanent] for e in events if e.type in _LEAVE
            and e.permanent in state.perms and state.perms[e.permanent].zone in _ELSEWHERE]
    for live in left:
        if live.waits & _ITS_OWN_DEATH:
            found += _structured(state, live, {E.DIES: [(None, None)] if live in gone else [],
                                               E.LEAVES: [(None, None)]}, gone=True)
    if not _may_trigger(state, _OTHERS_DEATHS):
        return found
    # 603.10a: what left with them looks back in time too
    sacrificed = [state.perms[e.permanent] for e in events
                  if e.type == EventType.SACRIFICED and e.permanent in state.perms]
    for event, which in ((E.A_CREATURE_DIES, [g for g in gone if g.creature]),
                         (E.A_PERMANENT_DIES, gone), (E.A_PERMANENT_LEAVES, left),
                         (E.A_PERMANENT_SACRIFICED, sacrificed)):
        wanted = frozenset({event})
        watching = [*_with_abilities(state, wanted), *(
            live for live in left if live.waits & wanted)]
        for live in watching:
            others: list[Occurrence] = [(g.id, None) for g in which]
            found += _structured(state, live, {event: others},
                                 gone=live.zone != Zone.BATTLEFIELD)
    return found


# What takes a permanent off the battlefield (701.8a, 704.5f-g, 701.21a, 701.13a, 400.7).
_LEAVE = dies.DIE | {EventType.EXILED, EventType.RETURNED, EventType.PUT_INTO_LIBRARY}
_ELSEWHERE = frozenset({Zone.GRAVEYARD, Zone.EXILE, Zone.HAND, Zone.LIBRARY})


def on_tapped(state: State, events: list[Event]) -> list[Trigger]:
    """701.26a: "whenever it becomes tapped", "whenever a creature ... becomes tapped",
    "whenever it becomes untapped", once for each permanent `events` tapped or untapped."""
    if not state.listening or not _may_trigger(state, _TAPPED_EVENTS):
        return []
    tapped = [e.permanent for e in events if e.type == EventType.TAPPED and e.permanent]
    untapped = [e.permanent for e in events if e.type == EventType.UNTAPPED and e.permanent]
    if not tapped and not untapped:
        return []
    found: list[Trigger] = []
    for live in _with_abilities(state, _TAPPED_EVENTS):
        found += _structured(state, live, {
            E.BECOMES_TAPPED: [(None, None)] * tapped.count(live.id),
            E.A_CREATURE_BECOMES_TAPPED: [(pid, None) for pid in tapped
                                          if state.perms[pid].creature],
            E.BECOMES_UNTAPPED: [(None, None)] * untapped.count(live.id)})
    return found


_TAPPED_EVENTS = frozenset({E.BECOMES_TAPPED, E.A_CREATURE_BECOMES_TAPPED, E.BECOMES_UNTAPPED})


def on_targeted(state: State, aimed: list[tuple[str, str]]) -> list[Trigger]:
    """601.2c, 602.2b, 603.3d: "whenever it becomes the target of a spell or ability [an
    opponent controls / you control]", once for each time an ability put on the stack chose
    it (`aimed`: each target chosen, and the ability's controller: "that player")."""
    if not aimed or not state.listening:
        return []
    found: list[Trigger] = []
    for live in _with_abilities(state, _TARGET_EVENTS):
        by = [player for target, player in aimed if target == live.id]
        found += _structured(state, live, {
            E.BECOMES_TARGET: [(None, None)] * len(by),
            E.BECOMES_TARGET_BY_OPPONENT: [(None, player) for player in by
                                           if not state.board.allied(player, live.controller)],
            E.BECOMES_TARGET_BY_YOU: [(None, None) for player in by
                                      if player == live.controller]})
    return found


_TARGET_EVENTS = frozenset({E.BECOMES_TARGET, E.BECOMES_TARGET_BY_OPPONENT,
                            E.BECOMES_TARGET_BY_YOU})


def end_of_combat(state: State) -> list[Trigger]:
    """511.2: "at end of combat", and the delayed triggered abilities waiting for it
    (603.7a-c: each acts on the object it names, and triggers only once)."""
    if not state.listening:
        return []
    delayed = [Trigger(source, controller, "603.7a", f'delayed ability "{delayed_words(effect)} '
                       f'at end of combat"', perform,
                       subject=pid, ability=Triggered(E.END_OF_COMBAT, (effect,)),
                       key=f"{source}:delayed")
               for source, controller, pid, effect in state.delayed]
    state.delayed = []
    return delayed + [t for live in _with_abilities(state, _END)
                      for t in _structured(state, live, {E.END_OF_COMBAT: [(None, None)]})]


def on_state(state: State, waiting: Sequence[Trigger]) -> list[Trigger]:
    """603.8: the state triggers whose state (their `if`) is true now, each not already
    `waiting` to go on the stack or on it."""
    if not _may_trigger(state, _STATE):
        return []
    keys = {t.key for t in waiting}
    found: list[Trigger] = []
    for live in _with_abilities(state, _STATE):
        for index, ability in enumerate(live.perm.abilities):
            if (isinstance(ability, Triggered) and ability.event == E.STATE
                    and f"{live.id}:{index}" not in keys and ability.condition is not None
                    and holds(state, ability.condition, live)):
                found.append(_trigger(state, live, index, ability, None, None, 0))
    return found


_STATE = frozenset({E.STATE})


def _with_abilities(state: State, wanted: frozenset[TriggerEvent]) -> list[Live]:
    """The permanents on the battlefield with a triggered ability for one of `wanted`."""
    if not _may_trigger(state, wanted):
        return []
    return [live for live in state.battlefield() if not live.waits.isdisjoint(wanted)]


def _may_trigger(state: State, events: frozenset[TriggerEvent],
                 words: frozenset[str] = frozenset()) -> bool:
    """May an ability trigger for one of `events`, or a triggered keyword of `words`? Not
    when neither the board nor a token made since has one (nor grants one): a card returned
    to the battlefield has the abilities it had."""
    waiting = state.waiting
    if waiting is None or waiting[0] != len(state.tokens):
        waits, keywords = _ON_BOARD.get(state.board, lambda b: _listening(b.permanents))
        for token in state.tokens:
            more = _ITS_OWN.get(state.perms[token].base, lambda p: _listening((p,)))
            waits, keywords = waits | more[0], keywords | more[1]
        waiting = state.waiting = (len(state.tokens), waits, keywords)
    return not (waiting[1].isdisjoint(events) and waiting[2].isdisjoint(words))


Listening = tuple[frozenset[TriggerEvent], frozenset[str]]


def _listening(perms: tuple[Permanent, ...]) -> Listening:
    """The events the triggered abilities of `perms` wait for, and the triggered keywords
    they have or their abilities may grant or give tokens."""
    given: frozenset[TriggerEvent] = frozenset(
        g.event for p in perms for a in p.abilities if isinstance(a, Static)
        for g in a.grants if isinstance(g, Triggered))
    waits = given.union(*(waits_of(p) for p in perms))
    granted = [k for p in perms for a in p.abilities
               for k in (a.keywords if isinstance(a, Static) else [
                   k for e in a.effects for k in getattr(e, "keywords", ())])]
    keywords = frozenset(word for p in perms for word, _ in p.keywords.triggered)
    return waits, keywords | {word for word, _ in parse(granted).triggered}


_ON_BOARD: PerObject[Board, Listening] = PerObject()
_ITS_OWN: PerObject[Permanent, Listening] = PerObject()


_ATTACKS_YOU = frozenset({E.A_CREATURE_ATTACKS_YOU, E.A_CREATURE_ATTACKS_YOU_OR_YOURS,
                          E.A_CREATURE_ATTACKS_AN_OPPONENT,
                          E.A_CREATURE_ATTACKS_AN_OPPONENT_OR_THEIRS})
_ATTACK_EVENTS = frozenset({E.ATTACKS, E.ATTACKS_ALONE, E.ANOTHER_CREATURE_ATTACKS,
                            E.YOU_ATTACK, E.A_CREATURE_ATTACKS, E.A_CREATURE_ATTACKS_ALONE,
                            *_ATTACKS_YOU})
_ANY_DAMAGE_EVENTS = frozenset({E.DEALS_DAMAGE, E.IS_DEALT_DAMAGE, E.DEALS_DAMAGE_TO_A_PLAYER,
                                E.DEALS_DAMAGE_TO_A_CREATURE, E.IS_DEALT_COMBAT_DAMAGE,
                                E.DEALS_DAMAGE_TO_AN_OPPONENT, E.A_CREATURE_DEALS_DAMAGE_TO_YOU,
                                E.OPPONENT_DEALT_DAMAGE, E.OPPONENT_DEALT_NONCOMBAT_DAMAGE,
                                E.YOU_ARE_DEALT_DAMAGE, E.YOU_ARE_DEALT_COMBAT_DAMAGE,
                                E.A_CREATURE_IS_DEALT_DAMAGE})
_ITS_OWN_DEATH = frozenset({E.DIES, E.LEAVES})
_OTHERS_DEATHS = frozenset({E.A_CREATURE_DIES, E.A_PERMANENT_DIES, E.A_PERMANENT_LEAVES,
                            E.A_PERMANENT_SACRIFICED})
_DEATH_EVENTS = _ITS_OWN_DEATH | _OTHERS_DEATHS
_DAMAGE_EVENTS = frozenset({E.DEALS_COMBAT_DAMAGE, E.DEALS_COMBAT_DAMAGE_TO_A_PLAYER,
                            E.DEALS_COMBAT_DAMAGE_TO_A_CREATURE,
                            E.DEALS_COMBAT_DAMAGE_TO_A_PLAYER_OR_PLANESWALKER})
# (whatever its own role, 509.3a, 509.3c, 509.3g)
_ANY_BLOCKS = frozenset({E.A_CREATURE_BLOCKS, E.ANY_CREATURE_BECOMES_BLOCKED,
                         E.A_CREATURE_NOT_BLOCKED})
_AS_NEITHER = _ANY_BLOCKS | {E.A_CREATURE_BECOMES_BLOCKED}
_AS_BLOCKER = _AS_NEITHER | {E.BLOCKS, E.BLOCKS_A_CREATURE, E.BLOCKS_OR_BECOMES_BLOCKED,
                             E.BLOCKS_SOME}
_AS_BLOCKED = _AS_NEITHER | {E.BECOMES_BLOCKED, E.BECOMES_BLOCKED_BY_A_CREATURE,
                             E.BLOCKS_OR_BECOMES_BLOCKED, E.BECOMES_BLOCKED_BY_SOME}
_AS_UNBLOCKED = _AS_NEITHER | {E.NOT_BLOCKED}
_BLOCK_EVENTS = _AS_BLOCKER | _AS_BLOCKED | _AS_UNBLOCKED
# (blocks?, 0: doesn't attack, 1: attacks unblocked, 2: attacks blocked) -> what may happen to it
_ROLES = {(blocks, attacks): (_AS_BLOCKER if blocks else _AS_NEITHER) | (
    _AS_NEITHER, _AS_UNBLOCKED, _AS_BLOCKED)[attacks] for blocks in (False, True)
    for attacks in (0, 1, 2)}
_LIFE_EVENTS = frozenset({E.YOU_GAIN_LIFE, E.OPPONENT_GAINS_LIFE})
_YOURS_DEAL_DAMAGE = frozenset({E.A_CREATURE_DEALS_COMBAT_DAMAGE,
                                E.CREATURES_DEAL_COMBAT_DAMAGE})
_COMBAT_DAMAGE_EVENTS = _DAMAGE_EVENTS | _YOURS_DEAL_DAMAGE
# What combat damage, and dying of it, makes trigger (510.3a, 603.6c, 603.10a, 119.10).
AFTER_DAMAGE_EVENTS = _DAMAGE_EVENTS | _ANY_DAMAGE_EVENTS | _DEATH_EVENTS | _YOURS_DEAL_DAMAGE | {
    E.YOU_GAIN_LIFE}
# Events that happen to several creatures at once and trigger once ("one or more ...", "you
# attack"): per player, when `count` or more of the creatures match the filter.
_BATCH = frozenset({E.YOU_ATTACK, E.CREATURES_DEAL_COMBAT_DAMAGE, E.BLOCKS_SOME,
                    E.BECOMES_BLOCKED_BY_SOME})
# Each detector of `on_events`, and the kinds of events it looks at.
_DETECTORS: tuple[tuple[Callable[[State, list[Event]], list[Trigger]],
                        frozenset[EventType]], ...] = (
    (detect_deaths, _LEAVE), (on_life_gain, frozenset({EventType.LIFE_GAIN})),
    (on_damage, frozenset({EventType.DAMAGE})), (on_enters, _ENTERS),
    (on_monstrous, frozenset({EventType.MONSTROUS})),
    (on_tapped, frozenset({EventType.TAPPED, EventType.UNTAPPED})),
    (on_counters, frozenset({EventType.COUNTERS, EventType.RETURNS})))
_QUIET = frozenset(EventType) - frozenset().union(*(kinds for _, kinds in _DETECTORS))
# An occurrence of an event: the other creature of it, its player, its amount ("that much")
# and the creatures it counted ("those creatures"), the last two optional.
Occurrence = (tuple[str | None, str | None] | tuple[str | None, str | None, int]
              | tuple[str | None, str | None, int, tuple[str, ...]])


def _structured(state: State, live: Live, events: Mapping[TriggerEvent, Sequence[Occurrence]],
                count: int = 0, gone: bool = False) -> list[Trigger]:
    """The triggers of `live`'s structured abilities for `events`: each event with its
    occurrences. `gone`: it has left the battlefield."""
    found: list[Trigger] = []
    for index, ability in enumerate(live.perm.abilities):  # (with those given, 613.1f)
        if not isinstance(ability, Triggered):
            continue
        occurrences = events.get(ability.event)
        if not occurrences:
            continue
        if ability.event in _BATCH:
            occurrences = _batched(state, live, ability, occurrences)
        for occurrence in occurrences:
            subject, player = occurrence[0], occurrence[1]
            amount = occurrence[2] if len(occurrence) > 2 else 0
            if ability.event == E.ATTACKS and count < ability.count:  # battalion
                continue
            if ability.event in _COUNTERS_EVENTS and amount < ability.count:  # (122.6)
                continue
            if (ability.filter is not None and subject is not None
                    and not matches(state, ability.filter, state.perms[subject], live)):
                continue
            if (ability.condition is not None and not gone and not ability.only_if
                    and not holds(state, ability.condition, live)):
                continue  # 603.4: the intervening "if" as it triggers
            if ability.once_each_turn:  # its own limit, as printed
                key = f"triggered:{live.id}:{index}"
                if state.taken.get(key):
                    continue
                state.taken[key] = 1
            found.append(_trigger(state, live, index, ability, subject, player, amount,
                                  occurrence[3] if len(occurrence) > 3 else ()))
    return found


def _batched(state: State, live: Live, ability: Triggered,
             occurrences: Sequence[Occurrence]) -> list[Occurrence]:
    """One occurrence for each player whose occurrences have `count` or more creatures the
    ability's filter matches (all, without one), with their amounts added and those
    creatures."""
    found: dict[str | None, list[tuple[str, int]]] = {}
    for occurrence in occurrences:
        subject, player = occurrence[0], occurrence[1]
        if subject is not None and (ability.filter is None or matches(
                state, ability.filter, state.perms[subject], live)):
            amount = occurrence[2] if len(occurrence) > 2 else 0
            found.setdefault(player, []).append((subject, amount))
    return [(None, player, sum(n for _, n in counted), tuple(s for s, _ in counted))
            for player, counted in found.items() if len(counted) >= ability.count]


def _trigger(state: State, live: Live, index: int, ability: Triggered, subject: str | None,
             player: str | None, amount: int, subjects: tuple[str, ...] = ()) -> Trigger:
    if ability.modes:  # 700.2b: the mode is chosen as it is put on the stack
        made = [_trigger(state, live, index, replace(ability, effects=mode, modes=()),
                         subject, player, amount, subjects) for mode in ability.modes]
        return made[_mode(state, live.id, made)]
    targeted, rule, label, again = _SHAPES.get(ability, _shape)
    if player is None:
        player = state.attacked_player.get(live.id)
    return Trigger(live.id, live.controller, rule, label, perform, subject=subject,
                   subjects=subjects, player=player, amount=amount,
                   legal=targets if targeted else None,
                   holds=_still if again else None, ability=ability, key=f"{live.id}:{index}")


def _mode(state: State, source: str, modes: list[Trigger]) -> int:
    """700.2b: the mode chosen, the file's next of `combat.choices` for its source (its
    number, "1" the first), else the first that can be chosen: a mode with no legal target
    can't be (with none, the first: it then leaves the stack, 603.3d)."""
    legal = [str(n + 1) for n, t in enumerate(modes) if t.legal is None or t.legal(state, t)]
    listed = state.combat.choices.get(source, ())
    used = state.taken.get(f"choices:{source}", 0)
    if used >= len(listed):
        return int(legal[0]) - 1 if legal else 0
    state.taken[f"choices:{source}"] = used + 1
    if listed[used] not in legal:
        raise ScenarioError(f"combat.choices.{source}[{used}]", (
            f"'{listed[used]}' is not a mode of {source}'s modal ability that can be chosen "
            f"now (700.2b): {', '.join(legal) or 'none'}"))
    return int(listed[used]) - 1


def _still(state: State, trigger: Trigger) -> bool:
    """Its intervening "if" as it resolves (603.4); evolve's comparison, made again
    (702.100b: with the entering creature as it last existed)."""
    ability = trigger.ability
    source = state.perms[trigger.source]
    if ability.condition is not None and not holds(state, ability.condition, source):
        return False
    if ability.filter is not None and ability.filter.greater_than_it and trigger.subject:
        return matches(state, _GREATER, state.perms[trigger.subject], source)
    return True


_GREATER = Filter(types=frozenset(), greater_than_it=True)  # evolve's comparison alone


def _shape(ability: Triggered) -> tuple[bool, str, str, bool]:
    """Whether it targets, its rule, its label, and whether anything is checked again as it
    resolves (`_still`)."""
    targeted = any(has_target(e) for e in ability.effects)
    when, rule = WHEN[ability.event]
    if ability.event == TriggerEvent.YOU_ATTACK and ability.count > 1:
        when += f" with {ability.count} or more creatures"
    elif ability.event == TriggerEvent.ATTACKS and ability.count > 1:
        when = f"whenever it and at least {ability.count - 1} other creatures attack"
    again = (ability.condition is not None and ability.event != E.STATE
             and not ability.while_) or (
        ability.filter is not None and ability.filter.greater_than_it)  # (603.8: not again)
    return targeted, rule, f'ability "{ability.text or when}"', again


_SHAPES: PerObject[Triggered, tuple[bool, str, str, bool]] = PerObject()

