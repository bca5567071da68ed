"""Real cards: the offline database behind `card:` and `redzone card` (redzone.cards)."""

from __future__ import annotations

import json
from textwrap import dedent

import pytest
from click.testing import CliRunner

import redzone
from redzone.cards import Card, UnknownCard, database, lookup
from redzone.cards.oracle import colors_of, mana_value, name_key
from redzone.cards.text.compile import compile_text
from redzone.cli import cli
from redzone.core import keywords as kw
from redzone.core.errors import ScenarioError


def test_vastwood_gorger() -> None:
    card = lookup("Vastwood Gorger")
    assert (card.power, card.toughness) == ("5", "6")
    assert card.mana_cost == "{5}{G}" and card.mana_value == 6
    assert card.colors == ("green",) and card.types == ("creature",)
    assert card.subtypes == ("Wurm",) and card.keywords == ()


def test_baneslayer_angel() -> None:
    card = lookup("Baneslayer Angel")
    assert card.keywords == ("flying", "first strike", "lifelink", "protection from Demons",
                             "protection from Dragons")
    parsed = kw.parse(card.keywords)
    assert parsed.flags == {"flying", "first strike", "lifelink"}
    assert parsed.protection == {"demons", "dragons"}
    assert card.text == ""


def test_llanowar_elves() -> None:
    card = lookup("Llanowar Elves")
    assert (card.power, card.toughness, card.mana_cost) == ("1", "1", "{G}")
    assert card.subtypes == ("Elf", "Druid") and card.colors == ("green",)
    assert card.text == "{T}: Add {G}."


def test_tarmogoyf_stats_are_printed_strings() -> None:
    card = lookup("Tarmogoyf")
    assert (card.power, card.toughness) == ("*", "1+*")
    assert Card.number(card.power) is None and Card.number("5") == 5


def test_double_faced_card_each_face_with_its_own_stats() -> None:
    front = lookup("Delver of Secrets")
    back = lookup("Insectile Aberration")
    assert (front.power, front.toughness, front.keywords) == ("1", "1", ())
    assert (back.power, back.toughness, back.keywords) == ("3", "2", ("flying",))
    assert back.colors == ("blue",)  # its color indicator
    assert front.full_name == back.full_name == "Delver of Secrets // Insectile Aberration"
    assert lookup("Delver of Secrets // Insectile Aberration") == front


def test_planeswalker_loyalty() -> None:
    jace = lookup("Jace Beleren")
    assert jace.loyalty == "3" and jace.types == ("planeswalker",)
    assert jace.supertypes == ("legendary",) and jace.power is None
    assert lookup("Gideon, Ally of Zendikar").loyalty == "4"


def test_lookup_ignores_case_and_accents() -> None:
    assert lookup("lim-dul the necromancer").name == "Lim-Dûl the Necromancer"
    assert lookup("  JÖTUN   grunt ").name == "Jötun Grunt"
    assert lookup("Ulamog’s Crusher").name == "Ulamog's Crusher"


def test_typo_suggests_the_card() -> None:
    with pytest.raises(UnknownCard) as err:
        lookup("Tarmogoyff")
    assert err.value.suggestions[0] == "Tarmogoyf"
    assert "did you mean 'Tarmogoyf'?" in str(err.value)
    with pytest.raises(UnknownCard) as err:
        lookup("Baneslayer Angle")
    assert "Baneslayer Angel" in err.value.suggestions


def test_alchemy_and_joke_cards_only_on_request() -> None:
    with pytest.raises(UnknownCard, match="Alchemy"):
        lookup("A-Cloister Gargoyle")
    assert lookup("A-Cloister Gargoyle", extras=True).alchemy
    with pytest.raises(UnknownCard, match="joke"):
        lookup("Angelic Rocket")
    assert lookup("Angelic Rocket", extras=True).funny
    assert all(not name.startswith("A-") for name in database().suggest("A-Cloister Gargoyl"))


@pytest.mark.parametrize("name", ["Sarevok, Deadly Usurper",  # conjures
                                  "Klement, Novice Acolyte",  # perpetually, specializes
                                  "Champions of Tyr"])  # double team
