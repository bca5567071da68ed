"""Abilities beyond keywords, as values: triggered abilities (603), static abilities (604) and
activated abilities (602) in a small typed vocabulary. The scenario format writes them as a
permanent's `abilities` (scenario/schema.py); card text compiles to them; rules/cr/abilities
makes them act.

A triggered ability is an event, an optional intervening "if" (603.4) and effects; a static
ability gives the creatures it affects +N/+N, keywords or restrictions, optionally "as long
as" a condition holds (611.3a).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import StrEnum


class TriggerEvent(StrEnum):
    """What a triggered ability waits for, and the rule that says when it triggers."""

    BEGINNING_OF_COMBAT = "beginning of combat"
    """At the beginning of combat on its controller's turn (507, 603.2b)."""
    BEGINNING_OF_EACH_COMBAT = "beginning of each combat"
    """At the beginning of each combat, whoever's turn it is (507)."""
    ATTACKS = "attacks"
    """It is declared as an attacker (508.3a)."""
    ATTACKS_ALONE = "attacks alone"
    """It is the only creature declared as an attacker (506.5)."""
    ANOTHER_CREATURE_ATTACKS = "another creature you control attacks"
    """Another creature its controller controls is declared as an attacker (508.3c), once
    for each (603.2c); `filter` on that creature."""
    YOU_ATTACK = "you attack"
    """Its controller declares `count` or more attackers (at least one, 508.3d), of those
    `filter` matches if it has one ("whenever one or more Goblins you control attack"):
    once, however many; "that many" is how many of them."""
    BLOCKS = "blocks"
    """It is declared as a blocker, once however many it blocks (509.3a)."""
    BLOCKS_A_CREATURE = "blocks a creature"
    """Once for each attacker it blocks (509.3b)."""
    BECOMES_BLOCKED = "becomes blocked"
    """It becomes blocked, once however many block it (509.3c)."""
    BLOCKS_OR_BECOMES_BLOCKED = "blocks or becomes blocked"
    """Either of the two above (702.45a's wording)."""
    BECOMES_BLOCKED_BY_A_CREATURE = "becomes blocked by a creature"
    """Once for each creature that blocks it (509.3d); `filter` on that creature."""
    BLOCKS_SOME = "blocks one or more creatures"
    """Once as it blocks `count` (default 1) or more creatures `filter` matches (509.3c)."""
    BECOMES_BLOCKED_BY_SOME = "becomes blocked by one or more creatures"
    """Once as `count` (default 1) or more creatures `filter` matches block it (509.3c)."""
    NOT_BLOCKED = "attacks and isn't blocked"
    """No creature is declared as a blocker for it (509.3g)."""
    DEALS_COMBAT_DAMAGE = "deals combat damage"
    """It deals combat damage, once per combat damage step (510.2, 603.2c)."""
    DEALS_COMBAT_DAMAGE_TO_A_PLAYER = "deals combat damage to a player"
    """It deals combat damage to a player (510.2)."""
    DEALS_COMBAT_DAMAGE_TO_A_PLAYER_OR_PLANESWALKER = (
        "deals combat damage to a player or planeswalker")
    """It deals combat damage to a player or a planeswalker (510.2), once for each."""
    DEALS_COMBAT_DAMAGE_TO_A_CREATURE = "deals combat damage to a creature"
    """Once for each creature it deals combat damage to (603.2c)."""
    DIES = "dies"
    """It is put into a graveyard from the battlefield (700.4); looks back in time (603.10a)."""
    A_CREATURE_DIES = "a creature dies"
    """A creature is put into a graveyard from the battlefield (700.4), once for each
    (603.2c), its source included, also when it leaves at the same time (603.10a); `filter`
    on that creature as it last existed ("another creature you control dies": other, you)."""
    A_CREATURE_ATTACKS = "a creature you control attacks"
    """A creature its controller controls, itself included, is declared as an attacker
    (508.3a, 508.3c), once for each; `filter` on that creature."""
    A_CREATURE_ATTACKS_ALONE = "a creature you control attacks alone"
    """A creature its controller controls, itself included, is the only creature declared
    as an attacker (506.5); `filter` on that creature."""
    A_CREATURE_BECOMES_BLOCKED = "a creature you control becomes blocked"
    """An attacking creature its controller controls, itself included, becomes blocked
    (509.1h, 509.3c), once for each; `filter` on that creature."""
    A_CREATURE_ATTACKS_YOU = "a creature attacks you"
    """A creature is declared as an attacker attacking the ability's controller (508.3a),
    once for each; `filter` on that creature."""
    A_CREATURE_ATTACKS_YOU_OR_YOURS = "a creature attacks you or a planeswalker you control"
    """As "a creature attacks you", or attacking a planeswalker its controller controls
    (508.3a, 506.2)."""
    A_CREATURE_ATTACKS_AN_OPPONENT = "a creature attacks one of your opponents"
    """A creature, whoever controls it, is declared as an attacker attacking an opponent of
    the ability's controller (508.3a, 102.2), once for each; "that player" that opponent,
    `filter` on that creature."""
    A_CREATURE_ATTACKS_AN_OPPONENT_OR_THEIRS = (
        "a creature attacks one of your opponents or a planeswalker an opponent controls")
    """As "a creature attacks one of your opponents", or attacking a planeswalker an
    opponent of the ability's controller controls (508.3a, 506.2)."""
    OPPONENT_GAINS_LIFE = "an opponent gains life"
    """An opponent of its controller (102.2) gains life, once for each life-gain event
    (119.10; not for 0 life); "that player" and "that much"."""
    A_CREATURE_BLOCKS = "a creature blocks"
    """A creature, whoever controls it, is declared as a blocker (509.3a), once for each,
    its source included; `filter` on that creature ("a creature you control with defender":
    controller you)."""
    ANY_CREATURE_BECOMES_BLOCKED = "a creature becomes blocked"
    """An attacking creature, whoever controls it, becomes blocked (509.1h, 509.3c), once for
    each, its source included; `filter` on that creature ("a Beast")."""
    A_CREATURE_NOT_BLOCKED = "a creature attacks and isn't blocked"
    """No creature is declared as a blocker for an attacking creature (509.3g), once for
    each, its source included; `filter` on that creature ("a Rogue you control")."""
    A_CREATURE_DEALS_DAMAGE_TO_YOU = "a creature deals damage to you"
    """A creature deals damage to the ability's controller, combat or not, once for each
    creature and damage event (120.3, 603.2c); `filter` on that creature, "that much" its
    damage."""
    OPPONENT_DEALT_DAMAGE = "an opponent is dealt damage"
    """Damage is dealt to an opponent of its controller (102.2), combat or not, once for each
    such player and damage event (120.3); "that player", and "that much" all of it."""
    OPPONENT_DEALT_NONCOMBAT_DAMAGE = "an opponent is dealt noncombat damage"
    """As "an opponent is dealt damage", for damage that isn't combat damage (510.2): an
    ability's."""
    CREATURES_DEAL_COMBAT_DAMAGE = (
        "one or more creatures you control deal combat damage to a player")
    """`count` or more creatures its controller controls (of those `filter` matches) deal
    combat damage to a player at once (510.2): once for each such player, "that player"."""
    A_CREATURE_DEALS_COMBAT_DAMAGE = "a creature you control deals combat damage to a player"
    """A creature its controller controls, itself included, deals combat damage to a player
    (510.3a), once for each creature and player; `filter` on that creature, "that player" and
    "that much" its damage."""
    A_PERMANENT_ENTERS = "a permanent enters"
    """A permanent enters the battlefield (603.6a): in combat, a token created or a card
    returned; once for each, `filter` on it."""
    BECOMES_MONSTROUS = "becomes monstrous"
    """Its monstrosity ability resolved and it became monstrous (701.37a-b)."""
    A_CREATURE_COUNTERS_PUT = "+1/+1 counters are put on a creature"
    """As COUNTERS_PUT, for a creature `filter` matches, its source included ("a creature
    you control"); "that creature"."""
    YOU_ARE_DEALT_DAMAGE = "you are dealt damage"
    """Damage is dealt to its controller, combat or not, once for each damage event (120.3,
    510.2: the combat damage of a step is one); "that much" its total."""
    YOU_ARE_DEALT_COMBAT_DAMAGE = "you are dealt combat damage"
    """As YOU_ARE_DEALT_DAMAGE, for combat damage (510.2)."""
    A_CREATURE_IS_DEALT_DAMAGE = "a creature is dealt damage"
    """Damage is dealt to a creature, combat or not, once for each creature and damage event;
    `filter` on it ("a creature an opponent controls"), "that creature" and "that much"."""
    COUNTERS_PUT = "+1/+1 counters are put on it"
    """One or more +1/+1 counters are put on it, or it enters with them (122.6: undying's
    return), once for each event; with `count`, only when that many or more are put at once;
    "that much" is how many."""
    IS_DEALT_DAMAGE = "is dealt damage"
    """Damage is dealt to it, combat or not (120.3), once for each damage event; the amount is
    "that much"."""
    IS_DEALT_COMBAT_DAMAGE = "is dealt combat damage"
    """Combat damage is dealt to it (510.2, 510.3a), once for each combat damage step that
    deals it any; the amount is "that much"."""
    DEALS_DAMAGE = "deals damage"
    """It deals damage, combat or not, once for each damage event (510.2: one for all of its
    combat damage); the amount is "that much"."""
    DEALS_DAMAGE_TO_A_PLAYER = "deals damage to a player"
    """It deals damage to a player, combat or not, once for each player and damage event;
    "that player" and "that much"."""
    DEALS_DAMAGE_TO_AN_OPPONENT = "deals damage to an opponent"
    """It deals damage to an opponent of its controller (102.2), combat or not, once for
    each such player and damage event; "that player" and "that much"."""
    DEALS_DAMAGE_TO_A_CREATURE = "deals damage to a creature"
    """It deals damage to a creature, combat or not, once for each creature and damage event
    (120.3, 603.2c); "that creature" and "that much"."""
    YOU_GAIN_LIFE = "you gain life"
    """Its controller gains life, once for each life-gain event (119.10; not for 0 life)."""
    END_OF_COMBAT = "end of combat"
    """At the beginning of the end of combat step (511.2)."""
    STATE = "state"
    """A state trigger (603.8): it triggers when its `if` is true, as a player would receive
    priority, and not again while it waits or is on the stack."""
    LEAVES = "leaves the battlefield"
    """It leaves the battlefield: dies, is exiled or returned to a hand; looks back in time
    (603.6c, 603.10a)."""
    A_PERMANENT_DIES = "a permanent is put into a graveyard from the battlefield"
    """A permanent of any type is put into a graveyard from the battlefield (700.4), once for
    each (603.2c), its source included, also when it leaves at the same time (603.10a);
    `filter` on it as it last existed ("an artifact you control": types, you)."""
    A_PERMANENT_SACRIFICED = "a permanent is sacrificed"
    """A permanent is sacrificed (701.21a: its controller moves it to its owner's graveyard,
    an effect may send it elsewhere instead), once for each, its source included (603.10a);
    `filter` on it as it last existed: its controller is the player who sacrificed it."""
    A_PERMANENT_LEAVES = "a permanent leaves the battlefield"
    """A permanent leaves the battlefield, once for each (603.2c), its source included, also
    when it leaves at the same time (603.10a); `filter` on it as it last existed."""
    BECOMES_TAPPED = "becomes tapped"
    """It becomes tapped: attacking without vigilance (508.1f), a cost's {T} (107.5), an
    effect (701.26a)."""
    BECOMES_UNTAPPED = "becomes untapped"
    """It becomes untapped: in combat, by an effect (701.26a; the untap step is another
    turn's)."""
    A_CREATURE_BECOMES_TAPPED = "a creature becomes tapped"
    """A creature becomes tapped, once for each, its source included; `filter` on it ("a
    Merfolk you control", "a creature an opponent controls")."""
    BECOMES_TARGET_BY_OPPONENT = "becomes the target of a spell or ability an opponent controls"
    """As BECOMES_TARGET, for an ability an opponent controls; "that player" is that
    opponent."""
    BECOMES_TARGET_BY_YOU = "becomes the target of a spell or ability you control"
    """As BECOMES_TARGET, for an ability its controller controls (valiant)."""
    BECOMES_TARGET = "becomes the target of a spell or ability"
    """An ability is put on the stack targeting it (115.1c-d, 602.2b, 603.3d: it triggers
    then, and goes on the stack before any player has priority). No spell is cast in
    redzone's combat."""


