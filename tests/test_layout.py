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


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: str(path.relative_to(PACKAGE)))
def test_no_module_is_over_400_lines(path):
    assert path.read_text(encoding="utf-8").count("\n") <= 400


def test_the_store_is_a_package_of_short_modules_without_shared_state():
    modules = sorted((PACKAGE / "store").glob("*.py"))
    assert {path.stem for path in modules} >= {"paths", "gamefile", "plaintoml", "codec", "writing", "lock", "cache"}
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


STORE, FILES = "hjerter_cli.store", "hjerter_cli.store.writing"


def reaches_the_game_writer(tree: ast.Module) -> bool:
    """Whether a module can call store.writing.save by any name: imported as itself or
    under another name, through the store package or its writing module, or looked up by getattr."""
    modules, writers = set(), set()  # names bound to the store (or its writing module); to `save` itself
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in (STORE, FILES):
                    modules.add(alias.asname or alias.name.partition(".")[0])
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                source = f"{node.module}.{alias.name}"
                if source in (STORE, FILES):
                    modules.add(alias.asname or alias.name)
                elif node.module in (STORE, FILES) and alias.name in ("save", "*"):
                    writers.add(alias.asname or alias.name)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "save":
            root = node.value
            while isinstance(root, ast.Attribute):
                root = root.value
            if isinstance(root, ast.Name) and root.id in modules:
                return True
        looked_up = isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr"
        if looked_up and node.args and isinstance(node.args[0], ast.Name) and node.args[0].id in modules:
            return True
    return bool(writers)


def test_only_the_session_writes_game_files():
    writers = [
        path.relative_to(PACKAGE)
        for path in SOURCES
        if path.parent.name != "store" and reaches_the_game_writer(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert writers == [Path("cli/session.py")]


@pytest.mark.parametrize(
    "source",
    [
        "from hjerter_cli import store\nstore.save(p, g)",
        "from hjerter_cli import store as s\ns.save(p, g)",
        "import hjerter_cli.store as kept\nkept.save(p, g)",
        "import hjerter_cli.store.writing\nhjerter_cli.store.writing.save(p, g)",
        "from hjerter_cli.store import writing as f\nf.save(p, g)",
        "from hjerter_cli.store.writing import save as keep\nkeep(p, g)",
        "from hjerter_cli.store import save\nsave(p, g)",
        "from hjerter_cli import store\ngetattr(store, 'sa' + 've')(p, g)",
    ],
)
def test_a_writer_under_another_name_is_seen(source):
    assert reaches_the_game_writer(ast.parse(source))


def test_the_game_writer_is_called_from_the_session_alone(game4, monkeypatch):
    """The same, as it runs: every command that changes a game saves through the session."""
    import inspect

    from hjerter_cli.store import writing

    callers, save = [], writing.save

    def noted(*args, **kwargs):
        callers.append(Path(inspect.stack()[1].filename).relative_to(PACKAGE))
        return save(*args, **kwargs)

    monkeypatch.setattr(writing, "save", noted)
    for words in (["round", "4", "q", "9", "0"], ["edit", "1", "5", "q", "8", "0"], ["undo"], ["redo"]):
        game4.ok(*words)
    game4.ok("rename", "Ann", "Anne")
    game4.ok("new", "-g", "h", "A", "B", "C")
    assert callers and set(callers) == {Path("cli/session.py")}


def test_the_suite_runs_in_a_home_of_its_own():
    from tests.conftest import REAL_HOME, SUITE_HOME

    assert os.environ["HOME"] == SUITE_HOME != REAL_HOME
    assert os.environ["XDG_CACHE_HOME"].startswith(SUITE_HOME)