def test_a_digital_card_is_known_as_alchemy_by_its_actions(name: str) -> None:
    """The Comprehensive Rules define no conjuring, perpetual change or specializing: only
    Alchemy's digital cards do them, whatever their names."""
    with pytest.raises(UnknownCard, match="Alchemy"):
        lookup(name)
    assert lookup(name, extras=True).alchemy
    assert not lookup("Clever Conjurer").alchemy  # (a paper card with the word in its name)


def test_can_block_more_than_one() -> None:
    assert lookup("Two-Headed Dragon").can_block == 2
    assert lookup("Avatar of Hope").can_block is None  # any number
    assert lookup("Hundred-Handed One").can_block == 1  # only while monstrous: text
    assert lookup("Grizzly Bears").can_block == 1


def test_colors() -> None:
    assert lookup("Transguild Courier").colors == tuple(kw.COLORS)  # "is all colors"
    assert lookup("Eldrazi Devastator").colors == ()
    assert lookup("Homicidal Brute").colors == ("red",)  # the back of a blue card
    assert lookup("Dryad Arbor").colors == ("green",)
    assert colors_of("{2/W}{G/P}{U/B}") == ["white", "blue", "black", "green"]
    assert mana_value("{X}{2/W}{G/P}{3}") == 6
    assert name_key("Æther Vial") == "æther vial"


# name -> the combat keywords of its oracle text, in the order printed
KEYWORDS: dict[str, list[str]] = {
    "Serra Angel": ["flying", "vigilance"],
    "Giant Spider": ["reach"],
    "Colossal Dreadmaw": ["trample"],
    "Vampire Nighthawk": ["flying", "deathtouch", "lifelink"],
    "Questing Beast": ["vigilance", "deathtouch", "haste",
                       "can't be blocked by creatures with power 2 or less"],
    "Glistener Elf": ["infect"],
    "Boggart Ram-Gang": ["haste", "wither"],
    "Blighted Agent": ["infect", "can't be blocked"],
    "Plague Stinger": ["flying", "infect"],
    "Mirri, Cat Warrior": ["first strike", "forestwalk", "vigilance"],
    "Akroma, Angel of Wrath": ["flying", "first strike", "vigilance", "trample", "haste",
                               "protection from black", "protection from red"],
    "Grizzly Bears": [],
    "Wall of Stone": ["defender"],
    "Goblin Guide": ["haste"],
    "Ulamog's Crusher": ["annihilator 2", "attacks each combat if able"],
    "Phyrexian Crusader": ["first strike", "protection from red", "protection from white",
                           "infect"],
    "Knight of Meadowgrain": ["first strike", "lifelink"],
    "True-Name Nemesis": [],  # protection from the chosen player: not a fixed quality
    "Dauthi Slayer": ["shadow", "attacks each combat if able"],
    "Soltari Priest": ["protection from red", "shadow"],
    "Slither Blade": ["can't be blocked"],
    "Benalish Hero": ["banding"],
    "Mesa Pegasus": ["flying", "banding"],
    "Markov Crusader": ["lifelink"],  # haste only with another Vampire
    "Shadowmage Infiltrator": ["fear"],
    "Bog Wraith": ["swampwalk"],
    "Lord of Atlantis": [],  # gives islandwalk to others
    "Two-Headed Dragon": ["flying", "menace"],
    "Avatar of Hope": ["flying"],
    "Hundred-Handed One": ["vigilance"],
    "Vorinclex, Monstrous Raider": ["trample", "haste"],
    "Rampaging Ferocidon": ["menace"],
    "Kavu Titan": [],  # trample only if kicked
    "Skrelv, Defector Mite": ["toxic 1", "can't block"],
    "White Knight": ["first strike", "protection from black"],
    "Knight of Stromgald": ["protection from white"],
    "Gravecrawler": ["can't block"],
    "Bloodghast": ["can't block"],
    "Sigarda, Host of Herons": ["flying", "hexproof"],
    "Goblin Heelcutter": [],
    "Emrakul, the Aeons Torn": ["flying", "annihilator 6"],
    "Commander Mustard": ["vigilance"],
    "Terror of Kruin Pass": ["double strike"],
    "Iridescent Angel": ["flying", "protection from each color"],
    "Etched Champion": [],  # metalcraft: conditional
    "Thundering Tanadon": ["trample"],
    "Hand of the Praetors": ["infect"],
    "Zhalfirin Commander": ["flanking"],
    "Progenitus": ["protection from everything"],
    "Guardian of the Gateless": ["flying"],
}