WHEN: dict[TriggerEvent, tuple[str, str]] = {
    TriggerEvent.BEGINNING_OF_COMBAT: ("at the beginning of combat on your turn", "603.2b"),
    TriggerEvent.BEGINNING_OF_EACH_COMBAT: ("at the beginning of each combat", "507.1"),
    TriggerEvent.ATTACKS: ("whenever it attacks", "508.3a"),
    TriggerEvent.ATTACKS_ALONE: ("whenever it attacks alone", "506.5"),
    TriggerEvent.ANOTHER_CREATURE_ATTACKS: ("whenever another creature you control attacks",
                                            "508.3c"),
    TriggerEvent.YOU_ATTACK: ("whenever you attack", "508.3d"),
    TriggerEvent.BLOCKS: ("whenever it blocks", "509.3a"),
    TriggerEvent.BLOCKS_A_CREATURE: ("whenever it blocks a creature", "509.3b"),
    TriggerEvent.BECOMES_BLOCKED: ("whenever it becomes blocked", "509.3c"),
    TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED: ("whenever it blocks or becomes blocked", "509.3a"),
    TriggerEvent.BECOMES_BLOCKED_BY_A_CREATURE: ("whenever it becomes blocked by a creature",
                                                 "509.3d"),
    TriggerEvent.BLOCKS_SOME: ("whenever it blocks one or more creatures", "509.3c"),
    TriggerEvent.BECOMES_BLOCKED_BY_SOME: (
        "whenever it becomes blocked by one or more creatures", "509.3c"),
    TriggerEvent.NOT_BLOCKED: ("whenever it attacks and isn't blocked", "509.3g"),
    TriggerEvent.DEALS_COMBAT_DAMAGE: ("whenever it deals combat damage", "510.3a"),
    TriggerEvent.DEALS_COMBAT_DAMAGE_TO_A_PLAYER: (
        "whenever it deals combat damage to a player", "510.3a"),
    TriggerEvent.DEALS_COMBAT_DAMAGE_TO_A_PLAYER_OR_PLANESWALKER: (
        "whenever it deals combat damage to a player or planeswalker", "510.3a"),
    TriggerEvent.DEALS_COMBAT_DAMAGE_TO_A_CREATURE: (
        "whenever it deals combat damage to a creature", "510.3a"),
    TriggerEvent.DIES: ("when it dies", "603.6c"),
    TriggerEvent.A_CREATURE_BECOMES_BLOCKED: (
        "whenever a creature you control becomes blocked", "509.3c"),
    TriggerEvent.A_CREATURE_DEALS_COMBAT_DAMAGE: (
        "whenever a creature you control deals combat damage to a player", "510.3a"),
    TriggerEvent.A_CREATURE_ATTACKS_YOU: ("whenever a creature attacks you", "508.3a"),
    TriggerEvent.A_CREATURE_ATTACKS_YOU_OR_YOURS: (
        "whenever a creature attacks you or a planeswalker you control", "508.3a"),
    TriggerEvent.A_CREATURE_ATTACKS_AN_OPPONENT: (
        "whenever a creature attacks one of your opponents", "508.3a"),
    TriggerEvent.A_CREATURE_ATTACKS_AN_OPPONENT_OR_THEIRS: (
        "whenever a creature attacks one of your opponents or a planeswalker an opponent "
        "controls", "508.3a"),
    TriggerEvent.OPPONENT_GAINS_LIFE: ("whenever an opponent gains life", "119.10"),
    TriggerEvent.A_CREATURE_BLOCKS: ("whenever a creature blocks", "509.3a"),
    TriggerEvent.ANY_CREATURE_BECOMES_BLOCKED: ("whenever a creature becomes blocked", "509.3c"),
    TriggerEvent.A_CREATURE_NOT_BLOCKED: ("whenever a creature attacks and isn't blocked",
                                          "509.3g"),
    TriggerEvent.A_CREATURE_DEALS_DAMAGE_TO_YOU: ("whenever a creature deals damage to you",
                                                  "120.3"),
    TriggerEvent.OPPONENT_DEALT_DAMAGE: ("whenever an opponent is dealt damage", "120.3"),
    TriggerEvent.OPPONENT_DEALT_NONCOMBAT_DAMAGE: (
        "whenever an opponent is dealt noncombat damage", "120.3"),
    TriggerEvent.A_CREATURE_DIES: ("whenever a creature dies", "603.10a"),
    TriggerEvent.CREATURES_DEAL_COMBAT_DAMAGE: (
        "whenever one or more creatures you control deal combat damage to a player", "510.3a"),
    TriggerEvent.A_CREATURE_ATTACKS: ("whenever a creature you control attacks", "508.3c"),
    TriggerEvent.A_CREATURE_ATTACKS_ALONE: ("whenever a creature you control attacks alone",
                                            "506.5"),
    TriggerEvent.A_PERMANENT_ENTERS: ("whenever a permanent enters", "603.6a"),
    TriggerEvent.IS_DEALT_DAMAGE: ("whenever it is dealt damage", "120.3"),
    TriggerEvent.IS_DEALT_COMBAT_DAMAGE: ("whenever it is dealt combat damage", "510.3a"),
    TriggerEvent.BECOMES_MONSTROUS: ("when it becomes monstrous", "701.37b"),
    TriggerEvent.COUNTERS_PUT: ("whenever +1/+1 counters are put on it", "122.6"),
    TriggerEvent.A_CREATURE_COUNTERS_PUT: ("whenever +1/+1 counters are put on a creature",
                                           "122.6"),
    TriggerEvent.YOU_ARE_DEALT_DAMAGE: ("whenever you're dealt damage", "120.3"),
    TriggerEvent.YOU_ARE_DEALT_COMBAT_DAMAGE: ("whenever you're dealt combat damage", "510.2"),
    TriggerEvent.A_CREATURE_IS_DEALT_DAMAGE: ("whenever a creature is dealt damage", "120.3"),
    TriggerEvent.DEALS_DAMAGE: ("whenever it deals damage", "120.3"),
    TriggerEvent.DEALS_DAMAGE_TO_A_PLAYER: ("whenever it deals damage to a player", "120.3"),
    TriggerEvent.DEALS_DAMAGE_TO_AN_OPPONENT: ("whenever it deals damage to an opponent",
                                               "120.3"),
    TriggerEvent.DEALS_DAMAGE_TO_A_CREATURE: ("whenever it deals damage to a creature", "120.3"),
    TriggerEvent.YOU_GAIN_LIFE: ("whenever you gain life", "119.10"),
    TriggerEvent.END_OF_COMBAT: ("at end of combat", "511.2"),
    TriggerEvent.STATE: ("when its state is true", "603.8"),
    TriggerEvent.LEAVES: ("when it leaves the battlefield", "603.6c"),
    TriggerEvent.A_PERMANENT_DIES: (
        "whenever a permanent is put into a graveyard from the battlefield", "603.10a"),
    TriggerEvent.A_PERMANENT_LEAVES: ("whenever a permanent leaves the battlefield", "603.10a"),
    TriggerEvent.A_PERMANENT_SACRIFICED: ("whenever a permanent is sacrificed", "701.21a"),
    TriggerEvent.BECOMES_TAPPED: ("whenever it becomes tapped", "701.26a"),
    TriggerEvent.A_CREATURE_BECOMES_TAPPED: ("whenever a creature becomes tapped", "701.26a"),
    TriggerEvent.BECOMES_UNTAPPED: ("whenever it becomes untapped", "701.26a"),
    TriggerEvent.BECOMES_TARGET_BY_OPPONENT: (
        "whenever it becomes the target of a spell or ability an opponent controls", "603.3d"),
    TriggerEvent.BECOMES_TARGET: ("whenever it becomes the target of a spell or ability",
                                  "603.3d"),
    TriggerEvent.BECOMES_TARGET_BY_YOU: (
        "whenever it becomes the target of a spell or ability you control", "603.3d"),
}
"""How each trigger event reads ("you attack" with `count` reads "with N or more creatures"),
and the rule that says when it triggers."""


