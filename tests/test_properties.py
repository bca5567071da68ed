"""Properties of cr-current combat on random legal boards, and of the CLI on random
malformed files (hypothesis)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import redzone
from clirun import run_cli
from redzone import Result
from redzone.scenario.schema import ScenarioIn

EXAMPLES = settings(max_examples=200, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])

KEYWORDS = ("flying", "first strike", "double strike", "trample", "deathtouch", "lifelink",
            "infect", "wither", "indestructible", "vigilance")
LEAVES = ("destroyed", "graveyard", "exiled")
ZONE_OF = {"destroyed": "graveyard", "graveyard": "graveyard", "exiled": "exile"}


# --- random legal boards ----------------------------------------------------------------

@st.composite
def creatures(draw: st.DrawFn, pid: str, blocker: bool) -> dict[str, Any]:
    keywords = draw(st.lists(st.sampled_from(KEYWORDS), unique=True, max_size=4))
    if blocker:
        keywords.append("reach")  # so that flying never makes a block illegal
        if draw(st.integers(0, 4)) == 0:
            keywords.append("protection from red")  # restricts nothing for a blocker
    toughness = draw(st.integers(1, 6))
    out: dict[str, Any] = {"id": pid, "power": draw(st.integers(0, 6)),
                           "toughness": toughness, "keywords": keywords}
    effective = toughness
    kind = draw(st.sampled_from(("none", "none", "plus", "minus")))
    if kind == "plus":
        n = draw(st.integers(1, 2))
        out["counters"] = {"+1/+1": n}
        effective += n
    elif kind == "minus" and toughness > 1:
        n = draw(st.integers(1, toughness - 1))
        out["counters"] = {"-1/-1": n}
        effective -= n
    if draw(st.booleans()):
        out["damage"] = draw(st.integers(0, effective - 1))
    if draw(st.integers(0, 3)) == 0:
        out["prevent"] = draw(st.integers(1, 3))
    if draw(st.integers(0, 3)) == 0:
        out["regenerate"] = draw(st.integers(1, 2))
    if draw(st.integers(0, 2)) == 0:
        out["colors"] = [draw(st.sampled_from(("red", "green", "black")))]
    if not blocker and draw(st.integers(0, 3)) == 0:
        out["commander"] = True
    return out


@st.composite
def boards(draw: st.DrawFn) -> dict[str, Any]:
    """A scenario (plain data) whose attacks and blocks are legal under cr-current."""
    attackers = [draw(creatures(f"a{i}", False)) for i in range(draw(st.integers(1, 4)))]
    blockers = [draw(creatures(f"b{i}", True)) for i in range(draw(st.integers(0, 4)))]
    alice = list(attackers)
    bob = list(blockers)
    if draw(st.booleans()):
        alice.append({"id": "idle", "power": 1, "toughness": 1})
    targets = ["Bob"]
    if draw(st.booleans()):
        bob.append({"id": "jace", "types": ["planeswalker"], "loyalty": draw(st.integers(1, 6))})
        targets.append("jace")
    if draw(st.integers(0, 3)) == 0:
        bob.append({"id": "field", "types": ["battle"], "defense": draw(st.integers(1, 6))})
        targets.append("field")
    attacks = {a["id"]: draw(st.sampled_from(targets)) for a in attackers}
    ids = list(attacks)
    blocks = {b["id"]: draw(st.sampled_from(ids)) for b in blockers if draw(st.integers(0, 4))}
    combat: dict[str, Any] = {"attacks": attacks, "blocks": blocks}
    if draw(st.integers(0, 5)) == 0:
        in_combat = sorted({*attacks, *blocks, *(t for t in attacks.values() if t != "Bob")})
        combat["removed"] = draw(st.lists(st.sampled_from(in_combat), unique=True,
                                          min_size=1, max_size=2))
    bob_state: dict[str, Any] = {"life": draw(st.integers(1, 20)),
                                 "poison": draw(st.integers(0, 9))}
    commanders = [a["id"] for a in attackers if a.get("commander")]
    if commanders and draw(st.booleans()):
        bob_state["commander_damage"] = {commanders[0]: draw(st.integers(0, 20))}
    return {
        "rules": "cr-current",
        "players": {"Alice": {"life": draw(st.integers(1, 20))}, "Bob": bob_state},
        "active": "Alice",
        "battlefield": {"Alice": alice, "Bob": bob},
        "combat": combat,
    }


def resolve(data: dict[str, Any]) -> Result:
    """Through the YAML reader, keeping the order of every mapping."""
    return redzone.resolve(redzone.loads(yaml.safe_dump(data, sort_keys=False)))


def keywords_of(data: dict[str, Any]) -> dict[str, set[str]]:
    return {p["id"]: set(p.get("keywords", ())) for items in data["battlefield"].values()
            for p in items}


def controller_of(data: dict[str, Any]) -> dict[str, str]:
    return {p["id"]: c for c, items in data["battlefield"].items() for p in items}


# --- properties of resolution -------------------------------------------------------------

@EXAMPLES
@given(boards())
def test_damage_dealt_plus_prevented_equals_damage_assigned(data: dict[str, Any]) -> None:
    result = resolve(data)  # never raises on a legal board
    assert redzone.check(redzone.loads(yaml.safe_dump(data, sort_keys=False))) == []
    assert result.rules == "cr-current"
    for step in result.steps:
        assigned = Counter({(d, r): n for d, split in step.assignments.items()
                            for r, n in split.items()})
        dealt: Counter[tuple[str | None, str | None]] = Counter()
        for e in step.events:
            if e.type in ("damage", "prevented"):
                assert e.amount is not None and e.amount > 0
                dealt[(e.source, e.target)] += e.amount
        assert dealt == assigned, step
        assert sum(dealt.values()) == sum(assigned.values())
        for e in step.events:
            assert e.rule, e
            if e.type == "damage":
                assert e.rule == "510.2"


@EXAMPLES
@given(boards())
def test_every_permanent_that_left_has_an_event(data: dict[str, Any]) -> None:
    result = resolve(data)
    left = [e for e in result.events if e.type in LEAVES]
    assert len({e.permanent for e in left}) == len(left), "a permanent left twice"
    by_id = {e.permanent: e for e in left}
    for pid, perm in result.permanents.items():
        if perm.zone == "battlefield":
            assert pid not in by_id
        else:
            assert pid in by_id, (pid, perm.zone)
            assert ZONE_OF[by_id[pid].type] == perm.zone
    for e in left:
        assert e.rule in ("704.5f", "704.5g", "704.5h", "704.5i", "704.5w", "310.12b"), e


@EXAMPLES
@given(boards())
def test_life_and_poison_change_only_by_damage_and_lifelink(data: dict[str, Any]) -> None:
    result = resolve(data)
    keywords = keywords_of(data)
    controllers = controller_of(data)
    for step in result.steps:
        to_players = [e for e in step.events if e.type == "damage" and e.target in data["players"]]
        losses = Counter((e.source, e.player, e.amount) for e in step.events
                         if e.type == "life_loss")
        assert losses == Counter((e.source, e.target, e.amount) for e in to_players
                                 if "infect" not in keywords[e.source or ""])
        poison = Counter((e.source, e.player, e.amount) for e in step.events
                         if e.type == "poison")
        assert poison == Counter((e.source, e.target, e.amount) for e in to_players
                                 if "infect" in keywords[e.source or ""])
        dealt_by: Counter[str] = Counter()
        for e in step.events:
            if e.type == "damage" and "lifelink" in keywords[e.source or ""]:
                dealt_by[e.source or ""] += e.amount or 0
        gains = [e for e in step.events if e.type == "life_gain"]
        assert len({e.source for e in gains}) == len(gains)  # one event per source (702.15e)
        assert {e.source: e.amount for e in gains} == dict(dealt_by)
        assert all(e.player == controllers[e.source or ""] and e.rule == "702.15b"
                   for e in gains)
    for name, before in data["players"].items():
        after = result.players[name]
        loss = sum(e.amount or 0 for e in result.events
                   if e.type == "life_loss" and e.player == name)
        gain = sum(e.amount or 0 for e in result.events
                   if e.type == "life_gain" and e.player == name)
        poison = sum(e.amount or 0 for e in result.events
                     if e.type == "poison" and e.player == name)
        assert after.life == before.get("life", 20) - loss + gain
        assert after.poison == before.get("poison", 0) + poison


@EXAMPLES
@given(boards())
def test_no_state_based_action_is_left_undone(data: dict[str, Any]) -> None:
    result = resolve(data)
    keywords = keywords_of(data)
    kinds = {p["id"]: set(p.get("types", ["creature"])) for items in data["battlefield"].values()
             for p in items}
    for pid, perm in result.permanents.items():
        if perm.zone != "battlefield":
            continue
        if "creature" in kinds[pid]:
            assert perm.toughness is not None and perm.toughness > 0, pid  # 704.5f
            if "indestructible" not in keywords[pid]:
                assert perm.damage < perm.toughness, pid  # 704.5g
            assert not ({"+1/+1", "-1/-1"} <= set(perm.counters)), pid  # 704.5q
        if "planeswalker" in kinds[pid]:
            assert (perm.loyalty or 0) > 0  # 704.5i
        if "battle" in kinds[pid]:
            assert (perm.defense or 0) > 0  # 704.5w
    for name, player in result.players.items():
        if player.life <= 0 or player.poison >= 10:
            assert player.lost, name
        lost = [e for e in result.events if e.type == "lost" and e.player == name]
        assert len(lost) == (1 if player.lost else 0)
    for step in result.steps:  # deathtouch damage destroys unless indestructible (702.2b)
        gone = {e.permanent for e in step.events if e.type in (*LEAVES, "regenerated")}
        for e in step.events:
            if (e.type == "damage" and "deathtouch" in keywords[e.source or ""]
                    and "creature" in kinds.get(e.target or "", set())):
                assert e.target in gone or "indestructible" in keywords[e.target or ""], e


@EXAMPLES
@given(boards())
def test_damage_steps_follow_510_4(data: dict[str, Any]) -> None:
    result = resolve(data)
    keywords = keywords_of(data)
    removed = set(data["combat"].get("removed", ()))
    fighters = [c for c in [*data["combat"]["attacks"], *data["combat"]["blocks"]]
                if c not in removed]
    strikers = {c for c in fighters if keywords[c] & {"first strike", "double strike"}}
    names = [s.name for s in result.steps]
    if not strikers:
        assert names == ["combat damage"]  # 508.8 skips it only when nothing attacked
        return
    assert names[0] == "first-strike combat damage"
    first = result.steps[0]
    assert set(first.assignments) <= strikers
    if any(p.lost for p in result.players.values()) and len(names) == 1:
        assert any(e.type == "lost" for e in first.events)  # the game ended (104.4a)
        return
    assert names == ["first-strike combat damage", "combat damage"]
    out_after_first = {e.permanent for e in first.events
                       if e.type in (*LEAVES, "regenerated", "removed_from_combat")}
    for dealer in result.steps[1].assignments:
        assert dealer not in out_after_first
        assert dealer not in strikers or "double strike" in keywords[dealer]


@EXAMPLES
@given(st.data())
def test_battlefield_order_does_not_change_the_result(data: st.DataObject) -> None:
    board = data.draw(boards())
    shuffled = copy.deepcopy(board)
    controllers = data.draw(st.permutations(list(board["battlefield"])))
    shuffled["battlefield"] = {c: data.draw(st.permutations(board["battlefield"][c]))
                               for c in controllers}
    assert resolve(shuffled).to_json() == resolve(board).to_json()


@settings(max_examples=40, deadline=None)
@given(boards())
def test_the_command_prints_what_the_library_resolves(data: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "board.yaml"
        path.write_text(yaml.safe_dump(data, sort_keys=False))
        code, out, err = run_cli("resolve", str(path), "--json")
        assert (code, err) == (0, "")
        printed = json.loads(out)
        lost = any(p["lost"] for p in printed["players"].values())
        assert printed.pop("verdict")["lethal"] == lost
        assert printed == resolve(data).to_json()
        code, out, err = run_cli("resolve", str(path))
        assert (code, err) == (0, "")
        assert "(508.1)" in out
        code, out, err = run_cli("check", str(path))
        assert (code, err) == (0, "")


# --- random malformed files through the command line -----------------------------------------

BASE: dict[str, Any] = {
    "players": {"Alice": {"life": 20}, "Bob": {"life": 20, "poison": 0}},
    "battlefield": {
        "Alice": [{"id": "a0", "power": 3, "toughness": 3, "keywords": ["flying"]}],
        "Bob": [{"id": "b0", "power": 2, "toughness": 2, "keywords": ["reach"]},
                {"id": "jace", "types": ["planeswalker"], "loyalty": 3},
                {"id": "field", "types": ["battle"], "defense": 4}],
    },
    "combat": {"attacks": {"a0": "Bob"}, "blocks": {"b0": "a0"}},
}

# (where, field): the sections a random unknown key or a wrong value goes into
SECTIONS = {
    "top": lambda d: d,
    "player": lambda d: d["players"]["Alice"],
    "creature": lambda d: d["battlefield"]["Alice"][0],
    "blocker": lambda d: d["battlefield"]["Bob"][0],
    "planeswalker": lambda d: d["battlefield"]["Bob"][1],
    "combat": lambda d: d["combat"],
}

WRONG_TYPES: list[tuple[str, str, list[Any]]] = [
    ("top", "players", [["Alice", "Bob"], "Alice", 2]),
    ("top", "battlefield", [[], "x", 1]),
    ("top", "combat", [[], "attack"]),
    ("top", "rules", [5, ["cr-current"], "bogus", "cr-1999", None]),
    ("top", "format", [2, "1", 1.0, True, "one", [1]]),
    ("top", "active", [3, "Carol", ["Alice"]]),
    ("player", "life", ["20", 1.5, True, [20]]),
    ("player", "poison", ["0", 0.5, False]),
    ("player", "commander_damage", [[], "a0"]),
    ("creature", "power", ["3", 3.5, True, [3], {"n": 3}]),
    ("creature", "toughness", ["3", 3.0, None, False]),
    ("creature", "keywords", ["flying", 1, {"flying": True}, [1], [None], ["tramply"]]),
    ("creature", "colors", ["red", ["purple"], [1]]),
    ("creature", "types", ["creature", ["wizard"], [1]]),
    ("creature", "tapped", ["yes", 1, None]),
    ("creature", "counters", [[1], {"+1/+1": "2"}, {"+1/+1": 1.5}]),
    ("creature", "can_block", [True, "2", 1.5, "all"]),
    ("creature", "id", [5, None, ["a0"], "", "a b", "a.b", "é", "Alice", "b0"]),
    ("creature", "commander", ["yes", 1]),
    ("creature", "owner", [3, "Carol"]),
    ("creature", "disabled", [True]),
    ("planeswalker", "loyalty", ["3", None, 2.5]),
    ("blocker", "summoning_sick", ["no", 0]),
    ("combat", "attacks", [["a0"], "a0", {"a0": 3}, {"a0": "Carol"}, {"ghost": "Bob"},
                           {"a0": "b0"}, {"a0": "Alice"}]),
    ("combat", "blocks", [["b0"], {"b0": 3}, {"b0": "ghost"}, {"ghost": "a0"},
                          {"b0": ["a0", "a0"]}]),
    ("combat", "removed", [{"a0": 1}, "a0", ["ghost"], ["jace-x"], [1]]),
    ("combat", "assign", [[], {"a0": {"ghost": 3}}, {"ghost": {"b0": 3}}, {"a0": {"b0": "3"}},
                          {"a0": {"b0": 7}}]),
    ("combat", "order", [{"a0": ["b0"]}]),
    ("combat", "bands", ["a0", [["ghost"]]]),
    ("combat", "after_assignment", [[{"sacrifice": "b0"}]]),
]

NEGATIVE: list[tuple[str, str]] = [
    ("player", "poison"), ("creature", "damage"), ("creature", "prevent"),
    ("creature", "regenerate"), ("creature", "can_block"), ("planeswalker", "loyalty"),
]

NEAR_MISSES = ("powr", "toughnes", "keyword", "colour", "attack", "block", "lif", "poisons",
               "player", "battlefeld", "comabt", "rule", "counter", "regenerates", "ids")


def _text(data: Any) -> str:
    return yaml.safe_dump(data, sort_keys=False)


@st.composite
def malformed(draw: st.DrawFn) -> tuple[bytes, str]:
    """(file contents, suffix) of a scenario file that is wrong somehow."""
    data = copy.deepcopy(BASE)
    kind = draw(st.sampled_from(("unknown key", "wrong type", "negative", "garbage",
                                 "truncated", "duplicate key", "battle", "counters")))
    if kind == "unknown key":
        section = SECTIONS[draw(st.sampled_from(sorted(SECTIONS)))](data)
        key = draw(st.sampled_from(NEAR_MISSES) | st.from_regex(r"x_[a-z]{1,8}", fullmatch=True))
        section[key] = draw(st.sampled_from((1, "x", None, [], {})))
        return _text(data).encode(), ".yaml"
    if kind == "wrong type":
        where, field, values = draw(st.sampled_from(WRONG_TYPES))
        SECTIONS[where](data)[field] = draw(st.sampled_from(values))
        fmt = draw(st.sampled_from((".yaml", ".json")))
        return (json.dumps(data) if fmt == ".json" else _text(data)).encode(), fmt
    if kind == "negative":
        where, field = draw(st.sampled_from(NEGATIVE))
        SECTIONS[where](data)[field] = -draw(st.integers(1, 10**6))
        return _text(data).encode(), ".yaml"
    if kind == "battle":
        data["battlefield"]["Bob"][2]["defense"] = -draw(st.integers(1, 50))
        return _text(data).encode(), ".yaml"
    if kind == "counters":
        data["battlefield"]["Alice"][0]["counters"] = {"-1/-1": -draw(st.integers(1, 9))}
        return _text(data).encode(), ".yaml"
    if kind == "garbage":
        raw = draw(st.binary(max_size=200))
        return raw, draw(st.sampled_from((".yaml", ".json")))
    if kind == "truncated":
        text = json.dumps(data)
        cut = draw(st.integers(0, len(text) - 1))  # no strict prefix of an object is whole
        return text[:cut].encode(), draw(st.sampled_from((".yaml", ".json")))
    # duplicate key, in JSON or YAML
    text = json.dumps(data)
    dup = draw(st.sampled_from((
        ('"power": 3', '"power": 3, "power": 4'),
        ('"players": {', '"rules": "cr-current", "rules": "cr-current", "players": {'),
        ('"a0": "Bob"', '"a0": "Bob", "a0": "Bob"'),
        ('"Alice": {"life": 20}', '"Alice": {"life": 20}, "Alice": {"life": 1}'),
    )))
    return text.replace(*dup, 1).encode(), draw(st.sampled_from((".yaml", ".json")))


def test_the_unmutated_base_file_is_valid(tmp_path: Path) -> None:
    path = tmp_path / "base.yaml"
    path.write_text(_text(BASE))
    code, out, err = run_cli("resolve", str(path))
    assert (code, err) == (0, "")
    assert "704.5g" in out


@EXAMPLES
@given(malformed(), st.sampled_from((("resolve",), ("resolve", "--json"))))
def test_malformed_files_exit_2_with_a_message_and_no_traceback(
        case: tuple[bytes, str], command: tuple[str, ...]) -> None:
    contents, suffix = case
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"scenario{suffix}"
        path.write_bytes(contents)
        code, out, err = run_cli(command[0], str(path), *command[1:])
    assert code == 2, (code, out, err)
    assert err.startswith("redzone: "), err
    assert "Traceback" not in out + err


@settings(max_examples=30, deadline=None)
@given(st.from_regex(r"[a-z]{1,12}", fullmatch=True))
def test_random_unknown_top_level_key_names_its_section(key: str) -> None:
    data = copy.deepcopy(BASE)
    if key in ScenarioIn.model_fields:  # a real field (the project may add some)
        return
    data[key] = 1
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "s.yaml"
        path.write_text(_text(data))
        code, _, err = run_cli("resolve", str(path))
    assert code == 2
    assert f"unknown field '{key}'" in err


SUBPROCESS_CASES = {
    "garbage.yaml": b"\x00\xff\xfe garbage \x81",
    "truncated.yaml": b"players: {Alice: {life: 20}, Bob: {li",
    "duplicate.json": b'{"players": {"Alice": {}, "Bob": {}}, "players": {}}',
    "unknown.yaml": b"players: {Alice: {}, Bob: {}}\nbattlefeld: {}\n",
    "negative.yaml": b"players: {Alice: {}, Bob: {poison: -1}}\n",
}


def test_malformed_files_through_the_installed_command(tmp_path: Path) -> None:
    exe = Path(sys.executable).with_name("redzone")
    for name, contents in SUBPROCESS_CASES.items():
        path = tmp_path / name
        path.write_bytes(contents)
        done = subprocess.run([str(exe), "resolve", str(path)], capture_output=True, text=True,
                              timeout=60, check=False)
        assert done.returncode == 2, (name, done.stdout, done.stderr)
        assert done.stderr.startswith("redzone: "), (name, done.stderr)
        assert "Traceback" not in done.stdout + done.stderr, name
        assert done.stdout == "", name
