"""The console script. It imports the framework only inside its guard, so that Ctrl-C at any
moment, even while Python is still importing typer, is exit 130 with one true sentence."""

from __future__ import annotations

import os
import sys


def main() -> None:
    """`hjerter`: the command line, behind a guard for the moments before its own boundary."""
    if sys.argv[1:] == ["--version"]:  # asked often, by people and by scripts: no framework for it
        from hjerter_cli import __version__

        sys.stdout.write(f"hjerter {__version__}\n")
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
    try:
        from hjerter_cli.cli.app import main as run
    except KeyboardInterrupt:
        _stopped()
    try:
        run()
    except KeyboardInterrupt:  # before the command's boundary was set up: nothing was changed yet
        _stopped()


def _unraisable(unraisable: sys.UnraisableHookArgs) -> None:
    """Ctrl-C that lands in code Python runs on the side (a callback as an import finishes) would
    be printed with a traceback and then forgotten: it is raised again, to stop the command the
    one way every other Ctrl-C does."""
    if unraisable.exc_type is not None and issubclass(unraisable.exc_type, KeyboardInterrupt):
        import signal

        signal.raise_signal(signal.SIGINT)
        return
    sys.__unraisablehook__(unraisable)


def _stopped() -> None:
    try:
        from hjerter_cli.i18n import _

        sentence = _("Cancelled; nothing was changed.")
    except BaseException:  # interrupted again, or the words cannot be had: the sentence as it is
        sentence = "Cancelled; nothing was changed."
    try:
        sys.stderr.write(sentence + "\n")
        sys.stderr.flush()
    finally:
        sys.exit(130)