class Who(StrEnum):
    """The creatures an effect acts on."""

    IT = "it"
    """The ability's source ("this creature")."""
    THAT_CREATURE = "that creature"
    """The other creature of the trigger event: the attacker of "another creature you control
    attacks", the blocker of "becomes blocked by a creature", the creature it blocks or was
    dealt damage by it."""
    TARGET = "target creature"
    """A creature chosen as the ability goes on the stack (603.3d), matching `target`."""
    TARGET_PERMANENT = "target permanent"
    """A permanent chosen as the ability goes on the stack, matching `target` (its types
    say which: "target artifact or enchantment")."""
    ANY_TARGET = "any target"
    """A creature, player, planeswalker or battle chosen as the ability goes on the stack
    (115.4); only damage goes to it."""
    EACH_OTHER_ATTACKING = "each other attacking creature"
    EACH_ATTACKING_YOU_CONTROL = "each attacking creature you control"
    EACH_BLOCKING_IT = "each creature blocking it"
    EACH_BLOCKED_BY_IT = "each creature blocked by it"
    EACH_CREATURE = "each creature"
    EACH_OTHER_CREATURE = "each other creature"
    EACH_YOU_CONTROL = "each creature you control"
    EACH_OTHER_YOU_CONTROL = "each other creature you control"
    EACH = "each"
    """Each permanent on the battlefield that the effect's filter (`target`) matches as the
    ability resolves ("attacking Warriors get +1/+0", "other Knights you control gain
    menace"): those it affects are fixed then (611.2c)."""
    ENCHANTED = "enchanted creature"
    """The creature the ability's source (an Aura) is attached to (303.4a)."""
    WHAT_IT_ATTACKS = "the player or planeswalker it's attacking"
    """What "it" attacks (506.2): the player, planeswalker or battle; "it" is the other
    creature of the trigger event if it has one (Hellrider's "a creature you control
    attacks"), else the source. Only damage goes to it."""
    EQUIPPED = "equipped creature"
    """The creature the ability's source (an Equipment) is attached to (301.5a)."""
    THOSE_CREATURES = "those creatures"
    """The creatures its event counted, once for several (508.3d): those of "whenever you
    attack with one or more Insects" ("put a +1/+1 counter on each of them")."""


# what is chosen as a target (603.3d)
TARGETED = frozenset({Who.TARGET, Who.TARGET_PERMANENT, Who.ANY_TARGET})


def has_target(effect: object) -> bool:
    """Does this effect act on a target (a permanent or a player)?"""
    return (getattr(effect, "to", None) in TARGETED
            or getattr(effect, "player", None) in TARGETED_PLAYERS)


class PlayerWho(StrEnum):
    """The players an effect acts on."""

    YOU = "you"
    DEFENDING_PLAYER = "defending player"  # 508.5: the player it attacks, or attacked
    EACH_OPPONENT = "each opponent"
    THAT_PLAYER = "that player"  # the player it dealt combat damage to
    EACH_PLAYER = "each player"
    TARGET_PLAYER = "target player"  # chosen as the ability goes on the stack (603.3d)
    TARGET_OPPONENT = "target opponent"
    # the controller of its event's other creature, as it last existed if it left (608.2h)
    THAT_CREATURES_CONTROLLER = "that creature's controller"
    EACH_OTHER_OPPONENT = "each other opponent"  # each opponent but that player



TARGETED_PLAYERS = frozenset({PlayerWho.TARGET_PLAYER, PlayerWho.TARGET_OPPONENT})


class Until(StrEnum):
    """How long an effect lasts (611.2a)."""

    END_OF_TURN = "end of turn"
    END_OF_COMBAT = "end of combat"  # 511.2


class Controller(StrEnum):
    YOU = "you"
    OPPONENT = "an opponent"
    DEFENDING_PLAYER = "defending player"  # 508.5: the player the ability's source attacks
    NOT_YOU = "not you"  # "you don't control": any other player, a teammate too (810.2)
    YOUR_TEAM = "your team"  # 102.4: you and your teammates (you, in a game without teams)


