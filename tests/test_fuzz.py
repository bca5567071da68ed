"""Fuzzing: scenario files made hostile at random (bytes flipped, YAML's dangerous features,
values out of every range, text no terminal can print, nesting, huge collections, fields
moved or dropped), each run through a command as the console script runs it. Whatever the
file, the command exits 0 (1 only for an illegal `check`) or 2 with one short message, never
a traceback, and ends within its time and memory bound."""

from __future__ import annotations

import copy
import json
import resource
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clirun import run_cli
from redzone.core.keywords import SIMPLE

ROOT = Path(__file__).resolve().parents[1]
SEEDS = [yaml.safe_load(p.read_text()) for p in sorted((ROOT / "examples").glob("**/*.yaml"))]
SECONDS = 10.0  # a call's bound
MEMORY = 1 << 30  # bytes a call may add to the process's peak
MESSAGE = 1_000  # characters an error message may take

COMMANDS = [
    ("check",), ("check", "--json"), ("resolve",), ("resolve", "--json"),
    ("resolve", "--assign", "best"), ("assignments", "--limit", "3"),
    ("odds", "--samples", "200"), ("solve", "blocks", "--budget", "20000"),
    ("solve", "attacks", "--budget", "20000"), ("compare",), ("render",),
]

HOLE = "\x00hostile\x00"  # where a raw token goes in the JSON text

RAW = [  # JSON tokens a parser must refuse or bound
    "NaN", "Infinity", "-Infinity", "1e309", "-1e309", "1" + "0" * 4400, "-" + "9" * 5000,
    "1" + "0" * 16, "0x1F", "1.5", "true", "null", '"\\ud800"', '"a\\u0000b"', '"\\u001b[31m"',
    "[" * 3000 + "]" * 3000, '{"a":' * 500 + "1" + "}" * 500, "[" + "0," * 20000 + "0]",
    '"' + "x" * 20000 + '"', "{}", "[]", '""', "-1", "0", "2147483648", "18446744073709551617",
]

VALUES: list[Any] = [  # values in the data, before it is written out
    -1, 0, 10**15, 10**15 + 1, -(10**15) - 1, 2.5, True, None, "", "x" * 3000, "é",
    "Bob", "Alice", "ghost", ["flying"] * 500, ["toxic 99999999999999999999"],
    ["protection from " + "x" * 2000], ["flying", "flying"], {"+1/+1": 10**15},
    {"-1/-1": -5}, [[["deep"]]], {"": ""}, list(range(300)), {str(i): i for i in range(300)},
]

YAML_TOKENS = [  # YAML features a scenario has no use for
    "&a [1, 2]", "*a", "*nowhere", "!!python/object/apply:os.system ['true']", "!!binary AAAA",
    "!!int 0xZZ", "!!float x", "!!timestamp 2001-13-45", "!!set {a}", "!!omap [a: 1]",
    "<<: *a", "? [a]\n: b", "%YAML 1.1\n---", "--- !!map", "\t", "'unterminated", "{a: 1",
    "a: b: c", "- - -", "\ufeff", "\x85", "\u2028",
]


