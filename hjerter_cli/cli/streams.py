"""Standard streams that may be closed, full, a pipe whose reader has gone, or unable to encode ♠.

A command's report is kept until the command is done (unless a person is at a terminal, who sees
it as it comes), then written in one go: so a report that cannot be written is noticed in one
place, after any save, and said in one sentence that tells whether the change was saved.
"""

from __future__ import annotations

import codecs
import io
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from typing import TYPE_CHECKING, NoReturn

from hjerter_cli import interrupts

if TYPE_CHECKING:
    from hjerter_cli.cli.session import Session

# Letters for the symbols a terminal that cannot show them gets instead (Q♠ -> QS).
PLAIN = {
    "♠": "S",
    "♥": "H",
    "♦": "D",
    "♣": "C",
    "☾": "(",
    "☀": "*",
    "↺": "0",
    "×": "x",
    "−": "-",
    "│": "|",
    "─": "-",
    "┌": "+",
    "┬": "+",
    "┐": "+",
    "├": "+",
    "┼": "+",
    "┤": "+",
    "└": "+",
    "┴": "+",
    "┘": "+",
    "…": "...",
}


def _plain_letters(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    text = error.object[error.start : error.end]
    return "".join(PLAIN.get(char, "?") for char in text), error.end


codecs.register_error("hjerter-plain", _plain_letters)


class Outcome:
    """The exit code a command ended with."""

    code: int | str | None = 0


def _reopen_closed_descriptors() -> set[int]:
    """A closed stdin, stdout or stderr becomes /dev/null, so no file we open takes its number."""
    closed = set()
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            closed.add(fd)
    for fd in sorted(closed):
        opened = os.open(os.devnull, os.O_RDWR)
        if opened != fd:
            os.dup2(opened, fd)
            os.close(opened)
    return closed


def _plain_fallback(stream: object) -> None:
    try:
        utf8 = codecs.lookup(getattr(stream, "encoding", "") or "utf-8").name == "utf-8"
    except LookupError:
        utf8 = False
    if not utf8 and hasattr(stream, "reconfigure"):
        stream.reconfigure(errors="hjerter-plain")


def output_failed(reason: str) -> str:
    """The sentence for a report that could not be written, when nothing was changed."""
    from hjerter_cli.render import said_output

    return said_output.nothing_changed(reason)


def cannot_write(reason: str, say: Callable[[str], None] = interrupts.say) -> NoReturn:
    """Output written straight to its stream (`show --watch`, `serve`) that cannot be: said as the
    guard says it (`say`: how the command writes a sentence to standard error), exit 1."""
    import typer

    say(output_failed(reason))
    raise typer.Exit(1)


@contextmanager
def guarded(session: Session) -> Iterator[Outcome]:
    """Run a command with its output kept, then written; a failed write is said, never a traceback."""
    closed = _reopen_closed_descriptors()
    if 0 in closed:
        sys.stdin = None
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:
            _plain_fallback(stream)
    real = sys.stdout
    at_terminal = real is not None and 1 not in closed and real.isatty()
    kept = io.StringIO()
    if not at_terminal:
        sys.stdout = kept
    outcome = Outcome()
    try:
        yield outcome
    finally:
        if not at_terminal:
            sys.stdout = real
            try:
                problem = _write_out(kept.getvalue(), real, 1 in closed)
            except KeyboardInterrupt:  # Ctrl-C while a slow reader takes the report
                _quiet_stdout()
                outcome.code = interrupts.stop(session)
                problem = None
            if problem is not None:
                _report(problem, session, outcome)


def _write_out(text: str, real: object, closed: bool) -> str | None:
    """Write the kept report; the reason it could not be written, or None."""
    if not text:
        return None
    if closed or real is None:
        from hjerter_cli.render import said_output

        return said_output.output_closed()
    try:
        real.write(text)  # type: ignore[attr-defined]
        real.flush()  # type: ignore[attr-defined]
    except BrokenPipeError:
        _quiet_stdout()
        return ""
    except OSError as error:
        _quiet_stdout()
        from hjerter_cli.locale.reasons import reason

        return reason(error)
    return None


def _quiet_stdout() -> None:
    """Point fd 1 at /dev/null, so Python's last flush at exit has nowhere to fail."""
    with suppress(OSError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.close(devnull)
    with suppress(AttributeError, ValueError):
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives until exit


def _report(problem: str, session: Session, outcome: Outcome) -> None:
    from hjerter_cli.render import said_output

    if problem == "":  # the reader of the pipe has gone: end quietly
        return
    if session.saved is not None:
        interrupts.say(said_output.saved_but_not_shown(session.saved.path, problem))
        return
    interrupts.say(output_failed(problem))
    if outcome.code in (0, None):
        outcome.code = 1
