"""What the effects of structured triggered abilities (core.abilities) do as they resolve
(608.2): pumps until end of turn or combat (611.2), counters (122.1), life gained and lost
(119.3), damage (120.3, dealt as combat damage would be but not as combat damage), tokens
(111.1) and permanents taken off the battlefield (701.8, 701.13, 701.21, 400.7), each as
events with their rule."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial

from redzone.core.abilities import (
    ANY_CREATURE,
    REMOVAL_RULES,
    REMOVAL_WORDS,
    TARGETED,
    TARGETED_PLAYERS,
    Activated,
    AddCounters,
    Amount,
    BlocksIt,
    BlocksMore,
    CantBlockIt,
    Cost,
    Count,
    Damage,
    Draw,
    Effect,
    Fight,
    Filter,
    GainLife,
    Goad,
    LoseLife,
    Monstrosity,
    MoveCounters,
    PlayerWho,
    Poison,
    Prevent,
    PreventCombatDamage,
    Pump,
    Regenerate,
    Removal,
    Remove,
    RemoveCounters,
    RemoveFromCombat,
    Sacrifices,
    Tap,
    TokenCopy,
    Tokens,
    Triggered,
    Who,
    has_target,
    read_may,
)
from redzone.core.errors import ScenarioError
from redzone.core.keywords import KEYWORD_COUNTERS, LAND_TYPES, parse
from redzone.core.model import (
    ARTIFACT,
    BATTLE,
    CREATURE,
    EMPTY,
    ENCHANTMENT,
    PLANESWALKER,
    Permanent,
)
from redzone.core.result import Event, EventType, Zone
from redzone.rules.cr.damage import deal
from redzone.rules.cr.hooks import Chooser, Trigger
from redzone.rules.cr.keywords.protection import targetable
from redzone.rules.cr.keywords.requirements import ATTACKS_IF_ABLE
from redzone.rules.cr.players import gained, hexproof
from redzone.rules.cr.state import Live, State, describe_pump, instead, made

from .match import matches, times

BENEFITS = (Pump, AddCounters, Prevent)  # what helps, unless its numbers are negative


def perform(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    """A structured ability's effects, in order."""
    ability: Triggered | Activated = trigger.ability
    events: list[Event] = []
    if isinstance(ability, Triggered):
        _choose(state, trigger, ability)
    if isinstance(ability, Triggered) and ability.may is not None:
        taken, events = _may(state, trigger, ability.may, chooser)
        if not taken:
            return events
    trigger.lost = 0
    for effect in ability.effects:
        done = _do(state, trigger, effect, chooser)
        trigger.lost += sum(e.amount or 0 for e in done if e.type == EventType.LIFE_LOSS)
        events += done
    return events


def _choose(state: State, trigger: Trigger, ability: Triggered) -> None:
    """608.2d: what "your choice of" chooses as it resolves: the file's next choice for its
    source's triggered abilities (`combat.choices`), one of the options, else the first."""
    options = {o for e in ability.effects if isinstance(e, Pump) for o in e.one_of}
    if not options:
        return
    listed = state.combat.choices.get(trigger.source, ())
    used = state.taken.get(f"choices:{trigger.source}", 0)
    if used >= len(listed):
        return
    state.taken[f"choices:{trigger.source}"] = used + 1
    if listed[used] not in options:
        raise ScenarioError(f"combat.choices.{trigger.source}[{used}]", (
            f"'{listed[used]}' is not one of the options of {trigger.source}'s "
            f"{trigger.label}: {', '.join(sorted(options))}"))
    trigger.choice = listed[used]


def _may(state: State, trigger: Trigger, action: str,
         chooser: Chooser) -> tuple[bool, list[Event]]:
    """603.5: whether its controller does what "you may" says, by the file (`combat.may`)
    or the chooser, paying what it costs on the board (119.4, 701.21a, 107.5); a cost that
    can't be paid isn't (601.2h's all or none)."""
    player = trigger.controller
    given = state.combat.may.get(trigger.source)
    wants = chooser.may(state, trigger) if given is None else given
    cost = read_may(action)
    source = state.perms[trigger.source]
    offered: list[str] = []
    if wants and cost.sacrifice_a is not None:
        legal = sacrificeable(state, source, player, cost)
        offered = (chooser.sacrifice(state, player, cost.sacrifice_count, legal)
                   if len(legal) >= cost.sacrifice_count else [])
    tapped: list[str] = []
    if wants and cost.tap_a is not None:
        legal = tappable(state, source, player, cost)
        tapped = (chooser.tap(state, player, cost.tap_count, legal)
                  if len(legal) >= cost.tap_count else [])
    payable = (state.players[player].life >= cost.life
               and (cost.sacrifice_a is None or len(offered) == cost.sacrifice_count)
               and (cost.tap_a is None or len(tapped) == cost.tap_count)
               and not ((cost.sacrifice or cost.tap or cost.exile)
                        and not state.on_battlefield(source.id))
               and not (cost.tap and source.tapped)
               and all(source.counters().get(k, 0) >= n for k, n in cost.counters))
    note = action or "do what it says"
    taken = wants and payable
    events = [Event(EventType.MAY, "603.5", source=source.id, player=player,
                    amount=int(taken), note=note if taken or not wants else
                    f"{note} (it can't be paid)")]
    if not taken:
        return False, events
    return True, events + pay(state, source, player, cost, offered, tapped)


