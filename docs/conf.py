"""Sphinx configuration of redzone's docs site (`make docs`: build/docs/index.html).

Everything is built offline from the repository: no intersphinx, no remote assets. The
figures that change with the code (the JSON Schema of the scenario format, the card coverage)
are generated into docs/_generated/ from the code each time the site is built, never typed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

project = "redzone"
author = "the redzone authors"
copyright = "the redzone authors, MIT license"
release = version = "0.1.0"

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx_click",
]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build", "_generated/*.md", "screenshots",
                    "screenshots.py"]
myst_enable_extensions = ["colon_fence", "deflist", "substitution"]
myst_heading_anchors = 3

html_theme = "furo"
html_title = "redzone"
html_static_path: list[str] = []

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "undoc-members": False}
napoleon_google_docstring = True
napoleon_numpy_docstring = False
nitpicky = False


def _generate() -> None:
    """Write the generated parts of the site: they come from the code, not from the pages."""
    from redzone import cards
    from redzone.scenario.schema import AbilityIn, ScenarioIn

    out = HERE / "_generated"
    out.mkdir(exist_ok=True)
    schema = ScenarioIn.model_json_schema(by_alias=True)
    (out / "scenario.schema.json").write_text(json.dumps(schema, indent=2) + "\n")
    ability = AbilityIn.model_json_schema(by_alias=True)
    (out / "ability.schema.json").write_text(json.dumps(ability, indent=2) + "\n")
    found = cards.coverage().to_json()
    (out / "coverage.json").write_text(json.dumps(found, indent=2) + "\n")
    rows = ["| faces | sentence that acts in combat and doesn't compile | e.g. |",
            "| ---: | --- | --- |"]
    for entry in found["unmodelled"][:12]:
        pattern = entry["pattern"].replace("|", "\\|")
        rows.append(f"| {entry['count']:,} | {pattern} | {', '.join(entry['examples'])} |")
    (out / "coverage-top.md").write_text("\n".join(rows) + "\n")
    others = found["other_permanents"]
    myst_substitutions.update({
        "creature_faces": f"{found['creature_faces']:,}",
        "modelled_faces": f"{found['modelled']:,}",
        "modelled_percent": f"{found['percent']}%",
        "other_permanents": f"{others['count']:,}",
        "other_modelled": f"{others['modelled']:,}",
        "unmodelled_patterns": f"{len(found['unmodelled']):,}",
    })


myst_substitutions: dict[str, str] = {}
_generate()
