"""The board as SVG (render/svg.py and `redzone render`): well-formed, before combat with its
attacks and blocks, after it with the damage marked, who died, and life and poison."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import redzone
from clirun import run_cli
from redzone.render.svg import board_svg

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
NS = {"svg": "http://www.w3.org/2000/svg"}


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def panel(root: ET.Element, kind: str) -> ET.Element:
    found = root.find(f"svg:g[@class='panel panel-{kind}']", NS)
    assert found is not None, kind
    return found


def permanent(root: ET.Element, pid: str) -> ET.Element:
    found = root.find(f".//svg:g[@data-id='{pid}']", NS)
    assert found is not None, pid
    return found


def player(root: ET.Element, name: str) -> ET.Element:
    found = root.find(f".//svg:g[@data-player='{name}']", NS)
    assert found is not None, name
    return found


def texts(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter(f"{{{NS['svg']}}}text")]


def test_gorger_before_and_after() -> None:
    scenario = redzone.load(EXAMPLES / "vastwood-gorger.yaml")
    root = parse(board_svg(scenario, redzone.resolve(scenario)))
    before, after = panel(root, "before"), panel(root, "after")
    assert [a.get("class") for a in before.iter(f"{{{NS['svg']}}}line")] == [
        "arrow attack", "arrow block", "arrow block"]
    assert permanent(before, "guardian").get("data-zone") == "battlefield"
    assert "blocking" in (permanent(before, "elves").get("class") or "")
    assert "attacking" in (permanent(before, "gorger").get("class") or "")
    # after combat the arrows stay, faint, in a group of their own (who fought whom)
    faint = next(g for g in after.iter(f"{{{NS['svg']}}}g") if g.get("class") == "arrows")
    assert faint.get("opacity") == "0.45"
    assert [a.get("class") for a in faint.iter(f"{{{NS['svg']}}}line")] == [
        a.get("class") for a in before.iter(f"{{{NS['svg']}}}line")]
    for pid, zone, damage in (("gorger", "battlefield", "1"), ("guardian", "graveyard", "3"),
                              ("elves", "graveyard", "2")):
        state = permanent(after, pid)
        assert (state.get("data-zone"), state.get("data-damage")) == (zone, damage)
    assert "graveyard" in texts(permanent(after, "elves"))
    assert "5/6" in texts(permanent(after, "gorger"))
    assert player(after, "Bob").get("data-life") == "20"


def test_triggers_pumps_counters_and_tokens_after_combat() -> None:
    """The example with provoke, bushido, a lord and afterlife: after combat, the abilities
    that triggered are on their cards, the bushido pump in the samurai's values, and the
    Spirit token afterlife made (111.1) has a card of its own in Bob's row."""
    scenario = redzone.load(EXAMPLES / "provoke-bushido-afterlife.yaml")
    root = parse(board_svg(scenario, redzone.resolve(scenario)))
    before, after = panel(root, "before"), panel(root, "after")
    assert before.find(".//svg:g[@data-id='monk-spirit']", NS) is None
    spirit = permanent(after, "monk-spirit")
    assert spirit.get("data-zone") == "battlefield"
    assert "1/1" in texts(spirit)
    samurai = " ".join(texts(permanent(after, "samurai")))
    assert "⚡ provoke" in samurai and "4/3" in samurai
    assert "⚡ afterlife 1" in " ".join(texts(permanent(after, "monk")))
    assert not any("⚡" in t for t in texts(before))


def test_life_poison_and_a_loss() -> None:
    scenario = redzone.load(EXAMPLES / "player-dies-to-unblocked-attackers.yaml")
    result = redzone.resolve(scenario)
    loser = next(name for name, p in result.players.items() if p.lost)
    after = panel(parse(board_svg(scenario, result, "after")), "after")
    state = player(after, loser)
    assert state.get("data-lost") == "true"
    assert state.get("data-life") == str(result.players[loser].life)
    assert any("→" in t for t in texts(state)) and "lost the game" in texts(state)
    infect = redzone.load(EXAMPLES / "infect-poison.yaml")
    result = redzone.resolve(infect)
    poisoned = next(n for n, p in result.players.items() if p.poison)
    state = player(parse(board_svg(infect, result, "after")), poisoned)
    assert state.get("data-poison") == str(result.players[poisoned].poison)


