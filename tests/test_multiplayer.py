"""Multiplayer combat from concrete boards: several defending players (506.2, 509.1a, 802),
players leaving the game (800.4a), commander damage (704.6c, 903.10a) and Two-Headed Giant
(704.6a-b, 810)."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest

import redzone
from clirun import run_cli
from redzone import Event, Result
from redzone.core.errors import IllegalDeclaration, ScenarioError

FIRST = "first-strike combat damage"
REGULAR = "combat damage"
FOUR = "players: {Alice: {}, Bob: {}, Carol: {}, Dave: {}}\n"


def play(text: str) -> Result:
    return redzone.resolve(redzone.loads(dedent(text)))


def of(events: Result | tuple[Event, ...], kind: str) -> list[Event]:
    found = events.events if isinstance(events, Result) else events
    return [e for e in found if e.type == kind]


def life(result: Result) -> dict[str, int]:
    return {name: p.life for name, p in result.players.items()}


# --- several defending players ------------------------------------------------------------

SPLIT = FOUR + dedent("""\
    battlefield:
      Alice:
        - {id: ogre, power: 3, toughness: 3}
        - {id: priest, power: 2, toughness: 2, keywords: [lifelink]}
        - {id: giant, power: 4, toughness: 4}
        - {id: squire, power: 1, toughness: 1}
      Bob:
        - {id: bear, power: 2, toughness: 2}
      Carol:
        - {id: wall, power: 0, toughness: 5}
      Dave:
        - {id: jace, types: [planeswalker], loyalty: 3}
        - {id: elf, power: 1, toughness: 1}
    """)


def test_attacks_split_among_three_opponents_and_a_planeswalker() -> None:
    result = play(SPLIT + dedent("""\
        combat:
          attacks: {ogre: Bob, priest: Carol, giant: jace, squire: Dave}
          blocks: {bear: ogre}
        """))
    assert [(e.source, e.target) for e in of(result.declarations, "attacks")] == [
        ("ogre", "Bob"), ("priest", "Carol"), ("giant", "jace"), ("squire", "Dave")]
    assert life(result) == {"Alice": 22, "Bob": 20, "Carol": 18, "Dave": 19}
    assert [(e.player, e.amount, e.rule) for e in of(result, "life_gain")] == [
        ("Alice", 2, "702.15b")]
    assert result.permanents["jace"].zone == "graveyard"
    assert [e.rule for e in of(result, "graveyard")] == ["704.5i"]
    assert result.permanents["bear"].zone == "graveyard"
    assert result.permanents["ogre"].damage == 2
    assert not any(p.lost for p in result.players.values())


def test_each_defending_player_blocks_only_what_attacks_them() -> None:
    scenario = redzone.loads(SPLIT + dedent("""\
        combat:
          attacks: {ogre: Bob, priest: Carol, giant: jace}
          blocks: {wall: ogre, bear: priest}
        """))
    with pytest.raises(IllegalDeclaration) as err:
        redzone.resolve(scenario)
    assert {(v.subject, v.rule) for v in err.value.violations} == {
        ("wall", "509.1a"), ("bear", "509.1a")}
    assert "attacks Bob, not Carol" in str(err.value)


def test_a_player_blocks_for_their_planeswalker() -> None:
    result = play(SPLIT + dedent("""\
        combat:
          attacks: {giant: jace, squire: Dave}
          blocks: {elf: giant}
        """))
    assert result.permanents["jace"].loyalty == 3
    assert result.permanents["elf"].zone == "graveyard"
    assert life(result)["Dave"] == 19


def test_several_players_lose_at_once_and_the_game_ends_with_one_left() -> None:
    result = play(dedent("""\
        players: {Alice: {}, Bob: {life: 2}, Carol: {life: 1}}
        battlefield:
          Alice:
            - {id: a, power: 2, toughness: 2}
            - {id: b, power: 1, toughness: 1}
          Bob:
            - {id: bear, power: 2, toughness: 2}
        combat:
          attacks: {a: Bob, b: Carol}
        """))
    assert {e.player: e.rule for e in of(result, "lost")} == {"Bob": "704.5a",
                                                             "Carol": "704.5a"}
    assert of(result, "left_game") == []  # the game is over: no one is left to play on
    assert result.permanents["bear"].zone == "battlefield"


# --- a player who loses leaves the game (800.4a) -------------------------------------------

LEAVES = dedent("""\
    players: {Alice: {}, Bob: {life: 2}, Carol: {}}
    battlefield:
      Alice:
        - {id: striker, power: 2, toughness: 2, keywords: [first strike]}
        - {id: ogre, power: 4, toughness: 4}
        - {id: slow, power: 3, toughness: 3}
        - {id: loaner, power: 2, toughness: 2, owner: Bob}
        - {id: bear, power: 2, toughness: 2}
      Bob:
        - {id: wall, power: 0, toughness: 5}
        - {id: borrowed, power: 1, toughness: 1, owner: Carol}
    combat:
      attacks: {striker: Bob, ogre: Bob, slow: Bob, loaner: Carol, bear: Carol}
      blocks: {wall: ogre}
    """)


def test_a_player_killed_by_first_strike_leaves_and_their_blocker_leaves_combat() -> None:
    result = play(LEAVES)
    first, regular = result.steps
    assert (first.name, regular.name) == (FIRST, REGULAR)
    assert [(e.player, e.rule) for e in of(first.events, "lost")] == [("Bob", "704.5a")]
    left = {e.permanent: (e.player, e.rule) for e in of(first.events, "left_game")}
    # owned by Bob: leave with him; controlled by Bob, owned by Carol: exiled
    assert left == {"wall": ("Bob", "800.4a"), "loaner": ("Bob", "800.4a"),
                    "borrowed": ("Bob", "800.4a")}
    assert {e.permanent for e in of(first.events, "removed_from_combat")} == {"wall",
                                                                             "loaner"}
    for pid in ("wall", "loaner", "borrowed"):
        assert result.permanents[pid].zone == "exile"
    # the ogre stays blocked (509.1h) and deals no combat damage; the slow attacker attacks
    # no one now; the bear hits Carol
    assert [(e.source, e.target, e.amount) for e in of(regular.events, "damage")] == [
        ("bear", "Carol", 2)]
    assert life(result) == {"Alice": 20, "Bob": 0, "Carol": 18}
    assert result.players["Bob"].lost and not result.players["Carol"].lost


def test_a_two_player_game_ends_in_the_first_strike_step() -> None:
    result = play(dedent("""\
        players: {Alice: {}, Bob: {life: 2}}
        battlefield:
          Alice:
            - {id: striker, power: 2, toughness: 2, keywords: [first strike]}
            - {id: ogre, power: 4, toughness: 4}
          Bob:
            - {id: wall, power: 0, toughness: 5}
        combat:
          attacks: {striker: Bob, ogre: Bob}
          blocks: {wall: ogre}
        """))
    assert [s.name for s in result.steps] == [FIRST]
    assert of(result, "left_game") == []
    assert result.permanents["wall"].zone == "battlefield"


# --- Commander (903) ----------------------------------------------------------------------

def test_a_commander_at_19_prior_damage_dealing_2_wins() -> None:
    result = play(dedent("""\
        players: {Alice: {life: 40}, Bob: {life: 40, commander_damage: {kraum: 19}}}
        battlefield:
          Alice:
            - {id: kraum, power: 2, toughness: 2, types: [legendary, creature], commander: true}
        combat:
          attacks: {kraum: Bob}
        """))
    assert result.players["Bob"].commander_damage == {"kraum": 21}
    assert result.players["Bob"].life == 38
    assert [(e.player, e.rule) for e in of(result, "lost")] == [("Bob", "704.6c")]


def test_commander_damage_counts_per_commander_and_only_commanders() -> None:
    result = play(dedent("""\
        players: {Alice: {life: 40}, Bob: {life: 40, commander_damage: {kraum: 19, tymna: 20}}}
        battlefield:
          Alice:
            - {id: kraum, power: 1, toughness: 2, commander: true}
            - {id: ogre, power: 5, toughness: 5}
        combat:
          attacks: {kraum: Bob, ogre: Bob}
        """))
    assert result.players["Bob"].commander_damage == {"kraum": 20, "tymna": 20}
    assert not result.players["Bob"].lost


def test_an_infect_commander_deals_commander_damage_too() -> None:
    result = play(dedent("""\
        players: {Alice: {life: 40}, Bob: {life: 40, commander_damage: {skithiryx: 19}}}
        battlefield:
          Alice:
            - {id: skithiryx, power: 2, toughness: 2, keywords: [infect], commander: true}
        combat:
          attacks: {skithiryx: Bob}
        """))
    bob = result.players["Bob"]
    assert (bob.life, bob.poison, bob.commander_damage) == (40, 2, {"skithiryx": 21})
    assert [(e.player, e.rule) for e in of(result, "lost")] == [("Bob", "704.6c")]


def test_commander_damage_in_a_four_player_game_and_the_loser_leaves() -> None:
    result = play(FOUR.replace("Bob: {}", "Bob: {commander_damage: {kraum: 20}}") + dedent("""\
        battlefield:
          Alice:
            - {id: kraum, power: 1, toughness: 1, commander: true}
            - {id: ogre, power: 3, toughness: 3}
          Bob:
            - {id: bear, power: 2, toughness: 2}
        combat:
          attacks: {kraum: Bob, ogre: Carol}
        """))
    assert [(e.player, e.rule) for e in of(result, "lost")] == [("Bob", "704.6c")]
    assert result.permanents["bear"].zone == "exile"
    assert life(result) == {"Alice": 20, "Bob": 19, "Carol": 17, "Dave": 20}


# --- Two-Headed Giant (810) ---------------------------------------------------------------

TEAMS = "teams: [[Alice, Carol], [Bob, Dave]]\n"
TWO_HEADED = TEAMS + dedent("""\
    battlefield:
      Alice:
        - {id: ogre, power: 3, toughness: 3}
        - {id: squire, power: 1, toughness: 1}
      Carol:
        - {id: bear, power: 2, toughness: 2, keywords: [lifelink]}
        - {id: guard, power: 1, toughness: 4}
      Bob:
        - {id: elf, power: 1, toughness: 1}
      Dave:
        - {id: wall, power: 0, toughness: 4}
    """)


def test_two_headed_giant_shared_life_reaching_0_and_the_team_loses_together() -> None:
    result = play("players: {Alice: {}, Carol: {}, Bob: {life: 4}, Dave: {life: 4}}\n"
                  + TWO_HEADED + dedent("""\
        combat:
          attacks: {ogre: Bob, bear: Dave, squire: Bob}
          blocks: {wall: squire}
        """))
    # 3 to Bob and 2 to Dave come off the team's shared 4 (810.9); lifelink adds to 30
    assert life(result) == {"Alice": 32, "Carol": 32, "Bob": -1, "Dave": -1}
    lost = of(result, "lost")
    assert [(e.player, e.rule) for e in lost] == [("Bob", "704.6a"), ("Dave", "704.6a")]
    assert all("810.8a" in (e.note or "") for e in lost)
    assert all(result.players[p].lost for p in ("Bob", "Dave"))
    assert not result.players["Alice"].lost


def test_two_headed_giant_starts_at_30_and_either_head_blocks() -> None:
    result = play("players: {Alice: {}, Bob: {}, Carol: {}, Dave: {}}\n" + TWO_HEADED
                  + dedent("""\
        combat:
          attacks: {ogre: Bob, bear: Bob}
          blocks: {wall: ogre}
        """))
    assert life(result) == {"Alice": 32, "Carol": 32, "Bob": 28, "Dave": 28}


def test_two_headed_giant_shared_poison_loses_at_15_not_10() -> None:
    base = "players: {Alice: {}, Carol: {}, Bob: {poison: %d}, Dave: {poison: %d}}\n"
    board = TEAMS + dedent("""\
        battlefield:
          Alice:
            - {id: rat, power: 3, toughness: 1, keywords: [infect]}
        combat:
          attacks: {rat: Dave}
        """)
    safe = play(base % (9, 9) + board)
    assert (safe.players["Bob"].poison, safe.players["Dave"].poison) == (12, 12)
    assert of(safe, "lost") == []
    dead = play(base % (12, 12) + board)
    assert [(e.player, e.rule) for e in of(dead, "lost")] == [("Bob", "704.6b"),
                                                             ("Dave", "704.6b")]


def test_two_headed_giant_refuses_attacking_or_blocking_a_teammate() -> None:
    players = "players: {Alice: {}, Bob: {}, Carol: {}, Dave: {}}\n"
    with pytest.raises(IllegalDeclaration) as err:
        redzone.resolve(redzone.loads(players + TWO_HEADED + dedent("""\
            combat:
              attacks: {ogre: Carol}
            """)))
    assert [v.rule for v in err.value.violations] == ["506.2"]
    with pytest.raises(IllegalDeclaration) as err:
        redzone.resolve(redzone.loads(players + TWO_HEADED + dedent("""\
            combat:
              attacks: {ogre: Bob}
              blocks: {guard: ogre}
            """)))
    assert ("guard", "509.1a") in {(v.subject, v.rule) for v in err.value.violations}


@pytest.mark.parametrize(("text", "path"), [
    ("players: {Alice: {}, Bob: {}, Carol: {}, Dave: {}}\nteams: [[Alice, Carol], [Bob]]\n",
     "teams"),
    ("players: {Alice: {}, Bob: {}, Carol: {}, Dave: {}}\nteams: [[Alice, Carol], [Bob, Eve]]\n",
     "teams[1][1]"),
    ("players: {Alice: {}, Bob: {}, Carol: {}, Dave: {}}\n"
     "teams: [[Alice, Carol], [Bob, Alice, Dave]]\n", "teams[1][1]"),
    ("players: {Alice: {}, Bob: {}}\nteams: [[Alice, Bob]]\n", "teams"),
    ("players: {Alice: {}, Bob: {life: 10}, Carol: {}, Dave: {life: 12}}\n"
     "teams: [[Alice, Carol], [Bob, Dave]]\n", "players.Dave.life"),
])
def test_bad_teams_name_the_field(text: str, path: str) -> None:
    with pytest.raises(ScenarioError) as err:
        redzone.loads(text)
    assert err.value.path == path


def test_cli_bad_teams_exit_2_with_the_field_path(tmp_path: Path) -> None:
    file = tmp_path / "t.yaml"
    file.write_text("players: {Alice: {}, Bob: {}, Carol: {}}\nteams: [[Alice], [Bob]]\n")
    code, out, err = run_cli("resolve", str(file))
    assert code == 2
    assert "teams" in out + err


def test_your_team_is_you_and_your_teammates_102_4() -> None:
    """Sickle Dancer: "Whenever this creature attacks, if your team controls another Warrior,
    this creature gets +1/+1 until end of turn." In Two-Headed Giant Carol's Warrior counts
    for Alice's Dancer, Bob's doesn't; without teams "your team" is Alice alone (102.4). A
    lord "Warriors your team controls get +1/+0" (a filter) reaches Carol's Warrior too."""
    dancer = ("{id: dancer, power: 2, toughness: 2, abilities: [{trigger: attacks, if: "
              "{you_control: {subtypes: [Warrior], other: true, controller: your team}}, "
              "effects: [{pump: [1, 1]}]}]}")
    warrior = "{id: %s, power: 1, toughness: 1, subtypes: [Warrior]}"
    two_headed = ("players: {Alice: {}, Carol: {}, Bob: {}, Dave: {}}\n" + TEAMS
                  + "battlefield:\n  Alice: [%s]\n  Carol: [%s]\n  Bob: [%s]\n  Dave: []\n"
                  + "combat: {attacks: {dancer: Bob}}\n")
    r = play(two_headed % (dancer, warrior % "c", warrior % "b"))
    assert life(r)["Bob"] == 27  # (the team's shared 30, 810.9a) less 3
    r = play(two_headed % (dancer, "", warrior % "b"))
    assert life(r)["Bob"] == 28
    duel = ("players: {Alice: {}, Bob: {}}\nbattlefield:\n  Alice: [%s]\n  Bob: [%s]\n"
            "combat: {attacks: {dancer: Bob}}\n")
    assert life(play(duel % (dancer, warrior % "b")))["Bob"] == 18
    assert life(play(duel % (f"{dancer}, {warrior % 'a'}", "")))["Bob"] == 17
    lord = ("{id: lord, power: 1, toughness: 1, abilities: [{affects: {subtypes: [Warrior], "
            "controller: your team}, pump: [1, 0]}]}")
    r = play(two_headed.replace("dancer: Bob", "c: Bob") % (lord, warrior % "c", ""))
    assert life(r)["Bob"] == 28
