"""The verdict first: lethal or not, life and poison before -> after, what died (CLI text,
--brief, --json) and the library's Outcome (explain, svg, notebook display, short repr)."""

from __future__ import annotations

import json
from pathlib import Path
from textwrap import dedent

import redzone
from clirun import run_cli
from redzone.analysis import judge

ROOT = Path(__file__).resolve().parent.parent
BEARS = dedent("""\
    players: {Alice: {}, Bob: {life: 3, poison: 2}}
    battlefield:
      Alice:
        - {id: bear, name: Grizzly Bears, power: 2, toughness: 2}
        - {id: ogre, name: Hill Giant, power: 3, toughness: 3}
      Bob:
        - {id: elf, name: Llanowar Elves, power: 1, toughness: 1}
    combat:
      attacks: {bear: Bob, ogre: Bob}
    """)


def test_an_unblocked_attack_for_exactly_the_life_left_is_lethal() -> None:
    """704.5a: Bob at 3 takes 3 from the unblocked Hill Giant; the Elves chump the Bears."""
    scenario = redzone.loads(BEARS + "  blocks: {elf: bear}\n")
    found = redzone.resolve(scenario).verdict()
    assert found.lethal and found.headline() == "Lethal: Bob loses the game"
    lines = found.lines(scenario.board)
    assert "Bob: life 3 -> 0, poison 2 — loses: 0 or less life (704.5a)" in lines
    assert "Dies: Llanowar Elves (elf)" in lines


def test_not_lethal_says_how_much_got_through_and_that_nothing_died() -> None:
    scenario = redzone.loads(BEARS.replace("life: 3", "life: 10"))
    found = redzone.resolve(scenario).verdict()
    assert not found.lethal
    assert found.headline() == "Not lethal: Bob takes 5 damage"
    assert found.lines(scenario.board)[-1] == "Nothing dies"


def test_damage_to_a_planeswalker_is_in_the_verdict() -> None:
    scenario = redzone.loads(dedent("""\
        players: {Alice: {}, Bob: {}}
        battlefield:
          Alice: [{id: ogre, power: 3, toughness: 3}]
          Bob: [{id: jace, name: Jace, types: [planeswalker], loyalty: 5}]
        combat: {attacks: {ogre: jace}}
        """))
    found = redzone.resolve(scenario).verdict()
    assert found.headline() == "Not lethal: no damage gets through to a player"
    assert "Jace (jace) is dealt 3 damage" in found.lines(scenario.board)
    assert found.to_json()["walls"] == {"jace": 3}


def test_a_two_headed_giant_team_is_one_line_with_its_shared_life() -> None:
    """810.4, 810.9: the team's shared 30 life; damage to one head is the team's."""
    scenario = redzone.loads(dedent("""\
        players: {Alice: {}, Bob: {}, Carol: {}, Dave: {}}
        teams: [[Alice, Carol], [Bob, Dave]]
        battlefield:
          Alice: [{id: ogre, power: 3, toughness: 3}]
        combat: {attacks: {ogre: Bob}}
        """))
    found = redzone.resolve(scenario).verdict()
    assert found.headline() == "Not lethal: Bob and Dave take 3 damage"
    assert "Bob and Dave (team): life 30 -> 27" in found.lines(scenario.board)
    assert set(found.to_json()["players"]) == {"Alice", "Bob", "Carol", "Dave"}


def test_cli_prints_the_verdict_before_the_account(tmp_path: Path) -> None:
    file = tmp_path / "b.yaml"
    file.write_text(BEARS + "  blocks: {elf: bear}\n")
    code, out, _ = run_cli("resolve", str(file))
    assert code == 0
    assert out.startswith("Lethal: Bob loses the game\n")
    assert out.index("Lethal") < out.index("Declarations") < out.index("After combat")
    code, brief, _ = run_cli("resolve", "--brief", str(file))
    assert code == 0 and "Declarations" not in brief and brief.startswith("Lethal")
    code, out, _ = run_cli("resolve", "--json", str(file))
    said = json.loads(out)["verdict"]
    assert said["lethal"] and said["players"]["Bob"] == {
        "life": [3, 0], "poison": [2, 2], "damage": 3, "lost": True,
        "why": "0 or less life (704.5a)"}
    assert said["left"] == {"elf": "graveyard"}


def test_the_library_result_explains_and_draws_itself() -> None:
    scenario = redzone.load(ROOT / "examples" / "lifelink.yaml")
    outcome = redzone.resolve(scenario)
    assert outcome == judge.resolve(scenario)  # a Result like any other
    assert outcome.explain().startswith("Not lethal: Bob takes 1 damage\n")
    assert "Declarations" not in outcome.explain(brief=True)
    assert outcome.svg().startswith("<svg")
    page = outcome._repr_html_()
    assert page.index("<b>Not lethal") < page.index("<svg") < page.index("<details>")
    assert len(repr(outcome)) < 120 and "Not lethal" in repr(outcome)
    plain = judge.resolve(scenario)
    assert repr(plain) == ("<Result cr-current: Alice 14 life, Bob 19 life; "
                           "1 left the battlefield; 7 events>")


def test_explain_rules_sums_up_each_rule_cited(tmp_path: Path) -> None:
    """--explain-rules: each rule the account cites, once, in redzone's words; an older
    edition's numbers as that edition meant them (cr-6e's 420.5a, its state-based effects)."""
    code, out, _ = run_cli("resolve", "--explain-rules",
                           str(ROOT / "examples" / "lifelink-trigger-too-late.yaml"))
    assert code == 0
    cited = out.split("Rules cited")[1]
    assert cited.count("\n  420.5a  ") == 1 and "1999-2009" in cited
    code, plain, _ = run_cli("resolve", str(ROOT / "examples" / "lifelink-trigger-too-late.yaml"))
    assert "Rules cited" not in plain


def test_a_damage_step_where_nothing_happens_says_so() -> None:
    """510.4: the first striker killed its blocker; no creature is left to deal damage in the
    regular step, and the account says so instead of an empty heading."""
    code, out, _ = run_cli("resolve", str(ROOT / "examples" / "first-strike-vs-regular.yaml"))
    assert code == 0
    after = out.split("Combat damage step (510)\n")[1]
    assert after.startswith("  No creature left in combat deals combat damage in this step "
                            "(510.4)\n")
