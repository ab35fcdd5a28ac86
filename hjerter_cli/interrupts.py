"""Ctrl-C, from hjerter's first line to its last: the one owner of SIGINT and of what it says.

The command's launcher (bin/hjerter, `python -m hjerter_cli`) holds a guard from its first line:
a Ctrl-C before the command has taken SIGINT ends there, nothing changed. The command takes it
first thing (`install`): from then on Ctrl-C is KeyboardInterrupt, which the command's guard
(hjerter_cli/console.py), its boundary (cli/app.py) and the stream guard (cli/streams.py) end with
`stop`: one true sentence, whether or not the change was saved before it (`stopped`), and exit 130.

Ctrl-C never lands in code Python runs on the side (a callback as an import finishes, a
finalizer, the hook for exceptions Python cannot raise), where it would be printed and forgotten,
nor in a class's `__set_name__`, whose exceptions Python 3.11 turns into a RuntimeError: there the
signal is kept pending and taken a few milliseconds later, in ordinary code. What Python could
only print (raised inside a callback) comes to `_unraisable`, which takes it up again. It is never
raised again from inside the handler itself, which would call the handler again before it
returned, on and on (a RecursionError that lost the Ctrl-C).

Only modules loaded with the interpreter are imported here: every Tab pays for this module.
"""

from __future__ import annotations

import sys

from hjerter_cli import signals

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import NoReturn

    from hjerter_cli.cli.session import Session
    from hjerter_cli.store.saving import Saving

EXIT_CODE = 130
NOTHING_CHANGED = "Cancelled; nothing was changed."


class Interrupts:
    """How SIGINT is taken; `side` holds the code objects of hjerter's own callbacks that Python
    runs on the side (the unraisable hook)."""

    pending = False  # a Ctrl-C that came on the side, to be taken in ordinary code
    side: set[object] = set()

    @classmethod
    def take(cls, signum: int, frame: object) -> None:
        if signum != signals.SIGINT and not cls.pending:
            return
        if cls._on_the_side(frame):
            cls._later()
            return
        cls.pending = False
        raise KeyboardInterrupt

    @classmethod
    def _later(cls) -> None:
        """Take the Ctrl-C again in a few milliseconds, by a timer's signal: anything Python would
        check from inside this handler (raising the signal again, tripping it) would call the
        handler again before it returned, on and on. Where there is no timer, the boundary takes
        a pending Ctrl-C when the command is done (`pending`)."""
        cls.pending = True
        if hasattr(signals, "setitimer"):
            signals.signal(signals.SIGALRM, cls.take)
            # a question's wake-ups (`Answering`) go on after this one
            signals.setitimer(signals.ITIMER_REAL, 0.005, signals.getitimer(signals.ITIMER_REAL)[1])

    @classmethod
    def _on_the_side(cls, frame: object) -> bool:
        """Whether the signal came in code run on the side: the frames it came in, walked back by
        their `f_code` and `f_back` (README, "CPython's and typer's insides"). Where a Python's
        frames have neither, none is on the side, and Ctrl-C is taken at once."""
        while frame is not None:
            code = getattr(frame, "f_code", None)
            if code in cls.side or getattr(code, "co_name", None) in ("__set_name__", "__del__"):
                return True
            frame = getattr(frame, "f_back", None)
        return False


def install() -> None:
    """The command takes SIGINT (its launcher's guard stands around it): from now on Ctrl-C is
    KeyboardInterrupt, which `stop` ends, and one that Python could only print (inside a
    callback as an import finishes, or a finalizer's) is taken up again."""
    sys.unraisablehook = _unraisable
    Interrupts.side.add(_unraisable.__code__)
    signals.signal(signals.SIGINT, Interrupts.take)


