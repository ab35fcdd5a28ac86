"""`hjerter` is hjerter's own launcher (bin/hjerter), installed as the package's script, and
`python -m hjerter_cli` runs the same lines: Ctrl-C is hjerter's from their first line (the
moments themselves: tests/test_session.py, START_UP)."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.processes import HJERTER

ROOT = Path(__file__).resolve().parent.parent
LAUNCHER = ROOT / "bin" / "hjerter"


def lines_of(path: Path) -> str:
    """The code of a launcher, without its docstring (and its first line, the interpreter's)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    body = tree.body[1:] if ast.get_docstring(tree) is not None else tree.body
    return ast.dump(ast.Module(body=body, type_ignores=[]))


def test_python_m_runs_the_launchers_lines():
    assert lines_of(ROOT / "hjerter_cli" / "__main__.py") == lines_of(LAUNCHER)


def test_the_installed_command_is_hjerters_launcher():
    """Not a console script an installer writes (whose own lines run before any of hjerter's)."""
    assert HJERTER is not None
    installed = Path(HJERTER)
    assert installed.read_text(encoding="utf-8").startswith("#!"), installed
    assert lines_of(installed) == lines_of(LAUNCHER), (
        f"{installed} is not bin/hjerter (installed before hjerter had its own launcher? "
        "install again: pip install -e '.[dev]')"
    )


def test_the_launchers_first_statement_is_its_guard():
    """Nothing runs before the guard: its first statement after the docstring is the `try`."""
    tree = ast.parse(LAUNCHER.read_text(encoding="utf-8"))
    first = tree.body[1]
    assert isinstance(first, ast.Try) and [handler.type.id for handler in first.handlers] == ["KeyboardInterrupt"]