@pytest.mark.parametrize("name", KEYWORDS)
def test_keywords_of_real_cards(name: str) -> None:
    card = lookup(name)
    assert list(card.keywords) == KEYWORDS[name]
    kw.parse(card.keywords)  # in redzone's vocabulary


def test_keyword_table_is_large_enough() -> None:
    assert len(KEYWORDS) >= 40


def test_keywords_left_in_the_text() -> None:
    spawn = lookup("Aboleth Spawn").text  # flash stays; ward is read (702.21a)
    assert spawn.startswith("Flash\n") and "Ward" not in spawn
    assert "Soldiers you control gain" in lookup("Commander Mustard").text
    assert lookup("Serra Angel").text == ""  # reminder text goes too


def test_keyword_lines_and_sentences() -> None:
    text = ("Creatures you control have flying.\nFlying, ward {2}\nThis creature can't block.\n"
            "Enchanted creature has trample.\nOther Zombie creatures have swampwalk.\n"
            "Protection from Humans and from the chosen color")
    found = compile_text(text, "Test Card", ["Flying", "Ward", "Protection"],
                         {"Zombie": "Zombie", "Humans": "Human"})
    assert found.keywords == ["flying", "ward {2}", "can't block", "protection from Humans"]
    assert found.can_block == 1
    assert found.abilities == [
        {"affects": {"controller": "you"}, "gains": ["flying"],
         "text": "Creatures you control have flying."},
        {"affects": "enchanted creature", "gains": ["trample"],
         "text": "Enchanted creature has trample."},
        {"affects": {"other": True, "subtypes": ["Zombie"]}, "gains": ["swampwalk"],
         "text": "Other Zombie creatures have swampwalk."}]
    assert found.unmodelled == ["Protection from Humans and from the chosen color"]
    found = compile_text("Test Card can block any number of creatures.", "Test Card")
    assert (found.keywords, found.can_block) == ([], None)


def test_every_keyword_in_the_database_parses() -> None:
    db = database()
    emitted = {k for i in range(len(db)) for k in db._card(i).keywords}
    kw.parse(sorted(emitted))
    assert {"flying", "toxic 2", "swampwalk", "protection from Demons"} <= emitted


# --- scenarios ------------------------------------------------------------------------

GORGER = """\
    players: {Alice: {}, Bob: {}}
    battlefield:
      Alice: [{id: gorger, card: Vastwood Gorger}]
      Bob:
        - {id: guardian, name: Pride Guardian, power: 0, toughness: 3}
        - {id: elves, card: llanowar elves}
    combat: {attacks: {gorger: Bob}, blocks: {guardian: gorger, elves: gorger}}
"""


def test_scenario_card_fills_the_permanent_and_resolves() -> None:
    scenario = redzone.loads(dedent(GORGER))
    gorger = scenario.board.permanent("gorger")
    assert (gorger.power, gorger.toughness, gorger.label) == (5, 6, "Vastwood Gorger")
    assert gorger.colors == {"green"} and gorger.subtypes == {"Wurm"}
    assert scenario.board.permanent("elves").label == "Llanowar Elves"
    result = redzone.resolve(scenario)
    assert result.permanents["guardian"].zone == "graveyard"
    assert result.permanents["elves"].zone == "graveyard"
    assert result.permanents["gorger"].damage == 1
    assert result.players["Bob"].life == 20


def test_scenario_fields_override_the_card() -> None:
    text = """\
        players: {Alice: {}, Bob: {}}
        battlefield:
          Alice:
            - {id: a, card: Baneslayer Angel, power: 7, name: Big Angel, keywords: [reach]}
            - {id: g, card: Guardian of the Gateless}
          Bob: []
    """
    board = redzone.loads(dedent(text)).board
    angel = board.permanent("a")
    assert (angel.power, angel.toughness, angel.label) == (7, 5, "Big Angel")
    assert angel.keywords.flags == {"reach"} and not angel.keywords.protection
    guardian = board.permanent("g")
    assert guardian.can_block is None and guardian.has("flying")