def sacrificeable(state: State, source: Live, player: str, cost: Cost) -> list[str]:
    """What may pay the cost's "Sacrifice a creature" (701.21a): a permanent `player`
    controls that matches, not the source when the cost sacrifices it already."""
    want = cost.sacrifice_a
    if want is None:
        return []
    return [live.id for live in state.battlefield() if live.controller == player
            and matches(state, want, live, source, player)
            and not (cost.sacrifice and live.id == source.id)]


def returnable(state: State, source: Live, player: str, cost: Cost) -> list[str]:
    """What may pay the cost's "Return a land you control to its owner's hand": a permanent
    `player` controls that matches."""
    want = cost.return_a
    if want is None:
        return []
    return [live.id for live in state.battlefield() if live.controller == player
            and matches(state, want, live, source, player)]


def tappable(state: State, source: Live, player: str, cost: Cost) -> list[str]:
    """What may pay the cost's "Tap an untapped creature you control": an untapped
    permanent `player` controls that matches, not the source when {T} taps it already."""
    want = cost.tap_a
    if want is None:
        return []
    return [live.id for live in state.battlefield() if live.controller == player
            and not live.tapped and matches(state, want, live, source, player)
            and not (cost.tap and live.id == source.id)]


def removable(state: State, source: Live, player: str, cost: Cost) -> list[str]:
    """What may pay the cost's "Remove a +1/+1 counter from a creature you control": a
    permanent `player` controls that matches and has that many counters of that kind."""
    want = cost.remove_a
    if want is None:
        return []
    return [live.id for live in state.battlefield() if live.controller == player
            and live.counters().get(cost.remove_kind, 0) >= cost.remove_count
            and matches(state, want, live, source, player)]


def pay(state: State, source: Live, player: str, cost: Cost,
        offered: list[str], tapped: Sequence[str] = (),
        removed_from: Sequence[str] = (), returned: Sequence[str] = ()) -> list[Event]:
    """601.2h: what a cost does to the board, once it is known it can be paid: tap the
    source (107.5) and `tapped`, untap it (107.6), pay life (119.4), remove counters from it
    and from `removed_from`, sacrifice the source and `offered` (701.21a), return `returned`
    to its owner's hand, exile the source."""
    events: list[Event] = []
    if cost.tap:
        source.tapped = True
        events.append(Event(EventType.TAPPED, "107.5", permanent=source.id))
    if cost.untap:
        source.tapped = False
        events.append(Event(EventType.UNTAPPED, "107.6", permanent=source.id))
    for pid in tapped:
        state.perms[pid].tapped = True
        events.append(Event(EventType.TAPPED, "601.2h", source=source.id, permanent=pid))
    if cost.life:
        state.players[player].life -= cost.life
        events.append(Event(EventType.LIFE_LOSS, "119.4", source=source.id, player=player,
                            amount=cost.life))
    for kind, n in cost.counters:
        state.remove_counters(source.id, kind, n)
        events.append(Event(EventType.COUNTERS_REMOVED, "118.3", permanent=source.id,
                            amount=n, note=kind))
    for pid in removed_from:
        state.remove_counters(pid, cost.remove_kind, cost.remove_count)
        events.append(Event(EventType.COUNTERS_REMOVED, "118.3", source=source.id,
                            permanent=pid, amount=cost.remove_count, note=cost.remove_kind))
    if cost.exile:
        state.leave(source.id, Zone.EXILE)
        events.append(Event(EventType.EXILED, "701.13a", source=source.id, permanent=source.id,
                            player=player))
    for pid in returned:
        zone = state.leave(pid, Zone.HAND)
        if zone is Zone.HAND:
            _joins_hand(state, pid)
        events.append(Event(EventType.RETURNED, "601.2h", source=source.id, permanent=pid,
                            player=player, note=instead(zone)))
    for pid in ([source.id] if cost.sacrifice else []) + offered:
        zone = state.leave(pid, Zone.GRAVEYARD)
        events.append(Event(EventType.SACRIFICED, "701.21a", source=source.id, permanent=pid,
                            player=player, note=instead(zone)))
    return events


def targets(state: State, trigger: Trigger) -> list[str]:
    """The legal targets of the ability's target (its first effect that targets), best first
    for the default choice: for a helpful effect its controller's creatures, for a harmful one
    its opponents'; those in combat first, strongest first."""
    ability = trigger.ability
    assert isinstance(ability, Triggered | Activated)
    effect = next(e for e in ability.effects if has_target(e))
    player = getattr(effect, "player", None)
    anything = getattr(effect, "to", None) == Who.ANY_TARGET
    you = trigger.controller

    def named() -> list[str]:  # the players it may target (702.11c: hexproof, an opponent's)
        return [n for n, p in state.players.items() if not p.lost and not (
            player == PlayerWho.TARGET_OPPONENT and state.board.allied(n, you))
            and not hexproof(state, n, you)]

    if player in TARGETED_PLAYERS and not anything:  # opponents first
        return sorted(named(), key=lambda n: state.board.allied(n, you))
    want = getattr(effect, "target", None)
    source = state.perms[trigger.source]

    def fits(live: Live) -> bool:
        # 115.4: a creature, planeswalker or battle, narrowed by `target` (and only those
        # are dealt damage, 120.1)
        if (anything or isinstance(effect, Damage)) and not live.perm.types & _DAMAGEABLE:
            return False
        if anything and want is None:
            return True
        return matches(state, want or Filter(), live, source, trigger.controller,
                       trigger.player)

    legal = [live for live in state.battlefield()
             if fits(live) and targetable(state, live, source, trigger.controller)]
    helps = isinstance(effect, BENEFITS) and _sign(effect) >= 0

    def rank(live: Live) -> tuple[bool, bool, int, int]:  # ties as played (listed)
        mine = live.controller == trigger.controller
        return (mine != helps, not state.in_combat(live.id), -live.power, live.timestamp)

    found = [live.id for live in sorted(legal, key=rank)]
    if anything:  # 115.4: players too, opponents first (for a helpful effect, last); with
        # `player: target opponent`, only opponents ("target opponent or planeswalker")
        found += sorted(named(), key=lambda n: state.board.allied(n, you) != helps)
    return found