class Answering:
    """While a question waits for a person's answer: the read is woken ten times a second.

    Python takes a Ctrl-C between two steps of its own code; when it comes while `input()` is
    still drawing the question, after the last such step and before the read waits, Python has
    noted it but the read does not wake for it, and the question waits on as if nothing was
    pressed. A timer's signal wakes the read, and Python then takes the Ctrl-C it noted."""

    def __enter__(self) -> Answering:
        self.timer = hasattr(signals, "setitimer")
        if self.timer:
            self.before = signals.signal(signals.SIGALRM, Interrupts.take)
            signals.setitimer(signals.ITIMER_REAL, WAKE, WAKE)
        return self

    def __exit__(self, *exception: object) -> None:
        if self.timer:
            signals.setitimer(signals.ITIMER_REAL, 0)
            signals.signal(signals.SIGALRM, self.before)


WAKE = 0.1  # seconds between a question's wake-ups


def _unraisable(unraisable: sys.UnraisableHookArgs) -> None:
    """Ctrl-C that lands in code Python runs on the side (a callback as an import finishes) would
    be printed with a traceback and then forgotten: it is taken again a moment later, to stop the
    command the one way every other Ctrl-C does."""
    if unraisable.exc_type is not None and issubclass(unraisable.exc_type, KeyboardInterrupt):
        Interrupts._later()
        return
    sys.__unraisablehook__(unraisable)


# What an interrupt says ------------------------------------------------------------------------


def nothing_changed() -> str:
    """ "Cancelled; nothing was changed." in the language of the moment (as it is, if the words
    cannot be had: interrupted again while they load)."""
    try:
        from hjerter_cli.i18n import _

        return _(NOTHING_CHANGED)
    except BaseException:
        return NOTHING_CHANGED


def stopped(session: Session | None) -> str:
    """What an interrupt says: true whether or not the change was committed before it."""
    if session is None:
        return nothing_changed()
    session.told = True
    saved = session.saved
    if saved is None:
        return session.stopped_after or nothing_changed()
    from hjerter_cli.errors import visible

    path = visible(str(saved.path))
    return _saved_sentence(saved, path) + _club_left(session)


def _club_left(session: Session) -> str:
    """After the saves, the club's copies a Ctrl-C left unwritten (in a club only), said after them."""
    import os

    writer = session._writer  # noqa: SLF001  # the session's own writer, read, never changed
    done, total = writer.after_progress if writer is not None else (0, 0)
    if done >= total or not (os.environ.get("HJERTER_CLUB") or os.path.exists(os.path.join(session.base, "club"))):
        return ""
    from hjerter_cli.i18n import ngettext

    return " " + ngettext(
        "{done} of {total} game was written to the club; `hjerter club publish` writes the rest.",
        "{done} of {total} games were written to the club; `hjerter club publish` writes the rest.",
        total,
    ).format(done=done, total=total)


def _saved_sentence(saved: Saving, path: str) -> str:
    from hjerter_cli.i18n import _, ngettext

    if saved.rounds:
        return ngettext(
            "Stopped, but {count} round was saved to {path} before that.",
            "Stopped, but {count} rounds were saved to {path} before that.",
            saved.rounds,
        ).format(count=saved.rounds, path=path)
    return _("Stopped, but the change was saved to {path} before that.").format(path=path)


def say(sentence: str) -> None:
    """One line on standard error, if standard error can take it at all (a Ctrl-C while it is
    written is not swallowed: it goes on to its owner)."""
    try:
        from hjerter_cli.terminal import write

        write(sentence, err=True)
    except (OSError, ValueError, AttributeError):  # closed or full: the exit code still tells
        pass


def stop(session: Session | None) -> int:
    """Say what an interrupt means for this command's game; the exit code to end with."""
    try:
        sentence = stopped(session)
    except BaseException:  # interrupted again while the sentence was made
        sentence = NOTHING_CHANGED
    try:  # noqa: SIM105  # contextlib is not imported here: every Tab pays for this module
        say(sentence)
    except BaseException:  # interrupted again while it was written: the exit code still tells
        pass
    return EXIT_CODE


def end(session: Session | None) -> NoReturn:
    """`stop`, then exit with its code."""
    raise SystemExit(stop(session))
