"""The house's shape (DESIGN.md), checked: short functions, a store along its seams, a pure core."""

from __future__ import annotations

import ast
import os
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parent.parent / "hjerter_cli"
SOURCES = sorted(PACKAGE.rglob("*.py"))


def functions(path: Path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: str(path.relative_to(PACKAGE)))
def test_no_function_is_over_50_lines(path):
    long = [
        (node.name, node.end_lineno - node.lineno + 1)
        for node in functions(path)
        if node.end_lineno - node.lineno >= 50
    ]
    assert not long, long


def test_the_store_is_a_package_of_short_modules_without_shared_state():
    modules = sorted((PACKAGE / "store").glob("*.py"))
    assert {path.stem for path in modules} >= {"paths", "codec", "files", "lock", "cache"}
    for path in modules:
        text = path.read_text(encoding="utf-8")
        assert text.count("\n") <= 400, path.name
        tree = ast.parse(text)
        assert not [node for node in ast.walk(tree) if isinstance(node, ast.Global)], path.name
        for node in tree.body:  # a module-level list or set would be state other modules could read
            named = [target.id for target in getattr(node, "targets", []) if isinstance(target, ast.Name)]
            if (
                named != ["__all__"]
                and isinstance(node, ast.Assign | ast.AnnAssign)
                and isinstance(node.value, ast.List | ast.Set)
            ):
                raise AssertionError(f"{path.name}:{node.lineno} keeps a mutable list or set")


def test_only_the_session_and_new_games_write_game_files():
    writers = [path.relative_to(PACKAGE) for path in SOURCES if "store.save(" in path.read_text(encoding="utf-8")]
    assert writers == [Path("cli/session.py")]


def test_the_suite_runs_in_a_home_of_its_own():
    from tests.conftest import REAL_HOME, SUITE_HOME

    assert os.environ["HOME"] == SUITE_HOME != REAL_HOME
    assert os.environ["XDG_CACHE_HOME"].startswith(SUITE_HOME)