@dataclass(frozen=True, slots=True)
class Filter:
    """Which permanents something applies to. Empty fields don't narrow; a creature by
    default."""

    types: frozenset[str] = frozenset({"creature"})  # all of them
    any_types: frozenset[str] = frozenset()  # one of them at least ("artifact or enchantment")
    not_types: frozenset[str] = frozenset()  # none of them ("nonland permanent")
    subtypes: frozenset[str] = frozenset()  # any of them ("Elf or Warrior")
    colors: frozenset[str] = frozenset()  # any of them
    not_subtypes: frozenset[str] = frozenset()  # none of them ("non-Wall")
    not_colors: frozenset[str] = frozenset()  # none of them ("nonblack")
    keywords: frozenset[str] = frozenset()  # all of them
    other: bool = False  # not the ability's source
    controller: Controller | None = None
    power_at_most: int | None = None
    power_at_least: int | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    in_combat: bool | None = None  # "attacking or blocking" (506.4)
    tapped: bool | None = None
    token: bool | None = None  # a token (111.1), or ("nontoken") a card
    attached_to_it: bool = False  # attached to the ability's source ("Aura attached to it")
    blocking_it: bool = False  # blocking the ability's source ("creature blocking it")
    blocked_by_it: bool = False  # blocked by the ability's source ("creature it's blocking")
    not_keywords: frozenset[str] = frozenset()  # none of them ("without flying")
    pair: bool = False  # the source and the creature it's paired with (702.95: "both")
    # with greater power or greater toughness than the ability's source (evolve, 702.100a)
    greater_than_it: bool = False
    # dealt damage by the ability's source this turn (in redzone: in this combat, 120.3)
    dealt_damage_by_it: bool = False
    commander: bool = False  # a commander (903.3: "your commander" with controller you)
    counter: str | None = None  # with a counter of this kind on it ("a +1/+1 counter"; any)
    # with a counter on it, equipped, or enchanted by an Aura its controller controls (700.9)
    modified: bool = False
    equipped: bool = False  # an Equipment is attached to it (301.5)
    enchanted: bool = False  # an Aura is attached to it (303.4)
    multicolored: bool = False  # two or more of the five colors (105.2b)
    # "enchanted creature" / "equipped creature": only the permanent the ability's source is
    # attached to (303.4a, 301.5a), the phrase kept as printed
    attached: str | None = None
    toughness_over_power: bool = False  # "with toughness greater than its power"
    toughness_at_least: int | None = None  # "with toughness 4 or greater"

    def reads(self) -> frozenset[str]:
        """The facts of the game, beyond the permanents' own values, it looks at (of
        `READS`)."""
        return frozenset(
            fact for fact, asks in (
                ("combat", self.attacking is not None or self.blocking is not None
                 or self.in_combat is not None or self.blocking_it or self.blocked_by_it),
                ("tapped", self.tapped is not None),
                ("damage", self.dealt_damage_by_it),
                ("attachments", self.equipped or self.enchanted or self.modified),
                ("counters", self.power_at_most is not None or self.power_at_least is not None
                 or self.counter is not None or self.modified or self.toughness_over_power
                 or self.toughness_at_least is not None),
                ("values", bool(self.keywords or self.not_keywords) or self.greater_than_it
                 or self.toughness_over_power or self.power_at_most is not None
                 or self.power_at_least is not None or self.toughness_at_least is not None),
            ) if asks)


ANY_CREATURE = Filter()
# What a static ability's effect may depend on besides the continuous effects and the objects
# on the battlefield: who attacks and blocks, who is tapped, counters, players' life and
# hands, designations (monstrous, renowned), and the values other continuous effects give
# (keywords, power: 613.8 dependencies).
READS = ("combat", "tapped", "counters", "life", "values", "hand", "designations", "damage",
         "attachments")


class ConditionKind(StrEnum):
    """What an intervening "if" (603.4) or an "as long as" (611.3a) asks."""

    ATTACKING = "it's attacking"
    BLOCKING = "it's blocking"
    BLOCKED = "it's blocked"  # an attacking creature that became blocked (509.1h)
    MONSTROUS = "it's monstrous"  # 701.37b
    RENOWNED = "it's renowned"  # 702.112b
    SADDLED = "it's saddled"  # 702.171b
    TAPPED = "it's tapped"
    UNTAPPED = "it's untapped"
    YOUR_TURN = "it's your turn"  # its controller is the active player (102.1; "during your turn")
    ATTACKING_ALONE = "it's attacking alone"  # no other creature is attacking (506.5)
    PAIRED = "it's paired with another creature"  # soulbond (702.95)
    EQUIPPED = "it's equipped"  # an Equipment is attached to it (301.5)
    MODIFIED = "it's modified"  # 700.9: a counter on it, equipped, or enchanted by its own Aura
    ENCHANTED = "it's enchanted"  # an Aura is attached to it (303.4)
    # declared as an attacker (508.1) or a blocker (509.1) this combat
    ATTACKED_OR_BLOCKED = "it attacked or blocked this combat"
    YOU_CONTROL = "you control"  # `count` or more permanents matching `filter`
    OPPONENT_CONTROLS = "an opponent controls"
    DEFENDING_PLAYER_CONTROLS = "defending player controls"
    LIFE_AT_LEAST = "your life is at least"  # `count`
    LIFE_AT_MOST = "your life is at most"
    OPPONENT_POISON_AT_LEAST = "poison counters of an opponent, at least"  # 122.1
    GAINED_LIFE = "you gained life this turn"  # 119.9
    CITYS_BLESSING = "you have the city's blessing"  # 702.131c
    # it entered the battlefield this turn: made or returned in this combat, else its
    # permanent's `entered_this_turn` (not given: whether it is summoning sick, 302.6)
    ENTERED_THIS_TURN = "it entered this turn"
    MORE_CARDS_IN_HAND = "you have more cards in hand than each opponent"
    OPPONENT_HAND_AT_MOST = "cards in an opponent's hand, at most"
    DRAWN_AT_LEAST = "cards you've drawn this turn, at least"  # 121.1
    OPPONENT_LIFE_AT_MOST = "an opponent's life is at most"  # "an opponent has 10 or less life"
    POWER_AT_LEAST = "its power, at least"  # the source's power now (208.1)
    # the total power of the creatures its controller controls (formidable), or attacked with
    # this combat (pack tactics; as they are now, or last were)
    TOTAL_POWER_AT_LEAST = "total power of creatures you control, at least"
    DIFFERENT_POWERS_AT_LEAST = "creatures you control with different powers, at least"
    MORE_LIFE = "you have more life than an opponent"
    ATTACKED_POWER_AT_LEAST = "total power of creatures you attacked with, at least"
    # its controller's hand and graveyard, or an opponent's graveyard (`count` cards or more;
    # `filter`'s types: "creature cards")
    HAND_AT_LEAST = "cards in your hand, at least"
    HAND_AT_MOST = "cards in your hand, at most"
    GRAVEYARD_AT_LEAST = "cards in your graveyard, at least"
    OPPONENT_GRAVEYARD_AT_LEAST = "cards in an opponent's graveyard, at least"
    GRAVEYARD_TYPES_AT_LEAST = "card types among cards in your graveyard, at least"
    COUNTERS_AT_LEAST = "counters on it, at least"  # of `filter.counter`'s kind, or any


# The conditions that ask no number.
_FIXED = frozenset({
    ConditionKind.ATTACKING, ConditionKind.BLOCKING, ConditionKind.BLOCKED, ConditionKind.TAPPED,
    ConditionKind.UNTAPPED, ConditionKind.MONSTROUS, ConditionKind.RENOWNED,
    ConditionKind.SADDLED, ConditionKind.MORE_LIFE,
    ConditionKind.YOUR_TURN, ConditionKind.ATTACKING_ALONE, ConditionKind.PAIRED,
    ConditionKind.EQUIPPED, ConditionKind.ENCHANTED, ConditionKind.ATTACKED_OR_BLOCKED,
    ConditionKind.MODIFIED, ConditionKind.GAINED_LIFE, ConditionKind.MORE_CARDS_IN_HAND,
    ConditionKind.CITYS_BLESSING, ConditionKind.ENTERED_THIS_TURN})

# What reads a hand or a graveyard (core.model.Player: given, or taken as empty).
ZONE_CONDITIONS = frozenset({
    ConditionKind.HAND_AT_LEAST, ConditionKind.HAND_AT_MOST, ConditionKind.GRAVEYARD_AT_LEAST,
    ConditionKind.OPPONENT_GRAVEYARD_AT_LEAST, ConditionKind.GRAVEYARD_TYPES_AT_LEAST,
    ConditionKind.DRAWN_AT_LEAST, ConditionKind.GAINED_LIFE, ConditionKind.MORE_CARDS_IN_HAND,
    ConditionKind.OPPONENT_HAND_AT_MOST, ConditionKind.CITYS_BLESSING})


class CardZone(StrEnum):
    """A zone whose cards the file gives for each player (Player.hand, Player.graveyard)."""

    HAND = "hand"
    GRAVEYARD = "graveyard"


