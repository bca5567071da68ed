"""What a new user types wrong, and what redzone says back (issue 20): standard input, a
board's `id`, player names, YAML mistakes, protection qualities and card names. Every message
is one line on standard error, names the field, and exits with code 2."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
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


@pytest.fixture
def scenario(tmp_path: Path) -> Write:
    """Write YAML text to a file and return its path."""

    def write(text: str, name: str = "scenario.yaml") -> str:
        path = tmp_path / name
        path.write_text(dedent(text), encoding="utf-8")
        return str(path)

    return write


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
])
def test_yaml_mistakes_are_said_in_plain_words(text: str, said: str) -> None:
    err = _refused("resolve", "-", stdin=text)
    assert f"<stdin>: not valid YAML: {said}" in err or said in err, err
    for pyyaml in ("mapping values are not allowed", "expected <block end>", "<scalar>",
                   "cannot start any token", "while scanning"):
        assert pyyaml not in err