def paths(data: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in the data (each dict key and list index), depth first."""
    found = [here]
    if isinstance(data, dict):
        for key, value in data.items():
            found += paths(value, (*here, key))
    elif isinstance(data, list):
        for n, value in enumerate(data):
            found += paths(value, (*here, n))
    return found


def put(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    *parent, last = path
    holder = data
    for step in parent:
        holder = holder[step]
    holder[last] = value
    return data


@st.composite
def hostile_files(draw: st.DrawFn) -> tuple[bytes, str]:
    """(contents, suffix): an example scenario made hostile one way or a few."""
    data = copy.deepcopy(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(paths(data)))
        how = draw(st.sampled_from(("value", "raw", "drop", "copy", "key")))
        if how == "value":
            data = put(data, where, copy.deepcopy(draw(st.sampled_from(VALUES))))
        elif how == "raw":
            data = put(data, where, HOLE)
        elif how == "drop" and where:
            *parent, last = where
            holder = data
            for step in parent:
                holder = holder[step]
            del holder[last]
        elif how == "copy" and where:
            data = put(data, where, copy.deepcopy(data))  # the whole file, nested in itself
        elif how == "key":
            key = draw(st.sampled_from(["", "id", "players", "x" * 2000, "\u200b", "1"]))
            holder = data
            for step in where:
                holder = holder[step]
            if isinstance(holder, dict):
                holder[key] = copy.deepcopy(draw(st.sampled_from(VALUES)))
    text = json.dumps(data, ensure_ascii=draw(st.booleans()))
    while HOLE_JSON in text:
        text = text.replace(HOLE_JSON, draw(st.sampled_from(RAW)), 1)
    suffix = draw(st.sampled_from((".json", ".yaml", ".yml")))
    raw = text.encode("utf-8", "surrogatepass")
    edit = draw(st.sampled_from(("none", "bytes", "yaml", "truncate")))
    if edit == "bytes":
        for _ in range(draw(st.integers(1, 6))):
            at = draw(st.integers(0, len(raw)))
            raw = raw[:at] + draw(st.binary(min_size=0, max_size=4)) + raw[at + 1:]
    elif edit == "yaml":
        suffix = ".yaml"
        at = draw(st.integers(0, len(raw)))
        raw = raw[:at] + draw(st.sampled_from(YAML_TOKENS)).encode() + raw[at:]
    elif edit == "truncate":
        raw = raw[:draw(st.integers(0, len(raw)))]
    return raw, suffix


HOLE_JSON = json.dumps(HOLE)

KEYWORDS = [*SIMPLE, "toxic 15", "protection from red", "protection from creatures",
            "protection from everything", "swampwalk", "nonbasic landwalk"]
NUMBERS = [0, 1, 2, 3, 7, 10**6, 10**15]


@st.composite
def extreme_boards(draw: st.DrawFn) -> tuple[bytes, str]:
    """(contents, suffix): a board within every bound but at its edges: numbers up to
    10^15, dozens of creatures, every keyword, blocks legal or not, any rule set."""
    def creature(prefix: str, n: int) -> dict[str, Any]:
        card: dict[str, Any] = {
            "id": f"{prefix}{n}", "power": draw(st.sampled_from(NUMBERS)),
            "toughness": draw(st.sampled_from(NUMBERS[1:])),
            "keywords": draw(st.lists(st.sampled_from(KEYWORDS), max_size=4, unique=True))}
        if draw(st.booleans()):
            card["counters"] = {draw(st.sampled_from(["+1/+1", "-1/-1"])):
                                draw(st.sampled_from(NUMBERS))}
        if draw(st.booleans()):
            card["damage"] = draw(st.sampled_from(NUMBERS))
        return card

    alice = [creature("a", n) for n in range(draw(st.integers(1, 40)))]
    bob = [creature("b", n) for n in range(draw(st.integers(0, 40)))]
    attackers = [c["id"] for c in alice if draw(st.booleans())]
    blocks = {c["id"]: draw(st.sampled_from(attackers)) for c in bob
              if attackers and draw(st.booleans())}
    data = {"rules": draw(st.sampled_from(["cr-current", "cr-m10", "cr-6e", "dice", "mtgpq"])),
            "players": {name: {"life": draw(st.sampled_from(NUMBERS[1:])),
                               "poison": draw(st.sampled_from([0, 9]))}
                        for name in ("Alice", "Bob")},
            "battlefield": {"Alice": alice, "Bob": bob},
            "combat": {"attacks": dict.fromkeys(attackers, "Bob"), "blocks": blocks}}
    return json.dumps(data).encode(), draw(st.sampled_from((".json", ".yaml")))


def peak() -> int:
    """The process's peak resident memory so far, in bytes (Linux reports kilobytes)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


START = peak()


@settings(max_examples=1000, deadline=None, suppress_health_check=list(HealthCheck),
          database=None)
@given(hostile_files() | extreme_boards(), st.sampled_from(COMMANDS))
def test_hostile_files_end_bounded_with_exit_0_1_or_2(
        case: tuple[bytes, str], command: tuple[str, ...]) -> None:
    contents, suffix = case
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"scenario{suffix}"
        path.write_bytes(contents)
        start = time.perf_counter()
        code, out, err = run_cli(*command, str(path))  # an exception here is a traceback
        seconds = time.perf_counter() - start
    assert code in ((0, 1, 2) if command[0] == "check" else (0, 2)), (code, err[:300])
    assert "Traceback" not in out + err
    assert len(err) < MESSAGE, err[:300]
    if code == 2:  # one message: a sentence, or the violations it lists (at most 10)
        assert err.startswith("redzone: ") and err.count("\n") <= 12, err[:300]
    else:
        assert err == "", err[:300]
    assert seconds < SECONDS, (command, seconds)
    assert peak() - START < MEMORY
