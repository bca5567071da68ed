"""From a file's text to plain data, safely: whatever the text, a bounded amount of work and
memory, and plain data that the schema can check (or one short ScenarioError).

Refused while reading: text over MAX_TEXT characters, YAML aliases (a few hundred bytes of
them expand to gigabytes), a YAML value its tag can't read, JSON's NaN and Infinity, keys
that appear twice or aren't text, and nesting too deep to follow. Refused in the data, each
with its field path (`check_plain`): integers beyond +-NUMBER_LIMIT (those of more digits
than Python reads are kept as `TooLong` until then), text with control characters or unpaired
surrogates (escape sequences would reach the terminal; surrogates can't be written out), text
over TEXT_LIMIT characters, and nesting over DEPTH_LIMIT levels.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any, NoReturn

import yaml

from redzone.core.errors import ScenarioError, shorten

MAX_TEXT = 8 * 1024 * 1024  # characters of a scenario file (10,000 creatures a side: ~1.5 MB)
NUMBER_LIMIT = 10**15  # the largest number a scenario holds, either sign
TEXT_LIMIT = 1_000  # characters of one name or keyword
DEPTH_LIMIT = 64  # levels of nesting (a scenario needs six)
_DIGITS = 18  # a literal of more digits is out of range, whatever it is
_BAD_TEXT = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


class TooLong:
    """An integer literal with more digits than any number a scenario holds."""

    __slots__ = ("digits",)

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"a number of {self.digits:,} digits"


def parse(text: str, fmt: str = "yaml", name: str = "<scenario>") -> Any:
    """The plain data of a scenario file's text, YAML (a superset of JSON) or JSON."""
    if len(text) > MAX_TEXT:
        raise ScenarioError("", f"{name}: {len(text):,} characters; a scenario file holds at "
                                f"most {MAX_TEXT:,}")
    if fmt == "json":
        return parse_json(text, name)
    try:
        return yaml.load(text, Loader=_StrictLoader)
    except _DuplicateKey as err:
        raise ScenarioError("", f"{name}: {err}") from None
    except yaml.YAMLError as err:
        raise ScenarioError("", f"{name}: not valid YAML: {_yaml_problem(err)}") from None
    except RecursionError:
        raise ScenarioError("", f"{name}: nested too deeply") from None


def parse_json(text: str, name: str = "<scenario>") -> Any:
    """The plain data of JSON text (a request's body, a line of JSON Lines)."""
    try:
        return json.loads(text, object_pairs_hook=_json_object, parse_int=_json_int,
                          parse_constant=_no_constant)
    except json.JSONDecodeError as err:
        said = _JSON_PROBLEMS.get(err.msg, err.msg)
        raise ScenarioError("", f"{name}: not valid JSON: line {err.lineno}, column "
                                f"{err.colno}: {said}") from None
    except _DuplicateKey as err:
        raise ScenarioError("", f"{name}: {err}") from None
    except RecursionError:
        raise ScenarioError("", f"{name}: nested too deeply") from None
    except ValueError as err:
        raise ScenarioError("", f"{name}: {err}") from None


# The json module's problems in redzone's words.
_JSON_PROBLEMS = {
    "Expecting ',' delimiter": "a ',' is missing, or a bracket closes too early",
    "Expecting ':' delimiter": "a key without its ':'",
    "Expecting property name enclosed in double quotes":
        "a key in double quotes expected (JSON has no ',' before '}' nor single quotes)",
    "Expecting value": "a value expected (JSON has no ',' before ']' or '}')",
    "Extra data": "more text after the scenario's closing '}'",
    "Unterminated string starting at": "a string that is never closed",
    "Invalid control character at": "a tab or line break inside a string; write \\t or \\n",
    "Invalid \\escape": "a '\\' that begins no escape; write '\\\\'",
}


def check_plain(data: Any) -> None:
    """Refuse, with its field path, what no field of a scenario may hold: numbers out of
    range, text with control characters or surrogates or too long, nesting too deep."""
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(data, ())]
    while stack:
        value, path = stack.pop()
        if isinstance(value, str):
            _check_text(value, path)
        elif isinstance(value, int):
            if not -NUMBER_LIMIT <= value <= NUMBER_LIMIT:
                _refuse(path, _out_of_range(round(value.bit_length() * 0.30103) + 1))
        elif isinstance(value, Mapping):
            if len(path) >= DEPTH_LIMIT:
                _refuse(path, f"nested more than {DEPTH_LIMIT} levels deep")
            for key, item in value.items():
                if isinstance(key, str):
                    _check_text(key, path)
                stack.append((item, (*path, key)))
        elif isinstance(value, list | tuple):
            if len(path) >= DEPTH_LIMIT:
                _refuse(path, f"nested more than {DEPTH_LIMIT} levels deep")
            stack.extend((item, (*path, i)) for i, item in enumerate(value))
        elif isinstance(value, TooLong):
            _refuse(path, _out_of_range(value.digits))


def _out_of_range(digits: int) -> str:
    return (f"a number of {digits:,} digits is out of range; the numbers of a scenario lie "
            f"between -10^15 and 10^15")


def _check_text(text: str, path: tuple[str | int, ...]) -> None:
    if len(text) > TEXT_LIMIT:
        _refuse(path, f"text of {len(text):,} characters; at most {TEXT_LIMIT:,}")
    bad = _BAD_TEXT.search(text)
    if bad:
        _refuse(path, f"{shorten(repr(text), 80)} holds a control character or an unpaired "
                      f"surrogate ({bad.group()!r} at {bad.start()}); write plain text")


def _refuse(path: tuple[str | int, ...], message: str) -> NoReturn:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    raise ScenarioError(out or "scenario", message)


# --- JSON --------------------------------------------------------------------------------