_DAMAGEABLE = frozenset({CREATURE, PLANESWALKER, BATTLE})  # 115.4: the permanents "any target" is


# what a creature is worse off gaining: restrictions on it (509.1a-b, 508.1a)
_HARMFUL = frozenset({"can't block", "can't attack"})


def _sign(effect: Effect) -> int:
    if isinstance(effect, Pump):
        lost = set(effect.loses) - _HARMFUL - {"defender"}  # (losing a restriction helps)
        if _HARMFUL & set(effect.keywords) or (lost and not (
                effect.power or effect.toughness or effect.keywords)):
            return -1
        return effect.power + effect.toughness
    if isinstance(effect, AddCounters):
        return -1 if effect.kind == "-1/-1" else 1
    return 0


def _do(state: State, trigger: Trigger, effect: Effect, chooser: Chooser) -> list[Event]:
    source = trigger.source
    if isinstance(effect, Pump):
        ids = creatures(state, trigger, effect.to, effect.target)
        if not ids:
            return []
        n = _times(state, trigger, effect.count)  # as it resolves (608.2h)
        power, toughness, until = effect.power * n, effect.toughness * n, str(effect.until)
        keywords = effect.keywords + _chosen(trigger, effect.one_of)
        colors = _chosen(trigger, effect.color_one_of) if effect.color_one_of else effect.colors
        subtypes = ((trigger.choice,) if effect.type_choice and trigger.choice
                    else _chosen(trigger, effect.type_one_of) or effect.subtypes)
        if subtypes and all(t.lower() in LAND_TYPES for t in subtypes) and any(
                state.perms[pid].base.abilities or state.perms[pid].base.keywords.printed
                for pid in ids):  # (305.7: it would lose the abilities of its rules text)
            raise ScenarioError(f"battlefield.{source}", (
                "its ability sets the land types of a land with abilities, which it would "
                "lose (305.7): redzone models that only for a land without them"))
        if any(effect.double):  # 701.10b-c: each by its own power and toughness, now
            return _double(state, trigger, effect, ids, keywords)
        state.pump(frozenset(ids), power, toughness, keywords, until, source,
                   effect.base, effect.loses, effect.switch, colors, subtypes, effect.also)
        note = describe_pump(power, toughness, keywords, until, effect.base, effect.loses,
                             effect.switch, colors, subtypes, effect.also)
        return [Event(EventType.PUMPED, "611.2", source=source, permanent=pid, note=note)
                for pid in ids]
    if isinstance(effect, AddCounters | Damage) and effect.at_end_of_combat:
        return _delay(state, trigger, effect)
    if isinstance(effect, AddCounters):
        events = []
        amount = _amount(state, trigger, effect.amount, effect.times)
        for pid in creatures(state, trigger, effect.to, effect.target) if amount > 0 else []:
            if effect.only_if_none and state.perms[pid].counters().get(effect.kind):
                continue  # 701.46a: it has one already
            if n := state.add_counters(pid, effect.kind, amount):
                events.append(Event(EventType.COUNTERS, "122.1", source=source, permanent=pid,
                                    amount=n, note=effect.kind))
        return events
    if isinstance(effect, GainLife | LoseLife):
        gain = isinstance(effect, GainLife)
        amount = _amount(state, trigger, effect.amount, effect.times)
        events = []
        half = effect.amount == Amount.HALF_THEIR_LIFE
        for name in players(state, trigger, effect.player) if amount > 0 or half else []:
            if half:  # 107.1a: their own life total's half, rounded up
                amount = max(0, -(-state.players[name].life // 2))
            changed = gained(state, name, amount) if gain else amount  # (119.7, 614.1a)
            if not changed:
                continue
            state.players[name].life += changed if gain else -changed
            if gain:
                state.players[name].gained_life = True  # (119.9)
            events.append(Event(EventType.LIFE_GAIN if gain else EventType.LIFE_LOSS, "119.3",
                                source=source, player=name, amount=changed))
        return events
    if isinstance(effect, Poison):  # 122.1 (a player with ten or more loses, 704.5c)
        amount = _amount(state, trigger, effect.amount, effect.times)
        events = []
        for name in players(state, trigger, effect.player) if amount > 0 else []:
            state.players[name].poison += amount
            events.append(Event(EventType.POISON, "122.1", source=source, player=name,
                                amount=amount))
        return events
    if isinstance(effect, Monstrosity):  # 701.37a: once
        live = state.perms[source]
        if live.monstrous or live.zone != Zone.BATTLEFIELD:
            return []
        n = state.add_counters(source, "+1/+1", effect.amount)
        live.monstrous = True
        return [*([Event(EventType.COUNTERS, "701.37a", source=source, permanent=source,
                         amount=n, note="+1/+1")] if n else []),
                Event(EventType.MONSTROUS, "701.37a", source=source, permanent=source)]
    if isinstance(effect, Draw):  # 121.1
        amount = _amount(state, trigger, effect.amount, effect.times)
        events = []
        for name in players(state, trigger, effect.player) if amount > 0 else []:
            player = state.players[name]
            if player.hand is not None:
                player.hand += amount
            if player.drawn is not None:
                player.drawn += amount
            events.append(Event(EventType.DRAWS, "121.1", source=source, player=name,
                                amount=amount))
        return events
    if isinstance(effect, Damage):
        return _damage(state, trigger, effect, chooser)
    if isinstance(effect, Fight):
        return _fight(state, trigger, effect, chooser)
    if isinstance(effect, RemoveCounters):
        return _remove_counters(state, trigger, effect)
    if isinstance(effect, Regenerate):  # 701.19a: a shield for this turn
        events = []
        for pid in creatures(state, trigger, effect.to, effect.target):
            state.perms[pid].regen += 1
            events.append(Event(EventType.REGENERATION_SHIELD, "701.19a", source=source,
                                permanent=pid))
        return events
    if isinstance(effect, Tap):  # 701.26a: only an untapped permanent taps, and back
        events = []
        untap = effect.untap or (effect.either and _chosen(trigger, TAP_OR_UNTAP) == ("untap",))
        for pid in creatures(state, trigger, effect.to, effect.target):
            live = state.perms[pid]
            if live.tapped != untap:
                continue
            live.tapped = not untap
            events.append(Event(EventType.UNTAPPED if untap else EventType.TAPPED,
                                "701.26a", source=source, permanent=pid))
        return events
    if isinstance(effect, Goad):
        return _goad(state, trigger, effect)
    if isinstance(effect, Remove):
        return _remove(state, trigger, effect)
    if isinstance(effect, RemoveFromCombat):  # 506.4
        events = []
        for pid in creatures(state, trigger, effect.to, effect.target):
            if state.in_combat(pid):
                state.remove_from_combat(pid)
                events.append(Event(EventType.REMOVED_FROM_COMBAT, "506.4", source=source,
                                    permanent=pid))
        return events
    if isinstance(effect, MoveCounters):  # 122.1: its counters as it last existed
        owner = trigger.subject if effect.by == Who.THAT_CREATURE else source
        if owner is None:
            return []
        had = state.perms[owner].counters()
        if any(k in KEYWORD_COUNTERS or k == "shield" for k in had):
            raise ScenarioError(f"battlefield.{source}", (
                "its ability would move a keyword or shield counter (122.1b-c), which redzone "
                "reads only where the file gives it"))
        events = []
        for pid in creatures(state, trigger, effect.to, effect.target) if had else []:
            for kind, n in had.items():
                if put := state.add_counters(pid, kind, n):
                    events.append(Event(EventType.COUNTERS, "122.1", source=source,
                                        permanent=pid, amount=put, note=kind))
        return events
    if isinstance(effect, Sacrifices):  # 701.21a: each chooses what they sacrifice
        events = []
        source_live = state.perms[source]
        for name in players(state, trigger, effect.player):
            candidates = [live.id for live in state.battlefield() if live.controller == name
                          and matches(state, effect.what, live, source_live, name)]
            for pid in chooser.sacrifice(state, name, effect.amount, candidates):
                zone = state.leave(pid, Zone.GRAVEYARD)
                events.append(Event(EventType.SACRIFICED, "701.21a", source=source,
                                    permanent=pid, player=name, note=instead(zone)))
        return events
    if isinstance(effect, BlocksIt):  # 509.1c: a requirement, as provoke's (702.39a)
        events = []
        for pid in creatures(state, trigger, effect.to, effect.target):
            state.provoked.setdefault(pid, source)
            events.append(Event(EventType.MUST_BLOCK, "509.1c", source=source, permanent=pid,
                                target=source))
        return events
    if isinstance(effect, BlocksMore):  # 509.1a: more attackers it may block this turn
        events = []
        for pid in creatures(state, trigger, effect.to, effect.target):
            state.blocks_more(pid, effect.amount)
            events.append(Event(EventType.BLOCKS_MORE, "509.1a", source=source, permanent=pid,
                                amount=effect.amount))
        return events
    if isinstance(effect, CantBlockIt):  # 509.1b: a restriction on blocking its source
        events = []
        for pid in creatures(state, trigger, effect.to, effect.target):
            state.bar(pid, source)
            events.append(Event(EventType.CANT_BLOCK, "509.1b", source=source, permanent=pid,
                                target=source))
        return events
    if isinstance(effect, Prevent):  # 615.7: a shield for this turn
        events = []
        for pid in creatures(state, trigger, effect.to, effect.target) if effect.to else ():
            state.perms[pid].prevent += effect.amount
            events.append(Event(EventType.PREVENTION_SHIELD, "615.7", source=source,
                                permanent=pid, amount=effect.amount))
        shielded = (_chosen_players(state, trigger, effect.to) if effect.player is None
                    else players(state, trigger, effect.player))
        for name in shielded:
            state.players[name].prevent += effect.amount
            events.append(Event(EventType.PREVENTION_SHIELD, "615.7", source=source,
                                player=name, amount=effect.amount))
        return events
    if isinstance(effect, PreventCombatDamage):  # 615.1a: a prevention effect for this turn
        state.fogged = True
        return [Event(EventType.PREVENTION_EFFECT, "615.1a", source=source)]
    if isinstance(effect, TokenCopy):
        return _copies(state, trigger, effect)
    return _tokens(state, trigger, effect)


def _goad(state: State, trigger: Trigger, effect: Goad) -> list[Event]:
    """701.15a: each creature is goaded by the ability's controller until that player's next
    turn; by the same player again, nothing (701.15d). Goaded before attackers are declared,
    a creature of the attacking player attacks each combat if able (701.15b, 508.1d); the
    rule's other half, "a player other than" the goader "if able", changes nothing in a game
    where the goader is that player's only opponent, and is refused elsewhere."""
    events = []
    goader = trigger.controller
    for pid in creatures(state, trigger, effect.to, effect.target):
        if goader in state.goaded.get(pid, ()):
            continue
        state.goaded[pid] = state.goaded.get(pid, frozenset()) | {goader}
        live = state.perms[pid]
        if not state.declared and live.controller == state.board.active:
            if state.board.opponents(live.controller) != [(goader,)]:
                raise ScenarioError(f"battlefield.{trigger.source}", (
                    f"it would goad {pid} before attackers are declared, so that {pid} "
                    f"attacks a player other than {goader} if able (701.15b): redzone models "
                    "that only where the goader is the attacking player's one opponent"))
            state.pump(frozenset({pid}), 0, 0, (ATTACKS_IF_ABLE,), source=trigger.source)
        events.append(Event(EventType.GOADED, "701.15a", source=trigger.source, permanent=pid,
                            player=goader))
    return events


_LEAVES = {Removal.DESTROY: (Zone.GRAVEYARD, EventType.DESTROYED),
           Removal.EXILE: (Zone.EXILE, EventType.EXILED),
           Removal.RETURN_TO_HAND: (Zone.HAND, EventType.RETURNED),
           Removal.SACRIFICE: (Zone.GRAVEYARD, EventType.SACRIFICED),
           Removal.PUT_INTO_LIBRARY: (Zone.LIBRARY, EventType.PUT_INTO_LIBRARY)}


def _double(state: State, trigger: Trigger, effect: Pump, ids: list[str],
            keywords: tuple[str, ...]) -> list[Event]:
    """Doubling each creature's power (and/or toughness): it gets +X/+0 where X is its power
    as the ability resolves, -X/-0 from a negative power (701.10b-c), one by one."""
    events = []
    for pid in ids:
        live = state.perms[pid]
        power = live.power if effect.double[0] else 0
        toughness = live.toughness if effect.double[1] else 0
        state.pump(frozenset({pid}), power, toughness, keywords,
                   str(effect.until), trigger.source, loses=effect.loses)
        note = describe_pump(power, toughness, keywords, str(effect.until), None, effect.loses,
                             False, None, None, ())
        events.append(Event(EventType.PUMPED, "701.10b", source=trigger.source, permanent=pid,
                            note=note))
    return events


def _delay(state: State, trigger: Trigger,
           effect: AddCounters | Damage | Remove | RemoveCounters) -> list[Event]:
    """"... at end of combat": a delayed triggered ability for each creature `to` (603.7a),
    which acts on that object (603.7c), by the same source (603.7d)."""
    events = []
    for pid in creatures(state, trigger, effect.to or Who.IT, effect.target):
        state.delayed.append((trigger.source, trigger.controller, pid, replace(
            effect, to=Who.THAT_CREATURE, target=None, at_end_of_combat=False)))
        events.append(Event(EventType.DELAYED, "603.7a", source=trigger.source, permanent=pid,
                            note=delayed_words(effect, "{}")))
    return events


def delayed_words(effect: AddCounters | Damage | Remove | RemoveCounters,
                  name: str = "it") -> str:
    """What a delayed triggered ability does to its object (`name`), in words."""
    if isinstance(effect, AddCounters):
        many = "s" if effect.amount != 1 else ""
        return f"put {effect.amount} {effect.kind} counter{many} on {name}"
    if isinstance(effect, Damage):
        return f"deal {effect.amount} damage to {name}"
    if isinstance(effect, RemoveCounters):
        return f"remove {effect.amount} {effect.kind} counters from {name}"
    return str(REMOVAL_WORDS[effect.how].format(name))


def _remove(state: State, trigger: Trigger, effect: Remove) -> list[Event]:
    """Each permanent off the battlefield as `effect.how` says; or, at end of combat, a
    delayed triggered ability for each that will (603.7a, 603.7c: it acts on that object)."""
    if effect.at_end_of_combat:
        return _delay(state, trigger, effect)
    source = trigger.source
    events: list[Event] = []
    for pid in creatures(state, trigger, effect.to, effect.target):
        live = state.perms[pid]
        if effect.how == Removal.DESTROY and "indestructible" in live.flags:
            continue  # 702.12b
        if effect.how == Removal.DESTROY and live.regenerates and not (
                effect.cant_be_regenerated):  # 701.19a, 701.19c
            events.append(Event(EventType.REGENERATED, "701.19a", permanent=pid))
            if state.regenerate(pid):
                events.append(Event(EventType.REMOVED_FROM_COMBAT, "506.4", permanent=pid))
            continue
        if effect.how == Removal.SACRIFICE and live.controller != trigger.controller:
            continue  # 701.21a: only what its player controls
        zone, kind = _LEAVES[effect.how]
        went = state.leave(pid, zone)
        if went is Zone.HAND:
            _joins_hand(state, pid)
        events.append(Event(kind, REMOVAL_RULES[effect.how], source=source, permanent=pid,
                            player=live.controller if kind == EventType.SACRIFICED else None,
                            note=instead(went) if zone is Zone.GRAVEYARD else None))
    return events


def _joins_hand(state: State, pid: str) -> None:
    """A card returned to its owner's hand joins it, where the file counts it; a token
    ceases to exist there (111.8, 704.5d)."""
    live = state.perms[pid]
    owner = state.players.get(live.base.owner)
    if owner is not None and owner.hand is not None and not (live.token or live.base.token):
        owner.hand += 1


def _amount(state: State, trigger: Trigger, amount: int | Amount,
            per: Count | None = None) -> int:
    """608.2h: a number, or what it reads as the effect resolves; times `per` if given
    ("where X is the number of ...")."""
    n = _times(state, trigger, per)
    if amount == Amount.THAT_MUCH:
        return trigger.amount * n
    if amount == Amount.LIFE_LOST_THIS_WAY:  # (608.2c)
        return trigger.lost * n
    if amount == Amount.HALF_THEIR_LIFE:  # (read for each player as they lose it)
        return 0
    if amount == Amount.TARGET_CREATURES_POWER:  # as it resolves (608.2h; 107.1b)
        aimed = _target_creature(state, trigger)
        return max(0, state.perms[aimed].power) * n if aimed else 0
    if not isinstance(amount, Amount):
        return amount * n
    # as it last existed, if it has left (the state keeps it)
    whose = (trigger.source if amount in _ITS else trigger.sacrificed
             if amount == Amount.SACRIFICED_POWER else trigger.subject)
    if whose is None:
        return 0
    live = state.perms[whose]
    return (live.power if amount in _POWERS else live.toughness) * n


def _target_creature(state: State, trigger: Trigger) -> str | None:
    """The creature the ability targets, if it is still on the battlefield."""
    return next((t for t in trigger.targets if state.on_battlefield(t)), None)


TAP_OR_UNTAP = ("tap", "untap")  # "tap or untap": the options (608.2d), "tap" the default


def _chosen(trigger: Trigger, options: tuple[str, ...]) -> tuple[str, ...]:
    """The option its controller chooses as it resolves (608.2d): the file's (one of them,
    activate._offers), else the first; none without options."""
    if not options:
        return ()
    named = {o.lower(): o for o in options}  # (a land type as printed, "Swamp")
    return (named.get((trigger.choice or "").lower(), options[0]),)


def _times(state: State, trigger: Trigger, count: Count | None) -> int:
    """How many times `count` counts as the effect resolves (608.2h): once without one; the
    sacrificed permanent's power as it last existed (107.1b: 0 if it is less), or X."""
    if count is None:
        return 1
    if count.sacrificed_power:
        return max(0, state.perms[trigger.sacrificed].power) if trigger.sacrificed else 0
    if count.x:  # 107.3a: the value announced as it was activated (601.2b)
        return trigger.x
    if count.blocking_that_creature:  # 509.1h: as it resolves (608.2h)
        return len(state.blockers.get(trigger.subject, ())) if trigger.subject else 0
    return times(state, count, state.perms[trigger.source])


_ITS = frozenset({Amount.ITS_POWER, Amount.ITS_TOUGHNESS})
_POWERS = frozenset({Amount.ITS_POWER, Amount.THAT_CREATURES_POWER, Amount.SACRIFICED_POWER})


def creatures(state: State, trigger: Trigger, who: Who, which: Filter | None = None,
              ) -> list[str]:
    """The creatures (or the permanents, for a target permanent) on the battlefield that
    `who` names for this trigger, now; `which`: the filter of Who.EACH."""
    src = trigger.source
    if who is Who.IT:
        return [src] if state.on_battlefield(src) else []
    if who == Who.THAT_CREATURE:
        found = [trigger.subject] if trigger.subject else []
    elif who in TARGETED:
        found = list(trigger.targets)
    elif who == Who.EACH_OTHER_ATTACKING:
        found = [a for a in state.attacking if a != src]
    elif who == Who.EACH_ATTACKING_YOU_CONTROL:
        found = [a for a in state.attacking if state.perms[a].controller == trigger.controller]
    elif who in (Who.ENCHANTED, Who.EQUIPPED):  # as last attached (608.2h)
        attached = state.perms[src].attached
        found = [attached] if attached else []
    elif who == Who.EACH:
        source = state.perms[src]
        found = [live.id for live in state.battlefield()
                 if matches(state, which or ANY_CREATURE, live, source, trigger.controller,
                            trigger.player)]
    elif who == Who.EACH_BLOCKING_IT:
        found = list(state.blockers.get(src, ()))
    elif who == Who.EACH_BLOCKED_BY_IT:
        found = list(state.blocking.get(src, ()))
    elif who == Who.THOSE_CREATURES:
        found = list(trigger.subjects)
    else:
        anyone = who in (Who.EACH_CREATURE, Who.EACH_OTHER_CREATURE)
        found = [p.id for p in state.battlefield()
                 if (anyone or p.controller == trigger.controller)
                 and CREATURE in p.perm.types
                 and (who in (Who.EACH_YOU_CONTROL, Who.EACH_CREATURE) or p.id != src)]
    return [pid for pid in found if state.on_battlefield(pid)]


def players(state: State, trigger: Trigger, who: PlayerWho) -> list[str]:
    """The players still in the game that `who` names for this trigger."""
    you = trigger.controller
    if who == PlayerWho.YOU:
        found = [you]
    elif who in (PlayerWho.DEFENDING_PLAYER, PlayerWho.THAT_PLAYER):
        found = [trigger.player] if trigger.player else []
    elif who in TARGETED_PLAYERS:
        found = [t for t in trigger.targets if t in state.players]
    elif who == PlayerWho.EACH_PLAYER:
        found = list(state.players)
    elif who == PlayerWho.EACH_OTHER_OPPONENT:  # each opponent but the event's player
        found = [n for n in state.players if not state.board.allied(n, you)
                 and n != trigger.player]
    elif who == PlayerWho.THAT_CREATURES_CONTROLLER:  # (as it last existed, 608.2h)
        found = [state.perms[trigger.subject].controller] if trigger.subject else []
    else:
        found = [n for n in state.players if not state.board.allied(n, you)]
    return [n for n in found if not state.players[n].lost]


def _chosen_players(state: State, trigger: Trigger, who: Who | None) -> list[str]:
    """The player chosen as "any target" (115.4), if `who` is it and one was."""
    return players(state, trigger, PlayerWho.TARGET_PLAYER) if who == Who.ANY_TARGET else []


def _damage(state: State, trigger: Trigger, effect: Damage, chooser: Chooser) -> list[Event]:
    """The source deals the damage as one event (120.3); not combat damage (510.2)."""
    if effect.to == Who.WHAT_IT_ATTACKS:  # (the player, or a permanent still there)
        attacked = state.attacking.get(trigger.subject or trigger.source)
        recipients = [attacked] if attacked is not None and (
            (attacked in state.players and not state.players[attacked].lost)
            or state.on_battlefield(attacked)) else []
    else:
        recipients = (creatures(state, trigger, effect.to, effect.target)
                      if effect.to is not None
                      else players(state, trigger, effect.player or PlayerWho.DEFENDING_PLAYER))
    recipients += _chosen_players(state, trigger, effect.to)
    amount = _amount(state, trigger, effect.amount, effect.times)
    dealer = (trigger.subject if effect.by == Who.THAT_CREATURE
              else _target_creature(state, trigger) if effect.by == Who.TARGET
              else trigger.source)
    if not recipients or amount <= 0 or dealer is None:
        return []
    split = {r: amount for r in recipients}
    return [e._replace(rule="120.3", note="noncombat") if e.type == EventType.DAMAGE
            else e._replace(note="noncombat") if e.type == EventType.PREVENTED else e
            for e in deal(state, [(dealer, split)], chooser, combat=False)]


def _remove_counters(state: State, trigger: Trigger, effect: RemoveCounters) -> list[Event]:
    """As many of `effect.amount` counters as each has, removed (122.1); or, at end of
    combat, a delayed triggered ability for each that will (603.7a, 603.7c)."""
    if effect.at_end_of_combat:
        return _delay(state, trigger, effect)
    events = []
    for pid in creatures(state, trigger, effect.to, effect.target):
        n = min(effect.amount * _times(state, trigger, effect.times),
                state.perms[pid].counters().get(effect.kind, 0))
        if n:
            state.remove_counters(pid, effect.kind, n)
            events.append(Event(EventType.COUNTERS_REMOVED, "122.1", source=trigger.source,
                                permanent=pid, amount=n, note=effect.kind))
    return events


def _fight(state: State, trigger: Trigger, effect: Fight, chooser: Chooser) -> list[Event]:
    """701.14a: each deals damage equal to its power to the other, at once and not as combat
    damage (701.14d); neither does if either has left the battlefield or isn't a creature
    (701.14b); a creature fighting itself deals itself twice its power (701.14c)."""
    fighter = trigger.subject if effect.by == Who.THAT_CREATURE else trigger.source
    fought = creatures(state, trigger, effect.to, effect.target)
    if fighter is None or not fought or not state.on_battlefield(fighter) or not state.perms[
            fighter].creature:
        return []
    other = fought[0]
    power, its = max(0, state.perms[fighter].power), max(0, state.perms[other].power)
    splits = ([(fighter, {fighter: 2 * power})] if other == fighter
              else [(fighter, {other: power}), (other, {fighter: its})])
    return [e._replace(rule="701.14a", note="fight") if e.type == EventType.DAMAGE else e
            for e in deal(state, splits, chooser, combat=False)]


TOKEN_LIMIT = 1000


def _tokens(state: State, trigger: Trigger, effect: Tokens,
            attacked: str | None = None) -> list[Event]:
    """111.1, 508.4: tokens, tapped and attacking what the source attacks (or the defending
    player, or the first opponent) when `attacking`; or, `each_opponent`, that many for each
    opponent still in the game, attacking that player."""
    if effect.each_opponent and attacked is None:
        return [e for n in state.players if not state.board.allied(n, trigger.controller)
                and not state.players[n].lost for e in _tokens(state, trigger, effect, n)]
    name = effect.name or " ".join(sorted(effect.subtypes)) or "Token"
    events = []
    target = attacked or _attack_target(state, trigger)
    count = _amount(state, trigger, effect.count, None if effect.x else effect.times)
    made_as = effect
    if effect.x:  # an X/X token (608.2h: X read as it resolves)
        x = _amount(state, trigger, 1, effect.times)
        made_as = replace(effect, power=x, toughness=x)
    if count > TOKEN_LIMIT:  # (a count read as it resolves: bounded, never silently)
        raise ScenarioError(f"battlefield.{trigger.source}", (
            f"its ability would create {count:,} tokens; redzone creates at most "
            f"{TOKEN_LIMIT:,} in one effect"))
    for _ in range(count):
        pid = state.new_id(f"{trigger.source}-{name.lower().replace(' ', '-')}")
        # (the effect is part of its source's ability: its id is its own while that lives)
        token = made(state.perms[trigger.source].base,
                     ("tokens", id(effect), pid, trigger.controller, made_as.power),
                     partial(_token, pid, trigger.controller, name, made_as))
        attacks = _enters(state, token, target if effect.attacking else None)
        events.append(Event(EventType.TOKEN, "111.1", source=trigger.source, permanent=pid,
                            target=target if attacks else None,
                            note=f"{made_as.power}/{made_as.toughness} {name}"
                                 + (", tapped and attacking" if attacks else "")))
    return events


def _attack_target(state: State, trigger: Trigger) -> str | None:
    """What a token made attacking attacks (508.4): what its source attacks, else the
    player of its event, else the first opponent still in the game."""
    return state.attacking.get(trigger.source) or trigger.player or next(
        (n for n in state.players if not state.board.allied(n, trigger.controller)
         and not state.players[n].lost), None)


def _enters(state: State, token: Permanent, attacking: str | None) -> bool:
    """The token enters (111.1), attacking `attacking` if given (508.4: attacking, though it
    never "attacked"); does it attack?"""
    state.enter(token, token=True)
    if attacking is None:
        return False
    pid = token.id
    state.attacking[pid] = attacking
    state.attacked_player[pid] = state.board.defender_of(attacking)
    state.blockers[pid] = []
    return True


def _copies(state: State, trigger: Trigger, effect: TokenCopy) -> list[Event]:
    """707.2: for each creature `to` names, a token with its copiable values: the permanent
    as the file gives its card (its keywords less what `gains` added and with what `loses`
    took: those are effects), no counters, damage or designations; the creature as it last
    existed if it has left (707.4). Tapped and attacking with `attacking` (508.4)."""
    if effect.to == Who.IT:
        copied = [trigger.source]
    elif effect.to == Who.THAT_CREATURE:
        copied = [trigger.subject] if trigger.subject else []
    else:
        copied = creatures(state, trigger, effect.to, effect.target)
    target = _attack_target(state, trigger) if effect.attacking else None
    events = []
    for original in copied:
        base = state.perms[original].base
        pid = state.new_id(f"{base.id}-copy")
        token = made(state.perms[trigger.source].base,
                     ("copy", id(effect), pid, trigger.controller, base),
                     partial(_copy, base, pid, trigger.controller, effect.attacking))
        attacks = _enters(state, token, target)
        events.append(Event(EventType.TOKEN, "707.2", source=trigger.source, permanent=pid,
                            target=target if attacks else None,
                            note=f"a copy of {base.name or base.id}"
                                 + (", tapped and attacking" if attacks else "")))
    return events


def _copy(base: Permanent, pid: str, controller: str, tapped: bool) -> Permanent:
    """The token: `base`'s copiable values (707.2), owned and controlled by the player who
    made it (111.2), with the card's own keywords back (`gains` and `loses` are effects)."""
    printed = [k for k in base.keywords.printed if k not in base.gains] + list(base.loses)
    return replace(base, id=pid, controller=controller, owner=controller, token=True,
                   damage=0, counters=EMPTY, tapped=tapped, summoning_sick=True,
                   attached_to=None, designations=frozenset(), paired_with=None,
                   commander=False, prevent=0, regenerate=0, gains=(), loses=(),
                   keywords=parse(printed))


def _token(pid: str, controller: str, name: str, effect: Tokens) -> Permanent:
    return Permanent(pid, controller, name=name,
                     types=frozenset({CREATURE, *(  # 111.1: its card types
                         (ARTIFACT,) if effect.artifact else ()), *(
                         (ENCHANTMENT,) if effect.enchantment else ())}),
                     subtypes=effect.subtypes, colors=effect.colors, power=effect.power,
                     toughness=effect.toughness, keywords=parse(effect.keywords), token=True,
                     tapped=effect.attacking or effect.tapped)
