"""Each game package is a stack (ARCHITECTURE.md): the package docstring lists its layers from
the bottom up, and a module imports only from its own layer or the layers below, with no circle.
Every import counts, wherever it stands: inside a function, or for typing only."""
import ast
import re
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[2] / "rules"
GAMES = ["whispers", "viscounts", "oath", "imperium"]


def modules(game: str) -> dict[str, Path]:
    """The package's modules by name inside it: "flow", "powers" (a subpackage), "powers.order"."""
    root = RULES / game
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if parts:
            found[".".join(parts)] = path
    return found


def imports(game: str) -> dict[str, set[str]]:
    """Each module -> the modules of the same package it imports."""
    mods = modules(game)
    edges: dict[str, set[str]] = {name: set() for name in mods}
    for name, path in mods.items():
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package[:len(package) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                elif (node.module or "").startswith(f"rules.{game}"):
                    target = node.module.removeprefix(f"rules.{game}").lstrip(".")
                else:
                    continue
                named = [f"{target}.{alias.name}".lstrip(".") for alias in node.names]
                edges[name] |= {x for x in [target, *named] if x in mods and x != name}
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    target = alias.name.removeprefix(f"rules.{game}.")
                    if target in mods and target != name:
                        edges[name].add(target)
    return edges


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def layers(game: str) -> dict[str, int]:
    """Module -> its layer, from the docstring's "Layers" list: one "- a, b: what they hold" line
    per layer, from the bottom up. A subpackage's modules are in its layer."""
    doc = ast.get_docstring(ast.parse((RULES / game / "__init__.py").read_text())) or ""
    listed = doc.split("Layers", 1)[1] if "Layers" in doc else ""
    rows = re.findall(r"^- ([\w.]+(?:, [\w.]+)*):", listed, flags=re.M)
    return {name: level for level, row in enumerate(rows) for name in row.split(", ")}


def layer_of(name: str, levels: dict[str, int]) -> int | None:
    while name not in levels and "." in name:
        name = name.rsplit(".", 1)[0]
    return levels.get(name)


@pytest.mark.parametrize("game", GAMES)
def test_no_circle_of_imports(game):
    assert circles(imports(game)) == []


@pytest.mark.parametrize("game", GAMES)
def test_each_module_imports_only_its_layer_and_those_below(game):
    levels = layers(game)
    unplaced = [name for name in modules(game) if layer_of(name, levels) is None]
    assert not unplaced, f"modules in no layer of the package docstring: {unplaced}"
    upward = [f"{a} imports {b}" for a, targets in imports(game).items() for b in sorted(targets)
              if layer_of(b, levels) > layer_of(a, levels)]
    assert not upward, upward


def test_a_circle_is_found():
    edges = {"flow": {"solo"}, "solo": {"state", "flow"}, "state": set()}
    assert circles(edges) == [["flow", "solo"]]
