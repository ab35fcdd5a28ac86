"""One writer (hjerter_cli/terminal.py): every line for a person goes out through it, and at a
terminal it breaks between words at the terminal's width; into a pipe or a file nothing is wrapped."""

from __future__ import annotations

import ast
import io
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hjerter_cli.terminal import fit, width, write
from tests.processes import made, run
from tests.terminals import at_a_terminal

PACKAGE = Path(__file__).parent.parent / "hjerter_cli"

# Files that write to a stream themselves, each for a reason: the writer itself; a Tab's answers
# (for the shell, not a person; a Tab pays for nothing more); the kept report, written into a pipe
# or a file in one go (nothing is wrapped there); --output's file; the server's HTTP answers; the
# store's files; the tools that make the manual and the grammar at build time.
WRITES_ITSELF = {
    "terminal.py",
    "tab.py",
    "tab_old_scripts.py",
    "cli/streams.py",
    "cli/output.py",
    "serve/server.py",
    "cli/manual.py",
    "cli/grammar.py",
}


def direct_writes(tree: ast.Module, files_too: bool = True) -> list[int]:
    """The lines of a module that print, echo, or (`files_too`) call .write() on anything."""
    found = []
    writes = ("write", "writelines") if files_too else ()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if (isinstance(func, ast.Name) and func.id == "print") or (
            isinstance(func, ast.Attribute) and func.attr in ("echo", "secho", *writes)
        ):
            found.append(node.lineno)
    return found


@pytest.mark.slow
def test_no_line_reaches_a_stream_but_through_the_writer():
    wrong = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = str(path.relative_to(PACKAGE))
        if name == "terminal.py":
            continue
        files_too = name not in WRITES_ITSELF and path.parent.name != "store"
        lines = direct_writes(ast.parse(path.read_text(encoding="utf-8")), files_too)
        if lines:
            wrong[name] = lines
    assert wrong == {}


@pytest.mark.parametrize(
    "source", ["print('x')", "typer.echo('x')", "sys.stderr.write('x')", "click.secho('x')", "stream.write(x)"]
)
def test_the_check_sees_a_direct_write(source):
    assert direct_writes(ast.parse(source))


WORDS = st.lists(st.text(alphabet=st.sampled_from("abcæøå♠/:.=-?"), min_size=1, max_size=30), min_size=1, max_size=30)


@given(words=WORDS, columns=st.integers(min_value=10, max_value=120), indent=st.sampled_from(["", "  "]))
def test_wrapping_never_splits_a_word_and_keeps_each_line_to_the_width(words, columns, indent):
    """The law of the writer: the words come out whole and in order; a line is as wide as the
    terminal at most, but for a word wider than a line, which stands on a line of its own,
    without an indent."""
    text = indent + " ".join(words)
    lines = fit(text, columns).split("\n")
    assert " ".join(" ".join(lines).split()) == " ".join(words)
    for line in lines:
        if width(line) > columns:
            assert line == line.strip() and line in words, (line, lines)


def test_a_path_that_does_not_fit_stands_on_its_own_line_whole():
    path = "/home/someone/Documents/" + "very-long-folder-name/" * 3 + "aften.toml"
    lines = fit(f"Stopped, but 2 rounds were saved to {path} before that.", 40).split("\n")
    assert path in lines, lines
    assert all(width(line) <= 40 for line in lines if line != path), lines


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_writer_wraps_at_a_terminal_and_not_into_a_pipe(monkeypatch):
    sentence = "This game is over (Alice won); undo or edit a round to reopen it, or start a new game."
    monkeypatch.setenv("COLUMNS", "40")
    screen, pipe = _Terminal(), io.StringIO()
    monkeypatch.setattr("sys.stderr", screen)
    write(sentence, err=True)
    monkeypatch.setattr("sys.stderr", pipe)
    write(sentence, err=True)
    assert pipe.getvalue() == sentence + "\n"
    lines = screen.getvalue().splitlines()
    assert len(lines) > 1 and max(width(line) for line in lines) <= 40
    assert " ".join(line.strip() for line in lines) == sentence
    monkeypatch.setattr("sys.stdout", screen := _Terminal())
    write("Round  Ann  Bo  Cy  Di  Notes  " * 3, wrap=False)  # a fitted table is written as it is
    assert len(screen.getvalue().splitlines()) == 1


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    data = tmp_path_factory.mktemp("writer") / "data"
    made(data, "new", "-g", "kväll", "--target", "20", "Alice", "Ben", "Chloe", "Dan")
    made(data, "round", "4", "q", "9", "0")
    return data


@pytest.mark.slow
def test_a_refusal_at_80_columns_breaks_between_words(finished):
    lines = at_a_terminal(finished, 80, "round", "4", "q", "9", "0", "5")
    said = " ".join(line.strip() for line in lines)
    assert said.startswith("Error: ") and "(Alice, Ben, Chloe, Dan)" in said, lines
    assert len(lines) > 1 and max(width(line) for line in lines) <= 80, lines
    piped = run(finished, "round", "4", "q", "9", "0", "5")
    assert piped.stderr.strip() == said  # into a pipe: one line, as it was


@pytest.mark.slow
def test_list_at_40_columns_keeps_names_and_times_whole(finished):
    made(finished, "new", "-g", "fredag", "Anne Marie", "Bjørn", "Carl", "Frederikke")
    lines = at_a_terminal(finished, 40, "list")
    assert max(width(line) for line in lines) <= 40, lines
    said = " ".join(line.strip() for line in lines)
    for whole in ("Anne Marie", "Frederikke", "1 round", "2026-"):
        assert whole in said
    assert any("Anne Marie" in line for line in lines), lines
