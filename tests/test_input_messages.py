"""What a new user types wrong, and what redzone says back (issue 20): standard input, a
board's `id`, player names, YAML mistakes, protection qualities and card names. Every message
is one line on standard error, names the field, and exits with code 2."""

from __future__ import annotations

import json
from collections.abc import Callable
from textwrap import dedent

import pytest

from clirun import run_cli

Write = Callable[..., str]

BEAR = """\
    players: {Alice: {}, Bob: {}}
    battlefield:
      Alice: [{id: bear, power: 2, toughness: 2}]
    combat: {attacks: {bear: Bob}}
"""


def _refused(*args: str, stdin: str | None = None) -> str:
    """The one line of a refusal (exit code 2, nothing on standard output)."""
    code, out, err = run_cli(*args, stdin=stdin)
    assert (code, out) == (2, ""), (code, out, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


# --- `-`: the scenario from standard input -------------------------------------------------

@pytest.mark.parametrize("command", [["resolve"], ["check"], ["assignments"], ["odds"],
                                     ["solve", "blocks"], ["solve", "attacks"], ["compare"],
                                     ["render"]])
def test_every_command_reads_the_scenario_from_standard_input(command: list[str]) -> None:
    code, out, err = run_cli(*command, "-", stdin=dedent(BEAR))
    assert code == 0, err
    assert out


def test_standard_input_gives_the_same_answer_as_the_file(scenario: Write) -> None:
    path = scenario(BEAR)
    assert run_cli("resolve", "-", "--json", stdin=dedent(BEAR)) == run_cli(
        "resolve", path, "--json")


def test_standard_input_of_bad_bytes_is_refused() -> None:
    assert "standard input: not UTF-8" in _refused("resolve", "-", stdin=b"\xff")  # type: ignore[arg-type]


def test_standard_input_with_a_bad_field_names_it() -> None:
    err = _refused("check", "-", stdin=dedent(BEAR).replace("power: 2", "powr: 2"))
    assert "battlefield.Alice[0]: unknown field 'powr' (did you mean 'power'?)" in err


# --- a board's `id` -------------------------------------------------------------------------

def test_a_generated_line_resolves_with_its_id() -> None:
    code, line, err = run_cli("generate", "--n", "1", "--seed", "3")
    assert code == 0 and json.loads(line)["id"] == "3-0", err
    code, out, err = run_cli("resolve", "-", stdin=line)
    assert code == 0 and "Declarations" in out, err


def test_an_id_is_kept_when_the_scenario_is_written_back() -> None:
    import redzone

    scenario = redzone.loads("id: board-7\n" + dedent(BEAR))
    assert scenario.id == "board-7"
    assert redzone.dumps(scenario).startswith("id: board-7\n")
    assert redzone.loads(redzone.dumps(scenario)) == scenario
    assert json.loads(redzone.dumps(scenario, "json"))["id"] == "board-7"


def test_an_id_that_is_a_list_is_refused(scenario: Write) -> None:
    err = _refused("resolve", scenario("id: [1, 2]\n" + dedent(BEAR)))
    assert "id:" in err


# --- player names ---------------------------------------------------------------------------

PLAYERS = """\
    players: {Alice: {}, Bob: {}}
    battlefield:
      Alice: [{id: bear, power: 2, toughness: 2}]
      Bob: [{id: wall, power: 0, toughness: 4}]
"""


@pytest.mark.parametrize(("extra", "field", "typo"), [
    ("combat: {attacks: {bear: bob}}", "combat.attacks.bear", "bob"),
    ("combat: {attacks: {bear: Bob}, assign: {bear: {bobb: 2}}}",
     "combat.assign.bear.bobb", "bobb"),
    ("active: bob", "active", "bob"),
    ("teams: [[Alice], [bob]]", "teams[1][0]", "bob"),
    ("rules: cr-6e\ncombat: {attacks: {bear: Bob}, after_assignment: [{damage: bob, amount: 1, "
     "source: wall}]}", "combat.after_assignment[0].damage", "bob"),
])
def test_a_player_name_typo_gets_the_player(scenario: Write, extra: str, field: str,
                                            typo: str) -> None:
    err = _refused("resolve", scenario(dedent(PLAYERS) + extra + "\n"))
    assert f"{field}: " in err and f"'{typo}'" in err and "(did you mean 'Bob'?)" in err, err


def test_a_controller_typo_gets_the_player(scenario: Write) -> None:
    err = _refused("check", scenario(dedent(PLAYERS).replace("  Bob: [", "  BOB: [")))
    assert "battlefield.BOB: 'BOB' is not a player (did you mean 'Bob'?)" in err


def test_a_permanent_id_typo_in_attacks_still_gets_the_id(scenario: Write) -> None:
    text = dedent(PLAYERS) + "combat: {attacks: {bear: wal}}\n"
    assert "(did you mean 'wall'?)" in _refused("resolve", scenario(text))


# --- YAML mistakes, in redzone's words ------------------------------------------------------

@pytest.mark.parametrize(("text", "said"), [
    ("players: {Alice: {}, Bob: {}}\ncombat:\n  attacks: bear: Bob\n",
     "line 3: a ':' where a value was expected; check the indentation"),
    ("players:\n  Alice: {}\n   Bob: {}\n",
     "line 3: indented more than the line before it, or differently from the lines at its "
     "level"),
    ("players:\n\tAlice: {}\n", "line 2: a tab; indent with spaces"),
    ("players: {Alice: {}, Bob: {}\ncombat: {}\n",
     "line 2: the '{' opened on line 1 isn't closed by '}' (or a ',' is missing)"),
    ("players: {Alice: {}, Bob: {}}\nbattlefield: {Alice: [{id: a, power: 1]}\n",
     "line 2: the '{' opened on line 2 isn't closed by '}'"),
    ("players: [Alice, Bob}\n", "line 1: the '[' opened on line 1 isn't closed by ']'"),
    ('players: {Alice: {}, Bob: {}}\nbattlefield: {Alice: [{id: a, name: "Bob}]}\n',
     "the quote opened on line 2 is never closed"),
    ("players:\n  Alice: {}\n  - Bob\n",
     "line 3: a list item and a field side by side at one level; check the indentation"),
    ("players: {Alice: {}, Bob: {}}\nbattlefield: {Alice: [{id: '@a', name: @a}]}\n",
     "line 2: '@' can't begin a value; quote the value"),
    ('players: {Alice: {}, Bob: {}}\nbattlefield: {Alice: [{id: a, name: "a\\q"}]}\n',
     "line 2: '\\q' is no escape in double quotes; use single quotes"),
    ("players: {Alice: {}}\n---\nplayers: {Bob: {}}\n",
     "a second document ('---'); a scenario file holds one"),
    ("players: {Alice: {}, Alice: {}}\n", "line 1: key 'Alice' appears twice in one mapping"),
    ("players: {Alice: {}, Bob: {}}\nbattlefield: {Alice: [{id: a, name: 'it's'}]}\n",
     "line 2: the '{' opened on line 2 isn't closed by '}'"),
    ("players: {Alice: {}, Bob: {}}\nrules: 'cr-m10'10\n",
     "line 2: more text after a value; a quote closed early?"),
    ("players: {Alice: {}, Bob: {}}}\n", "line 1: a '}' that closes nothing"),
    ("players: !foo {Alice: {}, Bob: {}}\n",
     "line 1: '!foo' is a YAML tag redzone doesn't read; quote the value"),
])
def test_yaml_mistakes_are_said_in_plain_words(text: str, said: str) -> None:
    err = _refused("resolve", "-", stdin=text)
    assert f"<stdin>: not valid YAML: {said}" in err or said in err, err
    for pyyaml in ("mapping values are not allowed", "expected <block end>", "<scalar>",
                   "cannot start any token", "while scanning"):
        assert pyyaml not in err


# --- protection qualities -------------------------------------------------------------------

def _with(field: str, words: str) -> str:
    return (f"players: {{Alice: {{}}, Bob: {{}}}}\nbattlefield:\n  Alice: [{{id: knight, power: 2, "
            f"toughness: 2, {field}: [{words}]}}]\n  Bob: [{{id: bolt, power: 3, toughness: 3, "
            f"colors: [red]}}]\ncombat: {{attacks: {{knight: Bob}}, blocks: {{bolt: knight}}}}\n")


@pytest.mark.parametrize(("field", "words", "where", "meant"), [
    ("keywords", "protection from bleu", "keywords[0]", "protection from blue"),
    ("keywords", "flying, protection from reds", "keywords[1]", "protection from red"),
    ("keywords", "protection from red and from bleu", "keywords[0]",
     "protection from red and from blue"),
    ("gains", "protection from whites", "gains[0]", "protection from white"),
    ("keywords", "protection from dragonz", "keywords[0]", "protection from Dragons"),
    ("keywords", "protection from bobb", "keywords[0]", "protection from Bob"),
])
def test_an_unknown_protection_quality_is_refused_with_the_nearest(
        scenario: Write, field: str, words: str, where: str, meant: str) -> None:
    err = _refused("resolve", scenario(_with(field, words)))
    assert f"battlefield.Alice[0].{where}: unknown protection quality" in err
    assert f"(did you mean '{meant}'?)" in err


def test_a_protection_quality_with_nothing_near_says_what_protection_names(
        scenario: Write) -> None:
    err = _refused("check", scenario(_with("keywords", "protection from xyz")))
    assert "unknown protection quality 'xyz': protection is from a color, type, subtype or " \
           "player" in err


def test_a_lost_protection_typo_gets_the_card_s_keyword(scenario: Write) -> None:
    text = ("players: {Alice: {}, Bob: {}}\nbattlefield:\n  Alice: [{id: angel, "
            "card: Baneslayer Angel, loses: [protection from demon]}]\n")
    err = _refused("resolve", scenario(text))
    assert "battlefield.Alice[0].loses[0]: it has no 'protection from demon' to lose " \
           "(did you mean 'protection from demons'?)" in err


def test_an_ability_s_protection_typo_names_its_field(scenario: Write) -> None:
    text = _with("keywords", "flying").replace(
        "keywords: [flying]", "abilities: [{trigger: attacks, effects: [{gains: "
        "[protection from bleu]}]}]")
    err = _refused("resolve", scenario(text))
    assert "battlefield.Alice[0].abilities[0].effects[0].gains[0]: unknown protection " \
           "quality 'bleu' (did you mean 'protection from blue'?)" in err


@pytest.mark.parametrize("words", ["protection from red", "protection from Bob",
                                   "protection from creatures", "protection from Humans",
                                   "protection from each color", "protection from everything",
                                   "protection from monocolored", "protection from snow",
                                   "protection from instants", "protection from Werewolves"])
def test_every_quality_redzone_reads_is_accepted(scenario: Write, words: str) -> None:
    code, _, err = run_cli("check", scenario(_with("keywords", words)))
    assert code in (0, 1) and not err, err


def test_protection_from_a_player_protects(scenario: Write) -> None:
    code, out, _ = run_cli("check", scenario(_with("keywords", "protection from Bob")))
    assert code == 1 and "can't block knight: it has protection from bob" in out
    assert "702.16f" in out


def test_every_card_s_keywords_and_abilities_pass_the_quality_check() -> None:
    from redzone.cards import database
    from redzone.core import keywords as kw

    def lists(value: object) -> list[list[str]]:
        if isinstance(value, dict):
            return [w for k, v in value.items() for w in (
                [v] if k in ("gains", "loses", "keywords", "not_keywords") else lists(v))]
        return [w for v in value for w in lists(v)] if isinstance(value, list) else []

    db = database()
    for i in range(len(db)):
        card = db._card(i)
        for words in (list(card.keywords), *lists(list(card.abilities))):
            kw.check_qualities(words)


def test_every_subtype_of_the_card_database_is_a_known_subtype() -> None:
    import re

    from redzone.cards import database
    from redzone.core.cardtypes import SUBTYPES

    db = database()
    cards = [db._card(i) for i in range(len(db))]
    found = {s for c in cards if not c.funny for s in c.subtypes
             if re.fullmatch(r"[A-Z][A-Za-z'-]*(?: [A-Z][a-z]+)?", s)}  # not 'B.O.B.', 'Human?'
    assert found - set(SUBTYPES) == set()


# --- card names -------------------------------------------------------------------------------

def _card(name: str, extra: str = "") -> str:
    return (f"players: {{Alice: {{}}, Bob: {{}}}}\nbattlefield:\n  Alice: [{{id: it, card: "
            f"\"{name}\"{extra}}}]\n")


@pytest.mark.parametrize(("typed", "first", "also"), [
    ("Atraxa", "Atraxa, Grand Unifier", "Atraxa, Praetors' Voice"),
    ("thalia", "Thalia, Guardian of Thraben", "Thalia, Heretic Cathar"),
    ("Jace", "Jace, Arcane Strategist", "Jace, Architect of Thought"),
    ("Ugin", "Ugin, Eye of the Storms", "Ugin, the Ineffable"),
    ("Tarmogoyff", "Tarmogoyf", ""),
    ("Lightnin Bolt", "Lightning Bolt", ""),
])
def test_a_card_name_gets_the_cards_it_begins_or_nearly_names(
        scenario: Write, typed: str, first: str, also: str) -> None:
    err = _refused("resolve", scenario(_card(typed)))
    assert f"battlefield.Alice[0].card: unknown card '{typed}' (did you mean '{first}'?" in err
    assert not also or f"'{also}'" in err


def test_suggestions_come_from_the_autocompletion_s_index() -> None:
    from redzone.cards import UnknownCard, database, lookup

    for typed in ("Atraxa", "thalia", "Jace", "Ugin", "serra"):
        with pytest.raises(UnknownCard) as err:
            lookup(typed)
        assert set(err.value.suggestions) <= set(database().complete(typed, 50))


@pytest.mark.parametrize(("name", "said"), [
    ("Lightning Bolt", "'Lightning Bolt' is an instant, not a permanent that fights; redzone's "
                       "database holds creatures, planeswalkers, battles"),
    ("Counterspell", "'Counterspell' is an instant"),
    ("Wrath of God", "'Wrath of God' is a sorcery"),
    ("Sol Ring", "'Sol Ring' is an artifact whose text doesn't act in combat"),
])
def test_a_real_card_the_database_leaves_out_says_why(scenario: Write, name: str,
                                                      said: str) -> None:
    err = _refused("resolve", scenario(_card(name)))
    assert f"battlefield.Alice[0].card: {said}" in err
    assert "unknown card" not in err


def test_redzone_card_says_why_too() -> None:
    assert "'Lightning Bolt' is an instant" in _refused("card", "Lightning", "Bolt")


@pytest.mark.parametrize(("name", "types", "subtypes"), [
    ("Forest", ["basic", "land"], ["Forest"]), ("island", ["basic", "land"], ["Island"]),
    ("Snow-Covered Swamp", ["basic", "land", "snow"], ["Swamp"]),
    ("Wastes", ["basic", "land"], []), ("Breeding Pool", ["land"], ["Forest", "Island"]),
])
def test_a_land_by_name_is_a_land_with_its_types(name: str, types: list[str],
                                                 subtypes: list[str]) -> None:
    import redzone

    land = redzone.loads(_card(name)).board.permanents[0]
    assert (sorted(land.types), sorted(land.subtypes)) == (types, subtypes)
    assert land.name == land.card and not land.colors and land.power is None


def test_landwalk_reads_a_basic_land_given_by_name(scenario: Write) -> None:
    text = ("players: {Alice: {}, Bob: {}}\nbattlefield:\n  Alice: [{id: elf, power: 2, "
            "toughness: 2, keywords: [forestwalk]}]\n  Bob: [{id: f, card: Forest}, "
            "{id: wall, power: 0, toughness: 4}]\ncombat: {attacks: {elf: Bob}, "
            "blocks: {wall: elf}}\n")
    code, out, _ = run_cli("check", scenario(text))
    assert code == 1 and "forestwalk and Bob controls Forest (rule 702.14c)" in out
    code, out, _ = run_cli("check", scenario(text.replace("card: Forest", "card: Island")))
    assert code == 0


def test_a_land_by_name_is_written_back_as_its_name() -> None:
    import redzone

    scenario = redzone.loads(_card("Snow-Covered Forest"))
    assert "{id: it, card: Snow-Covered Forest}" in redzone.dumps(scenario)
    assert redzone.loads(redzone.dumps(scenario)) == scenario


@pytest.mark.parametrize(("text", "said"), [
    ('{"players": {"Alice": {} "Bob": {}}}',
     "line 1, column 26: a ',' is missing, or a bracket closes too early"),
    ('{"players": {"Alice": {}, "Bob": {},}}',
     "a key in double quotes expected (JSON has no ',' before '}' nor single quotes)"),
    ('{"players": {"Alice" {}}}', "line 1, column 22: a key without its ':'"),
    ('{"players": {"Alice": {}, "Bob": {}}}}', "more text after the scenario's closing '}'"),
    ('{"players": "Alice', "a string that is never closed"),
])
def test_json_mistakes_are_said_in_plain_words(scenario: Write, text: str, said: str) -> None:
    err = _refused("check", scenario(text, "board.json"))
    assert f"board.json: not valid JSON: {said}" in err or said in err, err
    assert "Expecting" not in err


def test_a_filters_field_on_a_permanent_is_refused_not_ignored() -> None:
    """`any_types` and `not_types` belong to an ability's filter; on a permanent they would
    do nothing, so they are an unknown field there (nothing ignored in silence)."""
    code, out, err = run_cli("resolve", "-", stdin=(
        "players: {Alice: {}, Bob: {}}\n"
        "battlefield:\n  Alice: [{id: bear, power: 2, toughness: 2, any_types: [artifact]}]\n"))
    assert code == 2
    assert "battlefield.Alice[0]: unknown field 'any_types'" in out + err