def test_scenario_card_keywords_work_in_combat() -> None:
    text = """\
        players: {Alice: {}, Bob: {}}
        battlefield:
          Alice: [{id: angel, card: Baneslayer Angel}]
          Bob: [{id: bear, card: Grizzly Bears}]
        combat: {attacks: {angel: Bob}, blocks: {bear: angel}}
    """
    with pytest.raises(redzone.IllegalDeclaration):  # flying (702.9b)
        redzone.resolve(redzone.loads(dedent(text)))


def test_tarmogoyf_demands_explicit_power_and_toughness() -> None:
    text = """\
        players: {Alice: {}, Bob: {}}
        battlefield:
          Alice: [{id: goyf, card: Tarmogoyf}]
    """
    with pytest.raises(ScenarioError) as err:
        redzone.loads(dedent(text))
    assert err.value.path == "battlefield.Alice[0].power"
    assert "Tarmogoyf has power/toughness */1+*; give power and toughness" in str(err.value)
    with pytest.raises(ScenarioError) as err:
        redzone.loads(dedent(text).replace("Tarmogoyf}", "Tarmogoyf, power: 4}"))
    assert err.value.path == "battlefield.Alice[0].toughness"
    goyf = redzone.loads(dedent(text).replace("Tarmogoyf}", "Tarmogoyf, power: 4, "
                                                             "toughness: 5}")).board
    assert (goyf.permanent("goyf").power, goyf.permanent("goyf").toughness) == (4, 5)


def test_scenario_planeswalker_from_card() -> None:
    text = """\
        players: {Alice: {}, Bob: {}}
        battlefield:
          Bob: [{id: jace, card: Jace Beleren}]
    """
    jace = redzone.loads(dedent(text)).board.permanent("jace")
    assert jace.loyalty == 3 and jace.is_a("planeswalker") and jace.is_a("legendary")


def test_scenario_unknown_card_names_the_field() -> None:
    text = """\
        players: {Alice: {}, Bob: {}}
        battlefield:
          Alice: [{id: x, power: 1, toughness: 1}, {id: goyf, card: Tarmogoyff}]
    """
    with pytest.raises(ScenarioError) as err:
        redzone.loads(dedent(text))
    assert err.value.path == "battlefield.Alice[1].card"
    assert "did you mean 'Tarmogoyf'?" in err.value.message


# --- the command ----------------------------------------------------------------------

def test_cli_card_text() -> None:
    out = CliRunner().invoke(cli, ["card", "baneslayer", "angel"])
    assert out.exit_code == 0, out.output
    assert out.output.splitlines()[:4] == [
        "Baneslayer Angel  {3}{W}{W}", "Creature — Angel", "5/5 · white",
        "Keywords: flying, first strike, lifelink, protection from Demons, "
        "protection from Dragons"]


def test_cli_card_json() -> None:
    out = CliRunner().invoke(cli, ["card", "Tarmogoyf", "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert {"name", "mana_cost", "colors", "types", "power", "toughness", "loyalty",
            "keywords", "text"} <= set(data)
    assert (data["name"], data["power"], data["toughness"]) == ("Tarmogoyf", "*", "1+*")
    assert data["colors"] == ["green"] and data["types"] == ["creature"]
    out = CliRunner().invoke(cli, ["card", "insectile aberration", "--json"])
    data = json.loads(out.output)
    assert (data["power"], data["keywords"]) == ("3", ["flying"])


def test_cli_card_unknown_exits_2_with_a_suggestion() -> None:
    out = CliRunner().invoke(cli, ["card", "Tarmogoyff"])
    assert out.exit_code == 2
    assert "did you mean 'Tarmogoyf'?" in out.output
    assert "Traceback" not in out.output


def test_cli_card_extras() -> None:
    assert CliRunner().invoke(cli, ["card", "A-Cloister Gargoyle"]).exit_code == 2
    out = CliRunner().invoke(cli, ["card", "--extras", "A-Cloister Gargoyle", "--json"])
    assert out.exit_code == 0 and json.loads(out.output)["name"] == "A-Cloister Gargoyle"