def test_names_are_escaped() -> None:
    scenario = redzone.from_dict({
        "players": {"Alice": {}, "Bob": {}},
        "battlefield": {"Alice": [{"id": "x", "name": "<script>alert('&')</script>",
                                   "power": 1, "toughness": 1}]}})
    svg = board_svg(scenario, when="before")
    assert "<script>" not in svg
    title = permanent(parse(svg), "x").find("svg:title", NS)
    assert title is not None and (title.text or "").startswith("<script>alert('&')</script>")


def test_puzzle_quest_arrows_come_from_the_result() -> None:
    scenario = redzone.load(EXAMPLES / "mtgpq-slots-trample-reach.yaml")
    root = parse(board_svg(scenario, redzone.resolve(scenario)))
    classes = [a.get("class") for a in panel(root, "before").iter(f"{{{NS['svg']}}}line")]
    assert "arrow attack" in classes and "arrow block" in classes


def test_after_needs_a_result() -> None:
    with pytest.raises(ValueError, match="result"):
        board_svg(redzone.load(EXAMPLES / "vastwood-gorger.yaml"), None, "after")


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_example_draws(path: Path) -> None:
    scenario = redzone.load(path)
    result = redzone.resolve(scenario)
    root = parse(board_svg(scenario, result))
    drawn = {g.get("data-id") for g in root.iter(f"{{{NS['svg']}}}g") if g.get("data-id")}
    assert drawn == set(result.permanents)  # the board's, and the tokens made


def test_cli_render(tmp_path: Path) -> None:
    out = tmp_path / "board.svg"
    code, stdout, _ = run_cli("render", str(EXAMPLES / "vastwood-gorger.yaml"), "-o", str(out))
    assert code == 0 and stdout == ""
    root = parse(out.read_text())
    assert permanent(panel(root, "after"), "guardian").get("data-zone") == "graveyard"
    code, stdout, _ = run_cli("render", str(EXAMPLES / "vastwood-gorger.yaml"),
                              "--when", "after")
    assert code == 0 and root.find("svg:g[@class='panel panel-before']", NS) is not None
    assert parse(stdout).find("svg:g[@class='panel panel-before']", NS) is None


def test_cli_render_errors(tmp_path: Path) -> None:
    illegal = tmp_path / "illegal.yaml"
    illegal.write_text("players: {Alice: {}, Bob: {}}\n"
                       "battlefield:\n"
                       "  Alice: [{id: bird, power: 1, toughness: 1, keywords: [flying]}]\n"
                       "  Bob: [{id: bear, power: 2, toughness: 2}]\n"
                       "combat: {attacks: {bird: Bob}, blocks: {bear: bird}}\n")
    code, _, err = run_cli("render", str(illegal))
    assert code == 2 and "702.9b" in err
    code, stdout, _ = run_cli("render", str(illegal), "--when", "before")
    assert code == 0 and 'class="arrow block"' in stdout
    code, _, err = run_cli("render", str(illegal), "--when", "before", "-o",
                           str(tmp_path / "no" / "such" / "dir.svg"))
    assert code == 2 and "can't write" in err


def test_a_long_name_takes_two_lines_and_the_whole_name_is_in_the_tooltip() -> None:
    scenario = redzone.loads(
        "players: {Alice: {}, Bob: {}}\n"
        "battlefield:\n"
        "  Alice: [{id: sg, name: Sphinx of the Guildpact Vanguard, power: 5, toughness: 4}]\n")
    card = permanent(parse(board_svg(scenario, when="before")), "sg")
    names = [t.text for t in card.iter(f"{{{NS['svg']}}}text") if t.get("class") == "name"]
    assert names == ["Sphinx of the", "Guildpact Vanguard"]
    assert "Sphinx of the Guildpact Vanguard" in card.find("svg:title", NS).text
