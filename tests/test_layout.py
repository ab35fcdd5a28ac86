"""The house's shape (README.md, "Development"), checked: short functions, a store along its seams,
one write path, a pure core."""

from __future__ import annotations

import ast
import functools
import os
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parent.parent / "hjerter_cli"
SOURCES = sorted(PACKAGE.rglob("*.py"))


@functools.cache
def parsed(path: Path) -> ast.Module:
    """A module of the package as its syntax tree, parsed once a run (the checks only read it)."""
    return ast.parse(path.read_text(encoding="utf-8"))


def functions(path: Path):
    for node in ast.walk(parsed(path)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node


@pytest.mark.slow
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
        tree = parsed(path)
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


@pytest.mark.slow
def test_only_the_stores_write_path_writes_game_files():
    writers = [
        path.relative_to(PACKAGE)
        for path in SOURCES
        if path.stem != "writing" and reaches_the_game_writer(parsed(path))
    ]
    assert writers == [Path("store/saving.py")]


def test_the_command_line_takes_no_lock_and_writes_no_game_itself():
    """cli/ asks store/saving.py for every write: it imports neither the locks, nor the writer of
    files, nor the Tab's index."""
    reaching = []
    for path in sorted((PACKAGE / "cli").rglob("*.py")):
        for node in ast.walk(parsed(path)):
            if isinstance(node, ast.ImportFrom) and node.module is not None:
                named = {f"{node.module}.{alias.name}" for alias in node.names} | {node.module}
            elif isinstance(node, ast.Import):
                named = {alias.name for alias in node.names}
            else:
                continue
            if named & {"hjerter_cli.store.lock", "hjerter_cli.store.tabindex", "hjerter_cli.store.writing"}:
                reaching.append(str(path.relative_to(PACKAGE)))
    assert reaching == []


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


def test_the_game_writer_is_called_from_the_write_path_alone(game4, monkeypatch):
    """The same, as it runs: every command that changes a game saves through store/saving.py."""
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
    assert callers and set(callers) == {Path("store/saving.py")}


def test_a_file_is_read_at_once_in_one_place():
    """Every file hjerter reads (a game, a file to import, what is kept beside the games) is opened
    without waiting by store/paths.py `read_at_once` alone."""
    readers = [str(path.relative_to(PACKAGE)) for path in SOURCES if "O_NONBLOCK" in path.read_text(encoding="utf-8")]
    assert readers == ["store/paths.py"]


def test_output_that_cannot_be_written_is_said_by_the_stream_guard():
    """The sentence for a report that cannot be written is asked for in cli/streams.py (its words
    are render/said_output.py's); what writes straight to its stream (show --watch, serve) ends
    through its `cannot_write`."""
    definers = [
        str(path.relative_to(PACKAGE))
        for path in SOURCES
        if any(
            f"def {name}(" in path.read_text(encoding="utf-8")
            for name in ("output_failed", "_cannot_write", "cannot_write")
        )
    ]
    assert definers == ["cli/streams.py"]


@pytest.mark.parametrize("name", ["paths", "gamefile", "clubfolder"])
def test_a_tabs_store_modules_import_only_os_and_stat_of_the_standard_library_up_front(name):
    tree = parsed(PACKAGE / "store" / f"{name}.py")
    top = {alias.name.split(".")[0] for node in tree.body if isinstance(node, ast.Import) for alias in node.names}
    top |= {node.module.split(".")[0] for node in tree.body if isinstance(node, ast.ImportFrom) and node.module}
    assert top - {"__future__", "hjerter_cli"} <= {"os", "stat"}


def test_the_suite_runs_in_a_home_of_its_own():
    from tests.conftest import REAL_HOME, SUITE_HOME

    assert os.environ["HOME"] == SUITE_HOME != REAL_HOME
    assert os.environ["XDG_CACHE_HOME"].startswith(SUITE_HOME)


# The house drawn from its imports ---------------------------------------------------------------


def _module(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_only(tree: ast.Module) -> set[int]:
    """The line numbers of imports under `if TYPE_CHECKING:` (for the type checker alone)."""
    lines = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            lines |= {inner.lineno for inner in ast.walk(node) if isinstance(inner, ast.Import | ast.ImportFrom)}
    return lines


@functools.cache
def import_graph() -> dict[str, set[str]]:
    """Each module of the package and the package's modules it imports, at its top or inside a
    function (an import inside a function is an arrow all the same), type-only imports left out.
    Drawn once a run: the checks only read it."""
    modules = {_module(path): path for path in SOURCES}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        tree = parsed(path)
        skip = _type_only(tree)
        for node in ast.walk(tree):
            if node.lineno in skip if isinstance(node, ast.Import | ast.ImportFrom) else True:
                continue
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                targets = [node.module or "", *(f"{node.module}.{alias.name}" for alias in node.names)]
            graph[name] |= {target for target in targets if target in modules and target != name}
    return graph


# Below a layer, nothing imports it: the core decides (with the refusals it raises and the one
# owner of Ctrl-C beside it), the formats write and read each document (text and games, no file,
# no words), the store keeps, the renderer shows, the live page (serve/) serves what they give, the
# command line drives them all; the console script and a Tab's answers (console.py, tab.py,
# tab_old_scripts.py) stand on top.
LAYERS = {
    "core": 1,
    "errors": 1,
    "interrupts": 1,
    "terminal": 1,
    "formats": 2,
    "store": 3,
    "render": 3,
    "serve": 4,
    "cli": 5,
}
SIBLINGS = 3  # the layer whose rooms do not import each other
BASE = {"hjerter_cli", "hjerter_cli.i18n", "hjerter_cli.locale"}
ON_PURPOSE: set[tuple[str, str]] = set()  # an arrow up that is meant (none now)


def _layer(module: str) -> int:
    if module in BASE or module.startswith("hjerter_cli.locale."):
        return 0
    return LAYERS.get(module.split(".")[1], 6)


@pytest.mark.slow
def test_no_import_runs_back_up_a_layer_or_across_to_a_sibling():
    wrong = []
    for module, targets in import_graph().items():
        for target in targets:
            up = _layer(target) > _layer(module)
            across = _layer(target) == _layer(module) == SIBLINGS and target.split(".")[1] != module.split(".")[1]
            if (up or across) and (module, target) not in ON_PURPOSE:
                wrong.append(f"{module} -> {target}")
    assert wrong == []


def test_the_live_page_is_entered_by_its_command_alone():
    """serve/ stands on the core, the store and the renderer, and imports nothing of the command
    line (the layer check holds that); of everything outside it, only the command `serve`
    (cli/serve.py) imports it, so no other command pays for an HTTP server."""

    def inside(module: str) -> bool:
        return module.split(".")[1:2] == ["serve"]

    entering = sorted(
        module for module, targets in import_graph().items() if not inside(module) and any(map(inside, targets))
    )
    assert entering == ["hjerter_cli.cli.serve"]


def test_no_modules_import_each_other_round_a_circle():
    graph, seen, circles = import_graph(), {}, []

    def visit(module: str, path: list[str]) -> None:
        seen[module] = "open"
        for target in sorted(graph[module]):
            if seen.get(target) == "open":
                circles.append(path[path.index(target) :] + [target])
            elif target not in seen:
                visit(target, [*path, target])
        seen[module] = "done"

    for module in sorted(graph):
        if module not in seen:
            visit(module, [module])
    assert circles == []


FORMATS_MAY_IMPORT = ("hjerter_cli.core", "hjerter_cli.errors", "hjerter_cli.formats", "hjerter_cli.locale")


def formats_reaching_out(graph: dict[str, set[str]]) -> list[str]:
    """The arrows from formats/ to anything but the core, the errors, formats/ itself and the
    catalogue's base."""
    return sorted(
        f"{module} -> {target}"
        for module, targets in graph.items()
        if module.startswith("hjerter_cli.formats")
        for target in targets
        if not target.startswith(FORMATS_MAY_IMPORT)
    )


def test_the_formats_stand_on_the_core_alone_and_open_no_file():
    """formats/ turns text into games and games into text: it imports the core, the errors and the
    catalogue's base (no store, no renderer, no command line, no words of its own), and opens,
    stats or lists no file."""
    assert formats_reaching_out(import_graph()) == []
    for path in sorted((PACKAGE / "formats").glob("*.py")):
        tree = parsed(path)
        imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert not imported & {"os", "pathlib", "io", "shutil", "tempfile"}, path.name
        called = {
            node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        }
        assert not called & {"open", "_", "fixed", "ngettext"}, path.name


def test_the_formats_check_would_see_an_arrow_to_the_renderer():
    graph = {"hjerter_cli.formats.csv_sheet": {"hjerter_cli.core.game", "hjerter_cli.render.sentences"}}
    assert formats_reaching_out(graph) == ["hjerter_cli.formats.csv_sheet -> hjerter_cli.render.sentences"]
    assert _layer("hjerter_cli.render.formats") > _layer("hjerter_cli.formats.json_document")


def unnamed(package: Path) -> set[str]:
    """The modules (and the packages) in a package that its docstring does not name: a module
    stands in it in backticks, as `name.py` or `name`; a package as `name/`."""
    said = ast.get_docstring(parsed(package / "__init__.py")) or ""
    modules = {path.stem for path in package.glob("*.py")} - {"__init__"}
    packages = {path.parent.name for path in package.glob("*/__init__.py")}
    return {f"{name}.py" for name in modules if f"`{name}.py`" not in said and f"`{name}`" not in said} | {
        f"{name}/" for name in packages if f"`{name}/`" not in said
    }


PACKAGES = sorted(path.parent for path in PACKAGE.rglob("__init__.py"))


@pytest.mark.parametrize("package", PACKAGES, ids=lambda path: str(path.relative_to(PACKAGE.parent)))
def test_every_package_docstring_names_every_module(package):
    """The maps are true: each package's docstring names each of its modules with what it holds."""
    assert unnamed(package) == set()


def test_every_room_is_a_package_with_a_map():
    rooms = {path.name for path in PACKAGE.iterdir() if path.is_dir() and list(path.glob("*.py"))}
    assert rooms <= {path.name for path in PACKAGES}
    assert {"core", "store", "render", "cli", "locale", "formats", "serve"} <= rooms


def test_the_maps_check_would_see_a_module_left_out(tmp_path):
    (tmp_path / "__init__.py").write_text('"""`kept.py` and `said`; the `inner/` room."""\n')
    for name in ("kept.py", "said.py", "missing.py", "inner/__init__.py", "other/__init__.py"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text("")
    assert unnamed(tmp_path) == {"missing.py", "other/"}


def test_the_house_checks_would_see_an_arrow_back_up():
    """The layer check is not empty-handed: an import of the store from the core is seen."""
    assert _layer("hjerter_cli.store.paths") > _layer("hjerter_cli.core.game")
    assert "hjerter_cli.store.paths" in import_graph()["hjerter_cli.cli.session"]
    assert _layer("hjerter_cli.cli.bgstats") > _layer("hjerter_cli.serve.game") > _layer("hjerter_cli.render.live")
    assert "hjerter_cli.serve.server" in import_graph()["hjerter_cli.cli.serve"]


def test_ctrl_c_and_its_sentences_have_one_home():
    """SIGINT is taken, and an interrupt's sentences are written, in hjerter_cli/interrupts.py only
    (the Danish words for them are the catalogue's)."""

    def homes(*texts: str) -> set[str]:
        return {
            str(path.relative_to(PACKAGE))
            for path in SOURCES
            if "locale" not in path.parts and any(text in path.read_text(encoding="utf-8") for text in texts)
        }

    assert homes("Cancelled; nothing was changed.", "Stopped, but") == {"interrupts.py"}
    # the launcher's guard (bin/hjerter, __main__.py) ends a Ctrl-C that comes before the command
    # takes SIGINT through interrupts.py too
    assert homes("SIGINT") == {"interrupts.py"}


def test_one_function_turns_errors_into_sentences():
    """`Error: …` is written by the boundary's `ended` alone: its words are render/said_usage.py's
    `error_line`, which no other module calls."""
    writers = [path for path in SOURCES if '"Error: {message}"' in path.read_text(encoding="utf-8")]
    assert [str(path.relative_to(PACKAGE)) for path in writers if "locale" not in path.parts] == [
        "render/said_usage.py"
    ]
    callers = [path for path in SOURCES if "error_line(" in path.read_text(encoding="utf-8")]
    assert [str(path.relative_to(PACKAGE)) for path in callers] == ["cli/app.py", "render/said_usage.py"]
