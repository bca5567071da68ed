"""Every rule redzone cites, summed up in one line of redzone's own words (rules.json).

Keys are the numbers redzone cites: Comprehensive Rules numbers ("702.19b"), the variants'
names ("mtgpq:trample", "dice:hit"), and, where an older edition's number means something
else today, that number under the edition's rule-set name ("cr-6e:310.1", "cr-m10:509.2").
Pass a Result's `rules` as `rules` to read an edition's numbers as that edition meant them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from functools import cache
from importlib import resources


@cache
def _summaries() -> dict[str, str]:
    """rules.json, read once."""
    text = resources.files(__package__).joinpath("rules.json").read_text(encoding="utf-8")
    data: dict[str, str] = json.loads(text)
    return data


def summaries() -> dict[str, str]:
    """Every summary, by rule (a copy)."""
    return dict(_summaries())


def _parents(rule: str) -> Iterator[str]:
    """`rule`, then the rules it belongs to: 702.19b, 702.19, 702. A variant's rule
    ("mtgpq:trample") has none."""
    yield rule
    if ":" in rule:
        return
    number, dot, sub = rule.partition(".")
    if sub and sub[-1].isalpha():
        yield f"{number}.{sub.rstrip('abcdefghijklmnopqrstuvwxyz')}"
    if dot:
        yield number


def summary(rule: str, rules: str | None = None) -> str | None:
    """The one-line summary of `rule`, else of the nearest rule it belongs to (702.19b, then
    702.19, then 702); None when redzone has none. `rules`: the rule set that cited it
    (Result.rules), so that an older edition's numbers ("cr-6e": 310.1, the combat damage
    step of 2008) are read as that edition meant them."""
    data = _summaries()
    for candidate in _parents(rule):
        if rules is not None and f"{rules}:{candidate}" in data:
            return data[f"{rules}:{candidate}"]
        if candidate in data:
            return data[candidate]
    return None


def cited(rules: Iterable[str], rule_set: str | None = None) -> list[tuple[str, str]]:
    """Each distinct rule of `rules` with its summary, in order of first citation; rules
    without one are left out. `rule_set`: as `summary`'s `rules`."""
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for rule in rules:
        if rule in seen:
            continue
        seen.add(rule)
        text = summary(rule, rule_set)
        if text is not None:
            out.append((rule, text))
    return out