@dataclass(frozen=True, slots=True)
class Count:
    """What "for each ..." and "where X is the number of ..." count (608.2h), as a static
    ability applies or an effect resolves: the permanents on the battlefield `permanents`
    matches, the counters of kind `counters` on the ability's source, the cards in its
    controller's `cards` zone with all of `card_types` (of a graveyard; "permanent": any
    permanent type, 110.4a), or (`power`) the
    source's power ("where X is its power"; 107.1b: 0 if it is less)."""

    permanents: Filter | None = None
    counters: str | None = None
    cards: CardZone | None = None
    card_types: frozenset[str] = frozenset()
    power: bool = False
    greatest_power: Filter | None = None  # "the greatest power among creatures you control"
    # the power of the permanent sacrificed to pay an activated ability's cost (608.2h)
    sacrificed_power: bool = False
    # X, the value announced as an activated ability with X in its cost was activated
    # (107.3a, 601.2b: "{X}, {T}: This creature deals X damage to target creature")
    x: bool = False
    # the creatures blocking the other creature of the trigger's event (509.1h: "whenever a
    # creature you control becomes blocked, it gets +1/+1 for each creature blocking it")
    blocking_that_creature: bool = False

    def reads(self) -> frozenset[str]:
        """What the count depends on besides which objects exist (of `READS`)."""
        if self.greatest_power is not None:
            return self.greatest_power.reads() | {"values", "counters"}
        if self.permanents is not None:
            return self.permanents.reads()
        if self.cards == CardZone.HAND:  # (drawing changes it)
            return frozenset({"hand"})
        if self.power:
            return frozenset({"values", "counters"})
        if self.blocking_that_creature:
            return frozenset({"combat"})
        return frozenset({"counters"}) if self.counters is not None else frozenset()


@dataclass(frozen=True, slots=True)
class Condition:
    kind: ConditionKind
    filter: Filter | None = None
    count: int = 1
    most: int | None = None  # COUNTERS_AT_LEAST: and at most this many (a level range, 711.2a)
    negated: bool = False  # "unless ...": true when the rest isn't

    def words(self) -> str:
        """What it asks, in short ("it's attacking", "cards in your graveyard, at least 7")."""
        if self.kind in _FIXED:
            asked = str(self.kind)
        else:
            most = f" and at most {self.most}" if self.most is not None else ""
            asked = f"{self.kind} {self.count}{most}"
        return f"not: {asked}" if self.negated else asked

    def reads(self) -> frozenset[str]:
        kind = self.kind
        own = frozenset(
            {"combat", "values", "counters"} if kind in (
                ConditionKind.TOTAL_POWER_AT_LEAST, ConditionKind.ATTACKED_POWER_AT_LEAST,
                ConditionKind.DIFFERENT_POWERS_AT_LEAST, ConditionKind.POWER_AT_LEAST)
            else {"combat"} if kind in (ConditionKind.ATTACKING, ConditionKind.BLOCKING,
                                   ConditionKind.BLOCKED, ConditionKind.ATTACKED_OR_BLOCKED,
                                   ConditionKind.DEFENDING_PLAYER_CONTROLS,
                                   ConditionKind.ATTACKING_ALONE)
            else {"counters"} if kind in (ConditionKind.COUNTERS_AT_LEAST,
                                          ConditionKind.MODIFIED)
            else {"tapped"} if kind in (ConditionKind.TAPPED, ConditionKind.UNTAPPED)
            else {"life"} if kind in (ConditionKind.LIFE_AT_LEAST, ConditionKind.LIFE_AT_MOST,
                                      ConditionKind.MORE_LIFE,
                                      ConditionKind.OPPONENT_CONTROLS,
                                      ConditionKind.OPPONENT_POISON_AT_LEAST,
                                      ConditionKind.OPPONENT_LIFE_AT_MOST,
                                      ConditionKind.GAINED_LIFE, ConditionKind.CITYS_BLESSING)
            else {"hand"} if kind in (ConditionKind.HAND_AT_LEAST, ConditionKind.HAND_AT_MOST,
                                      ConditionKind.DRAWN_AT_LEAST,
                                      ConditionKind.MORE_CARDS_IN_HAND,
                                      ConditionKind.OPPONENT_HAND_AT_MOST)
            else {"designations"} if kind in (ConditionKind.MONSTROUS, ConditionKind.RENOWNED)
            else set())
        return own | (self.filter or ANY_CREATURE).reads()


@dataclass(frozen=True, slots=True)
class Pump:
    """Gets +`power`/+`toughness` and gains `keywords` until `until` (611.2a, 613.4c, layer 6
    for the keywords, and `loses` those it loses); with `base`, has base power and toughness
    `base` too (613.4b: "has base power and toughness 4/4 until end of turn"); with `switch`,
    its power and toughness switched (613.4d: "switch ~'s power and toughness")."""

    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    to: Who = Who.IT
    target: Filter | None = None  # what its target may be (TARGETED), or each one (Who.EACH)
    until: Until = Until.END_OF_TURN
    count: Count | None = None  # "+1/+0 for each ...": the pump times it, as it resolves
    base: tuple[int, int] | None = None
    loses: tuple[str, ...] = ()  # keywords it loses (layer 6: "loses flying")
    # "gains your choice of flying or lifelink": one of these too, chosen as it resolves
    # (608.2d: an activation's `choices`, else the first)
    one_of: tuple[str, ...] = ()
    switch: bool = False  # "switch its power and toughness" (layer 7d, 613.4d)
    # "becomes blue", "becomes colorless" (()): its colors these (layer 5, 105.3)
    colors: tuple[str, ...] | None = None
    # "becomes the color of your choice": one of these, chosen as it resolves (608.2d: an
    # activation's `choices`, else the first)
    color_one_of: tuple[str, ...] = ()
    # "becomes a Dragon": its creature types these (layer 4, 205.1a); `also`: these too, in
    # addition to its other types (205.1b)
    subtypes: tuple[str, ...] | None = None
    also: tuple[str, ...] = ()
    # "becomes the creature type of your choice": its creature types the one the activation
    # chooses (608.2d: its `choices`, which must name one)
    type_choice: bool = False
    # "becomes the basic land type of your choice", "a Plains or an Island": its land types
    # one of these, chosen as it resolves (608.2d: an activation's `choices`, else the first;
    # 305.7: they replace its land types)
    type_one_of: tuple[str, ...] = ()
    # "double its power (and toughness)": each gets +X/+0 (+0/+Y), X its power (Y its
    # toughness) as the ability resolves, negative or not (701.10b-c)
    double: tuple[bool, bool] = (False, False)

    @property
    def recasts(self) -> bool:
        """Does it switch power and toughness or change colors or creature types (what the
        values of other layers, and static abilities' filters, may then change with)?"""
        return (self.switch or self.colors is not None or bool(self.color_one_of)
                or self.subtypes is not None or bool(self.also) or self.type_choice
                or bool(self.type_one_of))


@dataclass(frozen=True, slots=True)
class Monstrosity:
    """701.37a: "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes
    monstrous." """

    amount: int


@dataclass(frozen=True, slots=True)
class AddCounters:
    """Puts `amount` counters of `kind` ("+1/+1" or "-1/-1") on each creature `to` (122.1);
    with `at_end_of_combat`, a delayed triggered ability does it then (603.7a, 603.7c)."""

    kind: str
    amount: int | Amount  # (Amount: read as it resolves, 608.2h)
    to: Who = Who.IT
    target: Filter | None = None
    only_if_none: bool = False  # only on a creature with none of that kind (adapt, 701.46a)
    times: Count | None = None  # the amount times this count, as it resolves (608.2h)
    at_end_of_combat: bool = False


class Amount(StrEnum):
    """An amount an effect reads as it resolves (608.2h)."""

    ITS_POWER = "its power"
    """The source's power, as it last existed on the battlefield if it has left."""
    ITS_TOUGHNESS = "its toughness"
    THAT_CREATURES_POWER = "that creature's power"
    """The power of its event's other creature, as it last existed if it has left."""
    THAT_CREATURES_TOUGHNESS = "that creature's toughness"
    THAT_MUCH = "that much"
    """How much its trigger event dealt or gained ("you gain that much life")."""
    SACRIFICED_POWER = "the sacrificed creature's power"
    """The power of the permanent sacrificed to pay an activated ability's cost, as it last
    existed on the battlefield (608.2h)."""
    TARGET_CREATURES_POWER = "target creature's power"
    """The power of the creature the ability targets, as it resolves (608.2h): "that creature
    deals damage equal to its power to this creature" after "... to target creature"."""
    HALF_THEIR_LIFE = "half their life, rounded up"
    """Half the life total of each player who loses it, rounded up (107.1a): "that player
    loses half their life, rounded up"."""
    LIFE_LOST_THIS_WAY = "the life lost this way"
    """The life players lost to the ability's effects before this one, as it resolves
    ("each opponent loses 5 life. You gain life equal to the life lost this way", 608.2c)."""


@dataclass(frozen=True, slots=True)
class GainLife:
    amount: int | Amount
    player: PlayerWho = PlayerWho.YOU
    times: Count | None = None  # "where X is ...": the amount times this count (608.2h)


@dataclass(frozen=True, slots=True)
class Draw:
    """Each player `player` names draws `amount` cards (121.1): their hand grows, where the
    file gives it; their library isn't modelled (never empty)."""

    amount: int | Amount
    player: PlayerWho = PlayerWho.YOU
    times: Count | None = None


