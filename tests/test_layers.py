"""The house: layers you can see in the tree. The layer contract itself (every import points
down, type-only and function-level ones included) is import-linter's, in `make lint`
(pyproject.toml); these tests hold what it doesn't say: no module is in an import cycle, no
package directory holds more than 12 modules, each package says what lives there and what it
may import, and nothing outside rules/ tests a rule set's name."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import grimp
import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "redzone"
PACKAGES = sorted(p.parent for p in PACKAGE.rglob("__init__.py"))


def test_no_module_is_in_an_import_cycle() -> None:
    """Tarjan's strongly connected components over every import grimp sees (those under
    `if TYPE_CHECKING:` and inside functions too): each must be a single module."""
    graph = grimp.build_graph("redzone")
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for other in graph.find_modules_directly_imported_by(module):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in on_stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == module:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    assert cycles == []


def test_the_type_only_and_function_level_imports_are_seen() -> None:
    """The check above would be blind if grimp skipped them: an import inside a function is in
    the graph (batch workers and the CLI's `serve` import lazily)."""
    graph = grimp.build_graph("redzone")
    assert graph.direct_import_exists(importer="redzone.cli.commands", imported="redzone.web")


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: str(p.relative_to(PACKAGE.parent)))
def test_each_package_is_small_and_says_what_it_may_import(package: Path) -> None:
    modules = list(package.glob("*.py"))
    assert len(modules) <= 12, f"{package} holds {len(modules)} modules"
    doc = ast.get_docstring(ast.parse((package / "__init__.py").read_text(encoding="utf-8")))
    assert doc, f"{package}/__init__.py has no docstring"
    if package != PACKAGE:  # the facade says where it stands instead
        assert "May import" in doc, f"{package}/__init__.py doesn't say what it may import"


def test_nothing_outside_rules_tests_a_rule_sets_name() -> None:
    name_test = re.compile(r"""(\.rules\.name|\brules|rule_set)\s*(==|!=|in)\s*["'(]"""
                           r"""|startswith\(["']cr-|==\s*["'](dice|mtgpq|cr-[a-z0-9]+)["']""")
    found = [f"{path.relative_to(PACKAGE)}:{n}: {line.strip()}"
             for path in PACKAGE.rglob("*.py") if "rules" not in path.relative_to(PACKAGE).parts
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if name_test.search(line)]
    assert found == []