class _DuplicateKey(Exception):
    pass


def _json_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _DuplicateKey(f"key {shorten(repr(key), 80)} appears twice in one object")
        out[key] = value
    return out


def _json_int(literal: str) -> int | TooLong:
    digits = len(literal) - literal.startswith("-")
    return TooLong(digits) if digits > _DIGITS else int(literal)


def _no_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not a number a scenario holds")


# --- YAML --------------------------------------------------------------------------------

class _StrictLoader(yaml.SafeLoader):
    """A SafeLoader that refuses aliases, duplicate keys and keys that aren't text, and turns
    a value its tag can't read into an error at its line."""

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        if self.check_event(yaml.AliasEvent):
            mark = self.peek_event().start_mark  # type: ignore[no-untyped-call]
            raise yaml.composer.ComposerError(
                None, None, "aliases (*name) are not accepted; write the values out", mark)
        return super().compose_node(parent, index)

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        try:
            return super().construct_object(node, deep)
        except (yaml.YAMLError, _DuplicateKey, RecursionError):
            raise
        except Exception as err:  # a constructor given a value it can't read
            raise yaml.constructor.ConstructorError(
                None, None, f"{node.tag.rsplit(':', 1)[-1]} value "
                f"{shorten(repr(node.value), 60)} can't be read: {shorten(str(err), 120)}",
                node.start_mark) from None


def _construct_mapping(loader: yaml.SafeLoader, node: yaml.MappingNode) -> dict[Any, Any]:
    loader.flatten_mapping(node)
    out: dict[Any, Any] = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node)
        line = key_node.start_mark.line + 1
        if not isinstance(key, str):
            raise _DuplicateKey(f"line {line}: key {shorten(repr(key), 80)} must be text; "
                                "quote it")
        if key in out:
            raise _DuplicateKey(f"line {line}: key {shorten(repr(key), 80)} appears twice in "
                                "one mapping")
        out[key] = loader.construct_object(value_node, deep=True)
    return out


def _construct_int(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> int | TooLong:
    literal = str(loader.construct_scalar(node))
    plain = literal.replace("_", "").lstrip("+-")
    if plain.isdigit() and len(plain) > _DIGITS:
        return TooLong(len(plain))
    return loader.construct_yaml_int(node)


_StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_StrictLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)


# PyYAML's problems (a pattern of its words, and of the context it was in), in redzone's
# words: {line} where it was found, {opened} where the context began, {found} what was found.
_YAML_PROBLEMS: tuple[tuple[re.Pattern[str], str, str], ...] = tuple(
    (re.compile(problem), context, ours) for problem, context, ours in (
        (r"mapping values are not allowed", "",
         "a ':' where a value was expected; check the indentation, or quote a value that "
         "holds ': '"),
        (r"found character '\\t'", "", "a tab; indent with spaces"),
        (r"found character '(?P<found>.)' that cannot start", "",
         "'{found}' can't begin a value; quote the value"),
        (r"unexpected end of stream", "quoted scalar",
         "the quote opened on line {opened} is never closed"),
        (r"expected ',' or '\}'", "",
         "the '{{' opened on line {opened} isn't closed by '}}' (or a ',' is missing)"),
        (r"expected ',' or '\]'", "",
         "the '[' opened on line {opened} isn't closed by ']' (or a ',' is missing)"),
        (r"expected <block end>, but found '<block (mapping|sequence) start>'", "",
         "indented more than the line before it, or differently from the lines at its "
         "level; line them up"),
        (r"expected <block end>, but found '[?-]'", "",
         "a list item and a field side by side at one level; check the indentation"),
        (r"expected <block end>, but found '<scalar>'", "",
         "more text after a value; a quote closed early? (write '' for ' inside '...')"),
        (r"expected <block end>, but found '(?P<found>[]}])'", "",
         "a '{found}' that closes nothing"),
        (r"could not determine a constructor for the tag '(?P<found>[^']*)'", "",
         "'{found}' is a YAML tag redzone doesn't read; quote the value"),
        (r"did not find expected key", "",
         "not a `field: value` where the mapping begun on line {opened} expects one; check "
         "the indentation"),
        (r"did not find expected '-' indicator", "",
         "not a '- ' item where the list begun on line {opened} expects one; check the "
         "indentation"),
        (r"could not find expected ':'", "",
         "a field without its ':' (or a value on a line of its own); check this line and the "
         "one before"),
        (r"expected the node content, but found '(?P<found>[^']*)'", "",
         "a value is missing before '{found}'"),
        (r"found unknown escape character '(?P<found>[^']*)'", "",
         "'\\{found}' is no escape in double quotes; use single quotes"),
        (r"expected a single document|but found another document", "",
         "a second document ('---'); a scenario file holds one"),
    ))


def _yaml_problem(err: yaml.YAMLError) -> str:
    """Where the YAML went wrong and what to do, in a line: 'line 4: a tab; indent with
    spaces'."""
    mark = getattr(err, "problem_mark", None)
    problem = getattr(err, "problem", None) or str(err)
    if mark is None:
        return shorten(problem, 200)
    context = getattr(err, "context", None) or ""
    opened = getattr(err, "context_mark", None) or mark
    for pattern, where, ours in _YAML_PROBLEMS:
        found = pattern.search(problem)
        if found and where in context:
            problem = ours.format(opened=opened.line + 1, **found.groupdict())
            break
    return f"line {mark.line + 1}: {shorten(problem, 200)}"


def plain_mapping(data: Any) -> Mapping[str, Any]:
    """`data` if it is a mapping with text keys, checked (check_plain); else ScenarioError."""
    if not isinstance(data, Mapping):
        raise ScenarioError("", "a scenario is a mapping with at least `players`")
    check_plain(data)
    return data
