"""The console script. It imports the framework only inside its guard, so that Ctrl-C at any
moment, even while Python is still importing typer, is exit 130 with one true sentence (before
the guard stands, hjerter_cli/__init__.py's handler says it)."""

from __future__ import annotations

import os
import sys

from hjerter_cli import _Interrupts

TYPE_CHECKING = False
if TYPE_CHECKING:
    from hjerter_cli.cli.session import Session


def main() -> None:
    """`hjerter`: the command line, behind a guard for the moments before its own boundary."""
    if sys.argv[1:] == ["--version"]:  # asked often, by people and by scripts: no framework for it
        _version()
        return
    asking = os.environ.get("_HJERTER_COMPLETE")
    if asking in ("bash", "zsh", "fish"):  # a Tab asking for names
        from hjerter_cli.names import main as names

        names()
        return
    if asking is not None:  # a Tab through a script of hjerter 1.1 (or typer's own, of 1.0)
        from hjerter_cli.oldnames import main as old_names

        old_names()
        return
    sys.unraisablehook = _unraisable
    _Interrupts.side.add(_unraisable.__code__)
    session: Session | None = None
    try:
        _Interrupts.guarded = True
        from hjerter_cli.cli.app import main as run
        from hjerter_cli.cli.session import Session

        session = Session()
        code = run(session)
    except KeyboardInterrupt:  # before the command's boundary was set up, or after it was done
        _stopped(session)
    raise SystemExit(code)


def _version() -> None:
    """`hjerter --version`; output that cannot take it gets one sentence, as every command's does."""
    from hjerter_cli import __version__

    try:
        sys.stdout.write(f"hjerter {__version__}\n")
        sys.stdout.flush()
    except (OSError, ValueError, AttributeError) as error:
        from hjerter_cli.i18n import _

        reason = getattr(error, "strerror", None) or _("standard output is closed")
        _say(_("Nothing was changed; the output could not be written ({reason}).").format(reason=reason))
        os.dup2(os.open(os.devnull, os.O_WRONLY), 1)  # so Python's last flush has nowhere to fail
        raise SystemExit(1) from None


def _unraisable(unraisable: sys.UnraisableHookArgs) -> None:
    """Ctrl-C that lands in code Python runs on the side (a callback as an import finishes) would
    be printed with a traceback and then forgotten: it is raised again, to stop the command the
    one way every other Ctrl-C does (hjerter_cli._Interrupts keeps it out of this hook itself)."""
    if unraisable.exc_type is not None and issubclass(unraisable.exc_type, KeyboardInterrupt):
        import _signal  # type: ignore[import-not-found]

        _signal.raise_signal(_signal.SIGINT)
        return
    sys.__unraisablehook__(unraisable)


def _stopped(session: Session | None) -> None:
    try:
        from hjerter_cli.cli.session import stopped

        sentence = stopped(session) if session is not None else None
    except BaseException:
        sentence = None
    if sentence is None:
        try:
            from hjerter_cli.i18n import _

            sentence = _("Cancelled; nothing was changed.")
        except BaseException:  # interrupted again, or the words cannot be had: the sentence as it is
            sentence = "Cancelled; nothing was changed."
    try:
        _say(sentence)
    finally:
        raise SystemExit(130)


def _say(sentence: str) -> None:
    try:
        sys.stderr.write(sentence + "\n")
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):
        pass