@dataclass(frozen=True, slots=True)
class LoseLife:
    amount: int | Amount
    player: PlayerWho = PlayerWho.DEFENDING_PLAYER
    times: Count | None = None


@dataclass(frozen=True, slots=True)
class Poison:
    """Each player `player` names gets `amount` poison counters (122.1; ten or more lose the
    game, 704.5c)."""

    amount: int | Amount
    player: PlayerWho = PlayerWho.DEFENDING_PLAYER
    times: Count | None = None


@dataclass(frozen=True, slots=True)
class Damage:
    """The source deals `amount` damage to each creature `to`, or to each player `player`
    (noncombat damage, 120.3)."""

    amount: int | Amount
    to: Who | None = None
    player: PlayerWho | None = None
    target: Filter | None = None
    times: Count | None = None
    # who deals it: the ability's source, or (Who.THAT_CREATURE) the other creature of its
    # event, as it last existed if it left (608.2h): "whenever a Dragon you control attacks,
    # it deals 2 damage to any target"; or (Who.TARGET) the creature the ability targets
    by: Who | None = None
    # to each creature `to` at end of combat, by a delayed triggered ability (603.7a, 603.7c)
    at_end_of_combat: bool = False


@dataclass(frozen=True, slots=True)
class Tokens:
    """Creates `count` creature tokens (111.1; Amount.THAT_MUCH: as many as its event dealt or
    gained, "create that many"); `attacking`: tapped and attacking what its source attacks, or
    the defending player (508.4); `tapped`: tapped, not attacking."""

    count: int | Amount
    power: int
    toughness: int
    name: str = ""
    colors: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    keywords: tuple[str, ...] = ()
    attacking: bool = False
    artifact: bool = False  # an artifact creature token ("colorless Servo artifact creature")
    enchantment: bool = False  # an enchantment creature token ("blue Bird enchantment creature")
    times: Count | None = None  # `count` times this count ("create X ..., where X is")
    tapped: bool = False  # "create a tapped 2/2 ... token": it enters tapped (603.6d)
    x: bool = False  # an X/X token: `times` gives its power and toughness, not the count
    # "for each opponent, create ... attacking that opponent": `count` for each opponent,
    # tapped and attacking that player (508.4)
    each_opponent: bool = False


@dataclass(frozen=True, slots=True)
class TokenCopy:
    """Creates a token that's a copy of each creature `to` (707.2: its copiable values, as
    the file gives its card: not counters, damage or other effects; as it last existed if it
    has left, 707.4); `attacking`: tapped and attacking (508.4)."""

    to: Who = Who.IT
    target: Filter | None = None
    attacking: bool = False


@dataclass(frozen=True, slots=True)
class Regenerate:
    """The next time each creature `to` would be destroyed this turn, instead it is tapped,
    all damage is removed from it, and it is removed from combat (701.19a-c): a
    regeneration shield."""

    to: Who = Who.IT
    target: Filter | None = None


@dataclass(frozen=True, slots=True)
class Tap:
    """Taps (or with `untap`, untaps) each creature `to` (701.26); with `either`, "tap or
    untap": the one its activation chooses as it resolves (608.2d; "tap" without a choice)."""

    to: Who = Who.IT
    target: Filter | None = None
    untap: bool = False
    either: bool = False


@dataclass(frozen=True, slots=True)
class Goad:
    """Goads each creature `to` (701.15a): until its controller's next turn the ability's
    controller has goaded it, so it attacks each combat if able and attacks a player other
    than them if able (701.15b)."""

    to: Who = Who.IT
    target: Filter | None = None


@dataclass(frozen=True, slots=True)
class RemoveFromCombat:
    """Each creature `to` is removed from combat (506.4): it stops attacking or blocking."""

    to: Who = Who.IT
    target: Filter | None = None


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    """Removes `amount` counters of `kind` from each creature `to`, as many as it has (122.1);
    with `at_end_of_combat`, a delayed triggered ability does it then (603.7a, 603.7c);
    `times`: the amount times this count, as it resolves (608.2h: "remove all -1/-1 counters
    from it" is one for each -1/-1 counter on it)."""

    kind: str
    amount: int
    to: Who = Who.IT
    target: Filter | None = None
    at_end_of_combat: bool = False
    times: Count | None = None


@dataclass(frozen=True, slots=True)
class MoveCounters:
    """Puts on each creature `to` the counters its source has, or had as it last existed on
    the battlefield ("When it dies, put its counters on target creature you control"): as
    many of each kind (122.1; moving a keyword or shield counter, whose meaning redzone
    reads only where the file gives it, is refused as the ability resolves). With `by`
    (that creature), the counters of the other creature of its event, as it last existed
    ("whenever another creature you control dies, put its counters on this creature")."""

    to: Who = Who.TARGET
    target: Filter | None = None
    by: Who | None = None


@dataclass(frozen=True, slots=True)
class Sacrifices:
    """Each player `player` names sacrifices `amount` permanents `what` matches, of their
    choice (701.21a): "that player sacrifices a creature of their choice"."""

    amount: int
    what: Filter = Filter()
    player: PlayerWho = PlayerWho.YOU


@dataclass(frozen=True, slots=True)
class Fight:
    """The ability's source (or `by`, Who.THAT_CREATURE: the other creature of its event)
    fights the creature `to`: each deals damage equal to its power to the other (701.14a),
    not combat damage (701.14d); neither does if either has left or isn't a creature
    (701.14b)."""

    to: Who = Who.TARGET
    target: Filter | None = None
    by: Who | None = None


@dataclass(frozen=True, slots=True)
class BlocksIt:
    """Each creature `to` blocks the ability's source this turn if able: a requirement on
    its controller's blocks (509.1c), as provoke's (702.39a)."""

    to: Who = Who.TARGET
    target: Filter | None = None


@dataclass(frozen=True, slots=True)
class CantBlockIt:
    """Each creature `to` can't block the ability's source this turn: a restriction on its
    controller's blocks (509.1b), "target creature can't block this creature this turn"."""

    to: Who = Who.TARGET
    target: Filter | None = None


@dataclass(frozen=True, slots=True)
class BlocksMore:
    """Each creature `to` can block `amount` more attackers this turn (509.1a: "can block
    an additional creature this turn")."""

    amount: int
    to: Who = Who.IT
    target: Filter | None = None


@dataclass(frozen=True, slots=True)
class Prevent:
    """Prevents the next `amount` damage that would be dealt this turn to each creature `to`
    (or the player chosen as any target), or to each of the players `player` names instead:
    a prevention shield (615.7)."""

    amount: int
    to: Who | None = Who.IT
    target: Filter | None = None
    player: PlayerWho | None = None


@dataclass(frozen=True, slots=True)
class PreventCombatDamage:
    """Prevents all combat damage that would be dealt this turn (615.1a): a Fog."""


class Removal(StrEnum):
    """How an effect takes a permanent off the battlefield."""

    DESTROY = "destroy"
    """To its owner's graveyard, unless it is indestructible or regenerates (701.8b-c)."""
    EXILE = "exile"
    """To the exile zone (701.13a)."""
    RETURN_TO_HAND = "return to hand"
    """To its owner's hand (400.3)."""
    SACRIFICE = "sacrifice"
    """By its controller, to its owner's graveyard; nothing replaces it (701.21a)."""
    PUT_INTO_LIBRARY = "put into library"
    """To its owner's library, on top, on the bottom or shuffled in (400.3, 401.1)."""


REMOVAL_RULES = {Removal.DESTROY: "701.8a", Removal.EXILE: "701.13a",
                 Removal.RETURN_TO_HAND: "400.7", Removal.SACRIFICE: "701.21a",
                 Removal.PUT_INTO_LIBRARY: "400.7"}
REMOVAL_WORDS = {Removal.DESTROY: "destroy {}", Removal.EXILE: "exile {}",
                 Removal.RETURN_TO_HAND: "return {} to its owner's hand",
                 Removal.SACRIFICE: "sacrifice {}",
                 Removal.PUT_INTO_LIBRARY: "put {} into its owner's library"}  # of an object


@dataclass(frozen=True, slots=True)
class Remove:
    """Takes each permanent `to` off the battlefield `how`; with `at_end_of_combat`, the
    effect creates a delayed triggered ability that does so at end of combat (603.7a)."""

    how: Removal
    to: Who = Who.IT
    target: Filter | None = None
    at_end_of_combat: bool = False
    cant_be_regenerated: bool = False  # "It can't be regenerated." (701.19c)


