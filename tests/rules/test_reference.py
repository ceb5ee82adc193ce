"""REFERENCE.md stays true: every numbered rule has a test named after it, and the Coverage table
at its end lists exactly those tests."""
import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ["whispers", "viscounts", "oath", "imperium"]


def sections(game):
    text = (ROOT / "rules" / game / "REFERENCE.md").read_text()
    numbered = re.findall(r"^#{3,4} (\d+(?:\.\d+)+) ", text, flags=re.M)
    # a heading whose rules all sit in its subsections (8.5 Effects) needs no test of its own
    return [s for s in numbered if not any(other.startswith(s + ".") for other in numbered)]


def covering_tests(game):
    """Test functions named test_<section with underscores>_..., in every test module of tests/rules."""
    known = set(sections(game))
    found: dict[str, list[str]] = {}
    for path in sorted((ROOT / "tests" / "rules").glob(f"test_{game}_*.py")):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                parts = re.match(r"test_((?:\d+_)+)", node.name)
                if not parts:
                    continue
                numbers = parts.group(1).strip("_").split("_")
                for n in range(len(numbers), 0, -1):
                    if ".".join(numbers[:n]) in known:
                        found.setdefault(".".join(numbers[:n]), []).append(f"{path.name}::{node.name}")
                        break
    return found


def coverage_table(game):
    found = covering_tests(game)
    rows = ["| section | tests |", "|---|---|"]
    rows += [f"| {s} | {', '.join(found.get(s, [])) or 'MISSING'} |" for s in sections(game)]
    return "\n".join(rows)


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_has_a_test(game):
    missing = [s for s in sections(game) if s not in covering_tests(game)]
    assert not missing, f"sections without a test: {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_coverage_table_is_current(game):
    text = (ROOT / "rules" / game / "REFERENCE.md").read_text()
    table = text.split("## Coverage", 1)[1]
    assert coverage_table(game) in table, "regenerate with: python -m tests.rules.test_reference " + game


if __name__ == "__main__":
    import sys
    print(coverage_table(sys.argv[1]))
