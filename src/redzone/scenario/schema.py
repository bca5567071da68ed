"""The scenario format's schema (pydantic), and its errors as a field path and a sentence."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError

from redzone.core.errors import ScenarioError, did_you_mean
from redzone.core.model import CREATURE
from redzone.rules.dice.ruleset import MAX_TURNS

from .text import NUMBER_LIMIT

ID_PATTERN = r"^[A-Za-z0-9_-]+$"
Number = Annotated[int, Field(ge=-NUMBER_LIMIT, le=NUMBER_LIMIT)]
Count = Annotated[int, Field(ge=0, le=NUMBER_LIMIT)]
Color = Literal["white", "blue", "black", "red", "green"]


def _one_or_many(value: Any) -> Any:
    return [value] if isinstance(value, str) else value


def _can_block(value: Any) -> Any:
    if value == "any":
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError("must be a whole number of creatures (0 or more) or 'any'")
    return value


def _format(value: Any) -> Any:
    if type(value) is not int or value != 1:
        raise ValueError("this redzone reads scenario format 1 only")
    return value


def _board_id(value: Any) -> Any:
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise ValueError("a board's id is text or a whole number")
    return value


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class PlayerIn(_Strict):
    life: Number = 20
    poison: Count = 0
    commander_damage: dict[str, Count] = {}
    hand: Count | None = None  # how many cards are in their hand
    drawn: Count | None = None  # how many cards they have drawn this turn (121.1)
    gained_life: bool | None = None  # whether they have gained life this turn (119.9)
    citys_blessing: bool | None = None  # whether they have the city's blessing (702.131c)
    # each card in their graveyard, as its card types: "creature", "artifact creature"
    graveyard: Annotated[list[Annotated[str, Field(max_length=80)]],
                         Field(max_length=1000)] | None = None


class FilterIn(_Strict):
    """Which permanents: all the fields given must hold (all of `types`, at least one of
    `any_types`, none of `not_types`, any of `subtypes` and of `colors`, none of
    `not_subtypes` and of `not_colors`)."""

    types: list[str] = [CREATURE]
    any_types: list[str] = []
    not_types: list[str] = []
    subtypes: list[str] = []
    colors: list[Color] = []
    not_subtypes: list[str] = []
    not_colors: list[Color] = []
    keywords: list[str] = []
    not_keywords: list[str] = []  # none of them ("without flying")
    other: bool = False
    controller: Literal["you", "an opponent", "defending player", "not you",
                        "your team"] | None = None
    power_at_most: Number | None = None
    power_at_least: Number | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    in_combat: bool | None = None
    tapped: bool | None = None
    token: bool | None = None
    attached_to_it: bool = False
    blocking_it: bool = False  # blocking the ability's source ("creature blocking it")
    blocked_by_it: bool = False  # blocked by the ability's source ("creature it's blocking")
    pair: bool = False  # the source and the creature it's paired with (soulbond, 702.95)
    greater_than_it: bool = False  # greater power or toughness than the source (702.100a)
    dealt_damage_by_it: bool = False  # dealt damage by the source this turn (a trigger's)
    commander: bool = False  # a commander (903.3)
    counter: Annotated[str, Field(min_length=1, max_length=40)] | None = None
    modified: bool = False  # a counter on it, equipped, or enchanted by its own Aura (700.9)
    equipped: bool = False  # an Equipment attached to it (301.5)
    enchanted: bool = False  # an Aura attached to it (303.4)
    multicolored: bool = False  # two or more colors (105.2b)
    toughness_over_power: bool = False  # with toughness greater than its power
    toughness_at_least: Number | None = None


# "permanent": a card of any permanent type (110.4a)
CardType = Literal["artifact", "creature", "enchantment", "instant", "land", "planeswalker",
                   "sorcery", "battle", "kindred", "permanent", "instant or sorcery"]


class CardsIn(_Strict):
    """The cards in its controller's `zone` counted ("for each card in your hand"), of
    `card_type` if given (a graveyard's: the file gives a hand as a number)."""

    zone: Literal["hand", "graveyard"]
    card_type: CardType | None = None


class ConditionIn(_Strict):
    """One of: `you_control`, `an_opponent_controls`, `defending_player_controls` (a filter,
    with `at_least` of them), `life_at_least`, `life_at_most` (its controller's life),
    `hand_at_least`, `hand_at_most`, `graveyard_at_least` (of `card_type` cards),
    `opponent_graveyard_at_least`, `graveyard_card_types_at_least`, `opponent_life_at_most`,
    `drawn_at_least` (cards its controller has drawn this turn), `opponent_hand_at_most`."""

    you_control: FilterIn | None = None
    an_opponent_controls: FilterIn | None = None
    defending_player_controls: FilterIn | None = None
    at_least: Annotated[int, Field(ge=1, le=NUMBER_LIMIT)] = 1
    life_at_least: Number | None = None
    life_at_most: Number | None = None
    hand_at_least: Count | None = None
    hand_at_most: Count | None = None
    graveyard_at_least: Count | None = None  # of `card_type` cards, if given
    card_type: CardType | None = None
    opponent_graveyard_at_least: Count | None = None
    graveyard_card_types_at_least: Count | None = None
    opponent_poison_at_least: Count | None = None  # an opponent's poison counters
    opponent_life_at_most: Number | None = None  # an opponent's life total
    opponent_hand_at_most: Count | None = None  # the cards in an opponent's hand
    drawn_at_least: Count | None = None  # cards its controller has drawn this turn (121.1)
    total_power_at_least: Count | None = None  # of the creatures you control (formidable)
    different_powers_at_least: Count | None = None  # creatures you control with different powers
    attacked_power_at_least: Count | None = None  # of those you attacked with (pack tactics)
    power_at_least: Count | None = None  # its own power now
    counters_at_least: Count | None = None  # counters on it, of the kind `counter` if given
    counters_at_most: Count | None = None  # with counters_at_least: a range ("LEVEL 2-6")
    counter: Annotated[str, Field(min_length=1, max_length=40)] | None = None
    # "unless ...": the condition it holds when this one doesn't
    not_: Condition | None = Field(None, alias="not")


Condition = Literal["it's attacking", "it's blocking", "it's blocked", "it's monstrous",
                    "it's renowned", "it's saddled", "it's your turn",
                    "it attacked or blocked this combat",
                    "you have more life than an opponent", "it's tapped",
                    "it's untapped", "it's equipped", "it's enchanted", "it's modified",
                    "it's attacking alone", "it's paired with another creature",
                    "you gained life this turn", "you have the city's blessing",
                    "it entered this turn",
                    "you have more cards in hand than each opponent"] | ConditionIn
Who = Literal["it", "that creature", "target creature", "target permanent", "any target",
              "each other attacking creature",
              "each attacking creature you control", "each creature blocking it",
              "each creature blocked by it", "each creature", "each other creature",
              "each creature you control",
              "each other creature you control", "enchanted creature", "equipped creature",
              "the player or planeswalker it's attacking", "those creatures"]
PlayerWho = Literal["you", "defending player", "each opponent", "that player", "each player",
                    "target player", "target opponent", "that creature's controller",
                    "each other opponent"]
Pump = Annotated[list[Number], Field(min_length=2, max_length=2)]  # [power, toughness]
Amount = Literal["its power", "its toughness", "that creature's power",
                 "the sacrificed creature's power", "the life lost this way",
                 "half their life, rounded up", "target creature's power",
                 "that creature's toughness", "that much"]  # read as the effect resolves (608.2h)


class TokensIn(_Strict):
    # how many; "that much": as many as its event dealt or gained ("create that many")
    count: Annotated[int, Field(ge=1, le=100)] | Literal["that much"] = 1
    power: Number
    toughness: Number
    name: str = ""
    colors: list[Color] = []
    subtypes: list[str] = []
    keywords: list[str] = []
    attacking: bool = False
    tapped: bool = False  # enters tapped ("create a tapped 2/2 ... token", 603.6d)
    # an X/X token: its power and toughness each the effect's count ("where X is"), not its
    # number of tokens (608.2h)
    x: bool = False
    artifact: bool = False  # an artifact creature token
    enchantment: bool = False  # an enchantment creature token
    # `count` for each opponent, tapped and attacking that player (with `attacking`, 508.4)
    each_opponent: bool = False


class TokenCopyIn(_Strict):
    attacking: bool = False  # tapped and attacking (508.4)


class EffectIn(_Strict):
    """One effect: `pump` [+N, +N] and/or `gains` keywords (until `until`), `counters`
    {kind: N}, `monstrosity`, `gain_life`, `lose_life`, `draw`, `damage`, `tokens`,
    `regenerate`, `tap`, `untap`, `tap_or_untap` (an activation's choice), `prevent` (the next
    N damage this turn), `destroy`, `exile`, `return_to_hand`, `put_into_library`,
    `remove_from_combat` or `sacrifice` (`at` end of combat: a delayed triggered ability); `to`
    the creatures (or `player`) it acts on, or `each` the filter they match (as it resolves,
    611.2c), `target` what its target may be."""

    pump: Pump | None = None
    base: Pump | None = None  # base power and toughness set (613.4b)
    switch: Literal[True] | None = None  # its power and toughness switched (613.4d)
    # each gets +X/+0 (and/or +0/+Y), X its power (Y its toughness) as it resolves (701.10b)
    double: Literal["power", "toughness", "power and toughness"] | None = None
    colors: list[Color] | None = None  # its colors become these ([]: colorless; 105.3)
    # one of these colors, its controller's choice as it resolves (an activated ability's)
    color_one_of: Annotated[list[Color], Field(max_length=5)] = []
    # its creature types become these (205.1a); `also_subtypes`: these too (205.1b)
    subtypes: list[Annotated[str, Field(min_length=1, max_length=40)]] | None = None
    also_subtypes: list[Annotated[str, Field(min_length=1, max_length=40)]] = []
    # its creature types become the one its controller chooses as it resolves (608.2d: an
    # activated ability's, its activation's `choices`)
    type_choice: Literal[True] | None = None
    # its land types become one of these, its controller's choice as it resolves (305.7; an
    # activated ability's)
    type_one_of: Annotated[list[Annotated[str, Field(min_length=1, max_length=40)]],
                           Field(max_length=5)] = []
    gains: list[str] = []
    loses: list[str] = []  # keywords it loses (layer 6, 613.1f)
    # one of these keywords, its controller's choice as it resolves (608.2d)
    gains_one_of: Annotated[list[str], Field(max_length=40)] = []
    until: Literal["end of turn", "end of combat"] = "end of turn"
    # kind -> how many: +X/+Y ("+1/+1", "-0/-1") or a named kind ("oil", "charge")
    counters: dict[Annotated[str, Field(min_length=1, max_length=40)],
                   Count | Amount] | None = None
    only_if_none: Literal[True] | None = None  # adapt (701.46a)
    gain_life: Count | Amount | None = None
    lose_life: Count | Amount | None = None
    poison: Count | Amount | None = None  # poison counters (122.1), by `player`
    draw: Count | Amount | None = None  # cards (121.1), by `player` (default you)
    monstrosity: Count | None = None  # 701.37a: if it isn't monstrous, N +1/+1 counters
    damage: Count | Amount | None = None
    # who deals the damage, or has its counters moved (default: the source): the event's
    # other creature, or the target
    by: Literal["that creature", "target creature"] | None = None
    tokens: TokensIn | None = None
    token_copy: TokenCopyIn | None = None  # a token that's a copy of `to` (707.2)
    regenerate: Literal[True] | None = None
    tap: Literal[True] | None = None
    untap: Literal[True] | None = None
    tap_or_untap: Literal[True] | None = None  # the activation's choice: "tap" or "untap"
    goad: Literal[True] | None = None  # 701.15
    prevent_combat_damage: Literal[True] | None = None  # 615.1a: a Fog
    prevent: Count | None = None
    destroy: Literal[True] | None = None
    exile: Literal[True] | None = None
    return_to_hand: Literal[True] | None = None
    put_into_library: Literal[True] | None = None  # on top, on the bottom, or shuffled in
    sacrifice: Literal[True] | None = None
    remove_from_combat: Literal[True] | None = None  # 506.4
    blocks_it: Literal[True] | None = None  # blocks its source this turn if able (509.1c)
    cant_block_it: Literal[True] | None = None  # can't block its source this turn (509.1b)
    blocks_additional: Count | None = None  # can block N more creatures this turn (509.1a)
    fight: Literal[True] | None = None  # its source (or `by`) fights `to` (701.14a)
    sacrifices: Count | None = None  # `player` sacrifices that many `what` (701.21a)
    move_counters: Literal[True] | None = None  # its counters onto `to` (default a target)
    remove_counters: dict[str, Count] | None = None  # {kind: N} off `to` (default it)
    what: FilterIn | None = None
    at: Literal["end of combat"] | None = None
    cant_be_regenerated: Literal[True] | None = None
    for_each: FilterIn | None = None  # `pump` times the permanents it matches, ...
    for_each_counter: Annotated[str, Field(min_length=1, max_length=40)] | None = None
    for_each_card: CardsIn | None = None  # ... or counters on it, or cards (608.2h)
    for_its_power: Literal[True] | None = None  # ... or its source's power ("X is its power")
    for_greatest_power: FilterIn | None = None  # ... or the greatest power among these
    # ... or the power of what was sacrificed to pay its cost (an activated ability's)
    for_sacrificed_power: Literal[True] | None = None
    for_x: Literal[True] | None = None  # ... or X, announced as it was activated (107.3a)
    # ... or the creatures blocking that creature (the other creature of its event)
    for_blocking_that_creature: Literal[True] | None = None
    to: Who | None = None
    each: FilterIn | None = None  # instead of `to`: each permanent this matches, as it resolves
    player: PlayerWho | None = None
    target: FilterIn | None = None


TriggerEvent = Literal[
    "beginning of combat", "beginning of each combat", "attacks", "attacks alone",
    "another creature you control attacks",
    "you attack", "blocks", "blocks a creature", "becomes blocked", "blocks or becomes blocked",
    "becomes blocked by a creature", "attacks and isn't blocked", "deals combat damage",
    "blocks one or more creatures", "becomes blocked by one or more creatures",
    "deals combat damage to a player", "deals combat damage to a creature", "dies",
    "you gain life", "end of combat", "state", "a creature dies", "a creature you control attacks",
    "a creature you control attacks alone", "is dealt damage", "deals damage",
    "a permanent enters", "becomes monstrous", "a creature you control becomes blocked",
    "a creature you control deals combat damage to a player", "leaves the battlefield",
    "a permanent leaves the battlefield",
    "a permanent is put into a graveyard from the battlefield", "a permanent is sacrificed",
    "becomes the target of a spell or ability",
    "becomes tapped", "a creature becomes tapped", "becomes untapped",
    "deals combat damage to a player or planeswalker", "deals damage to a player",
    "deals damage to a creature", "is dealt combat damage", "deals damage to an opponent",
    "becomes the target of a spell or ability an opponent controls",
    "becomes the target of a spell or ability you control",
    "one or more creatures you control deal combat damage to a player",
    "a creature blocks", "a creature becomes blocked", "a creature attacks and isn't blocked",
    "a creature deals damage to you", "an opponent is dealt damage",
    "an opponent is dealt noncombat damage", "a creature attacks you",
    "a creature attacks you or a planeswalker you control",
    "a creature attacks one of your opponents",
    "a creature attacks one of your opponents or a planeswalker an opponent controls",
    "an opponent gains life",
    "+1/+1 counters are put on it", "+1/+1 counters are put on a creature",
    "you are dealt damage", "you are dealt combat damage", "a creature is dealt damage"]


class AbilityIn(_Strict):
    """A triggered ability (`trigger`, `effects`, an intervening `if`, a `filter` on the other
    creature of its event, `count` for "you attack", `may`: what its controller may choose to
    do, "" for its effects themselves), an activated one (`cost`, `effects`,
    `limits` on activating it; it acts only through `combat.activate`) or a static one
    (`affects`, `pump` (times each permanent `for_each` matches, each counter of
    `for_each_counter` on it, or each card `for_each_card` counts), `gains`, `grants`: the
    abilities it gives, `base` power and toughness, `also_subtypes`, `as_long_as`); `text` is
    how it reads."""

    model_config = ConfigDict(extra="forbid", strict=True, populate_by_name=True)

    trigger: TriggerEvent | None = None
    cost: Annotated[str, Field(min_length=1, max_length=200)] | None = None
    limits: list[Literal["once each turn", "no more than twice each turn", "during your turn",
                         "before attackers are declared", "before the combat damage step",
                         "any player may activate this ability"]] = []
    effects: list[EffectIn] = []
    # a triggered or activated ability's modes ("choose one — • ... • ...", 700.2): each
    # its effects
    modes: Annotated[list[list[EffectIn]], Field(max_length=10)] = []
    if_: Condition | None = Field(None, alias="if")
    # a condition of the event itself ("attacks while ..."), not asked again as it resolves
    while_: Condition | None = Field(None, alias="while")
    # its effects' own condition ("... if its power is 10 or greater"), asked as it resolves
    only_if: Condition | None = None
    filter: FilterIn | None = None
    count: Annotated[int, Field(ge=1, le=NUMBER_LIMIT)] = 1
    affects: Literal["it", "enchanted creature", "equipped creature"] | FilterIn | None = None
    pump: Pump | None = None
    gains: list[str] = []
    as_long_as: Condition | None = None
    for_each: FilterIn | None = None
    for_each_counter: Annotated[str, Field(min_length=1, max_length=40)] | None = None
    for_each_card: CardsIn | None = None
    for_its_power: Literal[True] | None = None
    for_greatest_power: FilterIn | None = None
    may: Annotated[str, Field(max_length=200)] | None = None
    once_each_turn: bool = False
    # a static ability's: the triggered or activated abilities it gives what it affects
    grants: Annotated[list[AbilityIn], Field(max_length=20)] = []
    base: Pump | None = None  # a static ability's base power and toughness (613.4b)
    # a static ability's creature types added to theirs (205.1b: "is also a Cleric")
    also_subtypes: list[Annotated[str, Field(min_length=1, max_length=40)]] = []
    # a static ability's replacement (614.1a): that many counters of a kind plus N ({"+1/+1":
    # 1}; -1: minus one), or twice that many ("+1/+1"), put on what it affects instead
    counters_plus: dict[str, Annotated[int, Field(ge=-100, le=100)]] | None = None
    counters_twice: Annotated[str, Field(min_length=1, max_length=40)] | None = None
    # a static ability's keywords that what it affects loses and can't have or gain (613.1f)
    cant_have: list[str] = []
    text: str = ""


class PermanentIn(_Strict):
    id: Annotated[str, Field(pattern=ID_PATTERN)]
    card: str | None = None
    # the card a Clone entered as a copy of (707.5, 707.9): its values, with the exceptions
    copy_of: Annotated[str, Field(min_length=1, max_length=200)] | None = None
    name: str | None = None
    types: list[str] = [CREATURE]
    subtypes: list[str] = []
    colors: list[Color] = []
    power: Number | None = None
    toughness: Number | None = None
    loyalty: Count | None = None
    defense: Count | None = None
    protector: str | None = None
    attached_to: str | None = None
    keywords: list[str] = []
    damage: Count = 0
    counters: dict[str, Count] = {}
    tapped: bool = False
    summoning_sick: bool = False
    entered_this_turn: bool | None = None  # (not given: as summoning_sick, 302.6)
    can_block: Annotated[int | None, BeforeValidator(_can_block)] = 1
    prevent: Count = 0
    regenerate: Count = 0
    disabled: bool = False
    value: Number | None = None
    as_though_unblocked: bool = False
    damage_from_toughness: bool = False
    commander: bool = False
    owner: str | None = None
    gains: list[str] = []
    loses: list[str] = []
    abilities: list[AbilityIn] = []
    # what it has become (701.37b, 702.112b): monstrosity and renown act once
    designations: list[Literal["monstrous", "renowned", "saddled"]] = []
    paired_with: str | None = None  # soulbond (702.95): the creature it's paired with
    token: bool = False  # a token (111.1), not a card: a Blood token, a Treasure


MAX_ACTIVATIONS = 100  # entries in `combat.activate`, and times each: bounded work
ActivationStep = Literal["beginning of combat", "declare attackers", "declare blockers",
                         "first-strike combat damage"]


class ActivationIn(_Strict):
    """An activated ability activated: `source`'s `ability`-th ability (counted from 0 in its
    `abilities`; by default its first activated one), `times` times, in `step`, at `target`,
    each sacrificing the next of `sacrifice` for a "Sacrifice a ..." cost (the rest: the
    default choice) and choosing the next of `choices` for "your choice of" (the rest: the
    first option)."""

    source: str
    ability: Annotated[int, Field(ge=0, le=100)] | None = None
    times: Annotated[int, Field(ge=1, le=MAX_ACTIVATIONS)] = 1
    step: ActivationStep = "declare blockers"
    target: str | None = None
    sacrifice: Annotated[list[str], Field(max_length=MAX_ACTIVATIONS)] = []
    player: str | None = None  # who activates it (its controller by default)
    choices: Annotated[list[Annotated[str, Field(max_length=100)]],
                       Field(max_length=MAX_ACTIVATIONS)] = []
    x: Annotated[int, Field(ge=0, le=1000)] | None = None  # X announced (107.3a, 601.2b)


class CombatIn(_Strict):
    attacks: dict[str, str] = {}
    blocks: dict[str, Annotated[list[str], BeforeValidator(_one_or_many)]] = {}
    order: dict[str, list[str]] = {}
    assign: dict[str, dict[str, Count] | list[dict[str, Count]]] = {}
    bands: list[list[str]] = []
    removed: list[str] = []
    after_assignment: list[dict[str, Any]] = []
    provoke: dict[str, str] = {}
    mentor: dict[str, str] = {}
    enlist: dict[str, str] = {}
    annihilator: dict[str, Annotated[list[str], BeforeValidator(_one_or_many)]] = {}
    targets: dict[str, Annotated[list[str], BeforeValidator(_one_or_many)]] = {}
    triggers: dict[str, list[str]] = {}
    activate: Annotated[list[ActivationIn], Field(max_length=MAX_ACTIVATIONS)] = []
    may: dict[str, bool] = {}
    ward: dict[str, bool] = {}
    # what each permanent's triggered abilities choose as they resolve (608.2d), in order
    choices: dict[str, Annotated[list[str], BeforeValidator(_one_or_many)]] = {}


class DiceTableIn(_Strict):
    miss: Number
    partial: Number
    hit: Number


class DiceIn(_Strict):
    table: DiceTableIn | None = None
    rolls: list[Annotated[int, Field(ge=1, le=20)]] | None = None  # natural d20s, in order
    heal: list[str] = []  # creatures healed by paying life at end of turn
    prevent_heal: dict[str, str] = {}  # creature -> the opponent who pays to stop it
    seed: Number | None = None  # as --seed
    turns: Annotated[int, Field(ge=0, le=MAX_TURNS)] | None = None  # as --turns

    def settings(self) -> dict[str, Any]:
        """The settings the file gives, as plain data (rules/dice's `with_settings`)."""
        return {k: v for k, v in self.model_dump().items()
                if k in self.model_fields_set and v is not None}


class ScenarioIn(_Strict):
    format: Annotated[int, BeforeValidator(_format)] = 1
    id: Annotated[str | int | None, BeforeValidator(_board_id)] = None  # names the board
    rules: str = "cr-current"
    players: Annotated[dict[str, PlayerIn | None], Field(
        json_schema_extra={"minProperties": 2})]  # combat needs two (read.py says so)
    active: str | None = None
    teams: list[list[str]] = []
    battlefield: dict[str, list[PermanentIn]] = {}
    combat: CombatIn = CombatIn()
    dice: DiceIn | None = None


_FIELDS = {
    "": ScenarioIn.model_fields, "players": PlayerIn.model_fields,
    "abilities": AbilityIn.model_fields, "effects": EffectIn.model_fields,
    "tokens": TokensIn.model_fields,
    "battlefield": PermanentIn.model_fields, "combat": CombatIn.model_fields,
    "dice": DiceIn.model_fields, "table": DiceTableIn.model_fields,
}


def _path(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def explain(err: ValidationError) -> ScenarioError:
    """The first schema error, as a path and a plain sentence."""
    first = err.errors()[0]
    kind = first["type"]
    # Without the tags pydantic adds for unions and validators ('function-after[...]'); an
    # unknown field's own name, last, may hold anything.
    extra = kind == "extra_forbidden" and bool(first["loc"])
    loc = tuple(p for n, p in enumerate(first["loc"]) if not (
        isinstance(p, str) and "[" in p and not (extra and n == len(first["loc"]) - 1)))
    if extra:
        key = str(loc[-1])
        nested = [p for p in loc[:-1] if p in ("table", "abilities", "effects", "tokens")]
        section = str(nested[-1]) if nested else str(loc[0]) if len(loc) > 1 else ""
        fields = _FIELDS.get(section, {})
        return ScenarioError(_path(loc[:-1]) or "scenario",
                             f"unknown field '{key}'{did_you_mean(key, fields)}")
    if kind == "missing":
        return ScenarioError(_path(loc), "is required")
    message = first["msg"]
    if message.startswith("Value error, "):
        message = message[len("Value error, "):]
    message = message[0].lower() + message[1:]
    return ScenarioError(_path(loc), f"{message}, got {first.get('input')!r}")