Effect = (Pump | AddCounters | Monstrosity | GainLife | LoseLife | Poison | Draw | Damage | Tokens
          | TokenCopy | Regenerate | Tap | Goad | Remove | RemoveFromCombat | BlocksIt
          | CantBlockIt | BlocksMore
          | Sacrifices | MoveCounters | Prevent | PreventCombatDamage | Fight | RemoveCounters)


@dataclass(frozen=True, slots=True)
class Triggered:
    """"[When/Whenever/At] `event`, [if `condition`,] `effects`." (603.1). With `may`, its
    controller chooses as it resolves whether to do what it says (603.5): "" when the
    effects themselves are optional ("you may put a +1/+1 counter on it"), else an action
    to take, its effects following only if they do ("you may pay {2}. If you do, ...";
    "you may exert this creature as it attacks. When you do, ...", 701.43)."""

    event: TriggerEvent
    effects: tuple[Effect, ...]
    condition: Condition | None = None
    filter: Filter | None = None  # on the other creature of the event
    # YOU_ATTACK, ATTACKS, CREATURES_DEAL_COMBAT_DAMAGE: with this many creatures or more
    # (ATTACKS: it included)
    count: int = 1
    text: str = ""
    may: str | None = None
    # "This ability triggers only once each turn." (redzone sees no trigger before combat)
    once_each_turn: bool = False
    # `condition` is part of the event ("whenever it attacks while you control a Dinosaur",
    # 603.2): asked as it triggers, not again as it resolves (not an intervening "if", 603.4)
    while_: bool = False
    # `condition` is its effects' own ("it gains trample until end of turn if its power is 10
    # or greater"): asked only as it resolves (608.2c), not as it triggers (not 603.4's "if")
    only_if: bool = False
    # "choose one — • ... • ...": a modal ability's modes (700.2), one chosen as it is put on
    # the stack (700.2b), whose effects it then has; `effects`: all the modes'
    modes: tuple[tuple[Effect, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class Static:
    """The creatures `affects` (None: the source itself) get +`power`/+`toughness`, have
    `keywords` (restriction phrases included), base power and toughness `base` and the
    creature types `also` besides their own, as long as `condition` holds (604.1, 611.3a;
    layers 4, 6, 7b and 7c)."""

    affects: Filter | None = None
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    condition: Condition | None = None
    text: str = ""
    count: Count | None = None  # "+1/+1 for each ...": the pump times it, as it applies
    # abilities it gives ("Sliver creatures have '{2}: ...'"), triggered or activated: the
    # permanents it affects have them too (layer 6, 613.1f)
    grants: tuple[Triggered | Activated, ...] = ()
    base: tuple[int, int] | None = None  # "have base power and toughness 1/1" (7b)
    also: tuple[str, ...] = ()  # "is also a Cleric": creature types added (4, 205.1b)
    # 614.1a: counters of this kind put on what it affects: that many plus `counters_plus`
    # (minus, when less than 0), or twice that many (`counters_twice`) instead
    counter_kind: str = ""
    counters_plus: int = 0
    counters_twice: bool = False
    # "lose flying and can't have or gain flying": taken away after every effect that grants
    # them, whatever its timestamp (layer 6, 613.1f)
    cant_have: tuple[str, ...] = ()

    def reads(self) -> frozenset[str]:
        """What whether and to what it applies depends on (of `READS`)."""
        return ((self.affects or ANY_CREATURE).reads()
                | (self.condition.reads() if self.condition else frozenset())
                | (self.count.reads() if self.count else frozenset()))


@dataclass(frozen=True, slots=True)
class Cost:
    """What paying an activation cost does to the board (601.2h, 602.2b): tapping its source
    ({T}, 107.5) or untapping it ({Q}, 107.6), sacrificing it or another permanent its
    controller controls (701.21), paying life (119.4), removing counters from it (122.1),
    returning a permanent its controller controls to its owner's hand, exiling it.
    Mana, exerting (701.43a), and what happens off the battlefield (discarding, exiling cards
    from a graveyard), isn't modelled."""

    tap: bool = False
    sacrifice: bool = False
    life: int = 0
    sacrifice_a: Filter | None = None  # "Sacrifice a creature": one permanent it matches
    sacrifice_count: int = 1  # "Sacrifice two Islands": that many permanents it matches
    counters: tuple[tuple[str, int], ...] = ()  # "Remove a +1/+1 counter from it": kind, how many
    counters_x: str | None = None  # "Remove X +1/+1 counters from it": the kind, X of them
    # "Tap an untapped creature you control" (`tap_count` of them): untapped permanents its
    # controller controls that it matches (no summoning sickness asked: 302.6 is for {T})
    tap_a: Filter | None = None
    tap_count: int = 1
    untap: bool = False  # {Q}: untap it (107.6)
    # "Remove a +1/+1 counter from a creature you control": `remove_count` counters of
    # `remove_kind` from one permanent its controller controls that it matches
    remove_a: Filter | None = None
    remove_kind: str = ""
    remove_count: int = 1
    # "Return a land you control to its owner's hand" (`return_count` of them): permanents
    # its controller controls that it matches, put into their owner's hand (601.2h)
    return_a: Filter | None = None
    return_count: int = 1
    exile: bool = False  # "Exile this creature": it is exiled (701.13a), it doesn't die (700.4)


class CostError(ValueError):
    """A part of a cost that acts on the board in a way redzone doesn't model."""


_MANA = re.compile(r"(\{(?!T\}|Q\})[^{}]{1,8}\})+", re.IGNORECASE)
_OFF_BOARD = re.compile(r"(discard|exile|reveal|put) [^,]*\b(card|cards|hand|graveyard)\b|"
                        r"pay (\{E\})+|pay (\d+|[a-z]+) \{E\}|discard (a|\d+|your) ", re.IGNORECASE)
# (an ability that discards or exiles the card itself works from a hand or a graveyard)
_FROM_ELSEWHERE = re.compile(r"(discard|exile|reveal) (this card|~)\b", re.IGNORECASE)
# What follows "this" when a card refers to itself (201.5): "this creature", "this Aura".
SELF_KINDS = ("creature", "permanent", "artifact", "enchantment", "land", "Aura", "Equipment",
              "Vehicle", "Saga", "Class", "Fortification", "Room", "Case", "Spacecraft", "Planet")
_SELF = rf"(this ({'|'.join(SELF_KINDS)})|~)"


# "Sacrifice a creature", "another creature", "an artifact or creature", "a Goblin"
_SACRIFICE_A = re.compile(r"sacrifice (a|an|another) (.+)", re.IGNORECASE)
# "Sacrifice two Islands", "three white creatures", "two other creatures" (701.21a)
_SACRIFICE_N = re.compile(r"sacrifice (two|three|four|five)( other)? (.+)", re.IGNORECASE)
# a plural's plain "-s" ("Humans", "artifacts"); an irregular one ("Elves") isn't read
_PLURAL = re.compile(r"\b([A-Za-z'-]+?(?<!ve|ie|ch|sh|ss)(?<!x))s\b")


def _singular(what: str) -> str:
    """"white creatures" as "white creature"; "" where a word stays plural ("Elves")."""
    one = _PLURAL.sub(r"\1", what)
    return "" if re.search(r"s\b", one) else one
_TAP_A = re.compile(r"tap (an|another|two|three|four|five)( other)? untapped (.+?) you control",
                    re.IGNORECASE)
_KINDS = {"creature": "creature", "artifact": "artifact", "enchantment": "enchantment",
          "land": "land", "planeswalker": "planeswalker", "permanent": ""}


_COLOR = "(?:white|blue|black|red|green)"


def _sacrificed(another: bool, what: str) -> Filter | None:
    """What "Sacrifice a/another `what`" takes (701.21a); None when redzone can't read it."""
    colored = re.fullmatch(rf"({_COLOR}(?: or {_COLOR})?) (creature|permanent)", what)
    if colored:  # "a red or white creature": of any of those colors (105.2)
        found = _sacrificed(another, colored.group(2))
        return replace(found, colors=frozenset(colored.group(1).split(" or "))) if found else None
    qualified = re.fullmatch(r"(creature) with (flying|defender|reach|haste)|non(land|creature|"
                             r"artifact) (permanent)", what)
    if qualified:  # "a creature with defender", "another nonland permanent"
        found = _sacrificed(another, qualified.group(1) or qualified.group(4))
        if found is None:
            return None
        if qualified.group(2):
            return replace(found, keywords=frozenset({qualified.group(2)}))
        return replace(found, not_types=frozenset({qualified.group(3)}))
    kinds = [re.sub(r"^(a|an) ", "", k) for k in what.split(" or ")]
    if all(k in _KINDS for k in kinds):
        types = frozenset(_KINDS[k] for k in kinds) - {""}
        if len(kinds) > 1 and len(types) == len(kinds):
            return Filter(frozenset(), any_types=types, other=another)
        return Filter(types if len(kinds) == 1 else frozenset(), other=another)
    if m := re.fullmatch(r"(non)?token( creature)?", what):  # "a token", "a nontoken creature"
        return Filter(frozenset({"creature"}) if m.group(2) else frozenset(), other=another,
                      token=m.group(1) is None)  # (111.1)
    if m := re.fullmatch(r"non-([A-Z][a-z'-]+) creature", what):  # "a non-Human creature"
        return Filter(frozenset({"creature"}), not_subtypes=frozenset({m.group(1)}),
                      other=another)
    m = re.fullmatch(r"((?:[A-Z][a-z'-]+ )*[A-Z][a-z'-]+)( creature| token)?", what)
    if m is None:
        return None
    return Filter(frozenset({"creature"}) if m.group(2) == " creature" else frozenset(),
                  subtypes=frozenset(m.group(1).split()), other=another,
                  token=True if m.group(2) == " token" else None)  # "a Blood token" (111.1)


def read_cost(text: str) -> Cost:
    """A cost as printed ("{1}{R}, {T}, Sacrifice this creature: "), the card itself as
    "this creature" or `~`; raises CostError naming a part redzone can't pay."""
    tap = sacrifice = untap = exile = False
    life = 0
    sacrifice_a = tap_a = remove_a = None
    tap_count = remove_count = sacrifice_count = return_count = 1
    return_a = None
    remove_kind = ""
    counters: list[tuple[str, int]] = []
    counters_x: str | None = None
    for part in (p.strip() for p in text.split(",")):
        if part.upper() == "{T}":
            tap = True
        elif part.upper() == "{Q}":
            untap = True
        elif _EXERT.fullmatch(part):  # 701.43a: it won't untap during the next untap step
            pass
        elif (m := _TAP_A.fullmatch(part)) and tap_a is None and (found := _sacrificed(
                m.group(1).lower() == "another" or m.group(2) is not None,
                re.sub(r"\b(creature|artifact|land)s\b", r"\1", m.group(3)))):
            tap_a = replace(found, tapped=False)
            tap_count = _HOW_MANY.get(m.group(1).lower()) or 1
        elif re.fullmatch(f"sacrifice {_SELF}", part, re.IGNORECASE):
            sacrifice = True
        elif re.fullmatch(r"exile this creature", part, re.IGNORECASE):  # (on the battlefield)
            exile = True
        elif (m := _SACRIFICE_A.fullmatch(part)) and sacrifice_a is None and (
                found := _sacrificed(m.group(1).lower() == "another", m.group(2))):
            sacrifice_a = found
        elif ((m := _SACRIFICE_N.fullmatch(part)) and sacrifice_a is None
              and (one := _singular(m.group(3)))
              and (found := _sacrificed(m.group(2) is not None, one))):
            sacrifice_a, sacrifice_count = found, _HOW_MANY[m.group(1).lower()]
        elif ((m := _RETURN_A.fullmatch(part)) and return_a is None
              and (one := _singular(m.group(2)) if m.group(1).lower() in ("two", "three")
                   else m.group(2))
              and (found := _sacrificed(m.group(1).lower() == "another", one))):
            return_a, return_count = found, _HOW_MANY.get(m.group(1).lower()) or 1
        elif m := re.fullmatch(r"pay (\d+) life", part, re.IGNORECASE):
            life += int(m.group(1))
        elif (m := _REMOVE_A.fullmatch(part)) and remove_a is None and (found := _sacrificed(
                m.group(3).lower() == "another", m.group(4))):
            remove_a, remove_kind = found, m.group(2).lower()
            remove_count = _HOW_MANY.get(m.group(1).lower()) or int(m.group(1))
        elif (m := _REMOVE.fullmatch(part)) and m.group(1).upper() == "X":
            if counters_x is not None:
                raise CostError(f"'{part}': X counters of two kinds")
            counters_x = m.group(2).lower()
        elif m := _REMOVE.fullmatch(part):
            counters.append((m.group(2).lower(), _HOW_MANY.get(m.group(1).lower())
                             or int(m.group(1))))
        elif not (_MANA.fullmatch(part) or _OFF_BOARD.match(part)) or _FROM_ELSEWHERE.match(part):
            raise CostError(f"'{part}': redzone pays mana (not modelled), {{T}}, {{Q}}, "
                            f"\"sacrifice this creature\", \"sacrifice a creature\" (or "
                            f"another, an artifact, a Goblin, two Islands...), \"return a "
                            f"land you control to its owner's hand\", \"exile this creature\", "
                            f"\"pay N life\", \"remove a "
                            f"+1/+1 counter from this creature\", exerting it, and what acts "
                            f"off the battlefield (discarding, exiling cards from a graveyard)")
    return Cost(tap, sacrifice, life, sacrifice_a, sacrifice_count, tuple(counters), counters_x,
                tap_a, tap_count, untap, remove_a, remove_kind, remove_count, return_a,
                return_count, exile)


_HOW_MANY = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_REMOVE = re.compile(rf"remove (a|an|one|two|three|four|five|\d{{1,3}}|X) ([+-]\d/[+-]\d|[a-z]+) "
                     rf"counters? from {_SELF}", re.IGNORECASE)
_EXERT = re.compile(rf"exert ({_SELF}|it)", re.IGNORECASE)
# "Return a land you control to its owner's hand", "three lands ... to their owner's hand"
_RETURN_A = re.compile(r"return (a|an|another|two|three) (.+?) you control to (?:its|their) "
                       r"owner'?s'? hands?", re.IGNORECASE)
_REMOVE_A = re.compile(r"remove (a|an|one|two|three|\d) ([+-]\d/[+-]\d|[a-z]+) counters? from "
                       r"(a|an|another) (creature) you control", re.IGNORECASE)


def read_may(action: str) -> Cost:
    """What taking a "you may" action does to the board: "" (nothing), "exert this
    creature" (nothing in this combat: it won't untap during its controller's next untap
    step, 701.43b), or a cost read_cost reads, with "pay" before mana ("pay {2}", "pay 2
    life", "sacrifice another creature", "pay {1} and discard a card"); raises CostError."""
    if not action or _EXERT.fullmatch(action):
        return Cost()
    if re.fullmatch(r"sacrifice it", action, re.IGNORECASE):  # ("it": the source)
        action = "sacrifice this creature"
    # "pay {1} and discard a card": each part as a cost's, mana without its "pay"
    parts = [re.sub(r"^pay ((\{[^}]+\})+)$", r"\1", part, flags=re.IGNORECASE)
             for part in re.split(r", | and ", action)]
    cost = read_cost(", ".join(parts))
    if cost.untap or cost.remove_a is not None or cost.return_a is not None:
        raise CostError(f"'{action}': as a \"you may\" action")
    return cost


class Limit(StrEnum):
    """A restriction on activating an ability, as printed after "Activate only" (602.5b)."""

    ONCE_EACH_TURN = "once each turn"  # redzone sees no activation before combat
    TWICE_EACH_TURN = "no more than twice each turn"
    ANY_PLAYER = "any player may activate this ability"  # not only its controller (602.2)
    YOUR_TURN = "during your turn"
    BEFORE_ATTACKERS = "before attackers are declared"  # in combat: its first step
    BEFORE_DAMAGE = "before the combat damage step"  # (so not in a combat damage step, 510)


@dataclass(frozen=True, slots=True)
class Activated:
    """"`cost`: `effects`." (602.1a). It acts only when the file says its controller activated
    it (`combat.activate`), since mana and timing aren't modelled: its `cost` is kept as
    printed, and `paid` is what paying it does to the board; `limits` restrict when it may
    be activated, and so does `condition` ("Activate only if this creature is attacking.",
    602.5b)."""

    cost: str
    effects: tuple[Effect, ...]
    paid: Cost = Cost()
    text: str = ""
    limits: tuple[Limit, ...] = ()
    condition: Condition | None = None
    # "choose one — • ... • ..." (700.2): its modes, one chosen as it is activated (700.2a,
    # 601.2b), whose effects it then has; `effects`: all the modes'
    modes: tuple[tuple[Effect, ...], ...] = ()

    def has_x(self) -> bool:
        """Does its cost have X in it ("{X}", "Remove X +1/+1 counters"), X announced as it
        is activated (107.3a, 601.2b)?"""
        return "{X}" in self.cost.upper() or self.paid.counters_x is not None


Ability = Triggered | Static | Activated

NO_EVENTS: frozenset[TriggerEvent] = frozenset()  # what a permanent without one waits for
