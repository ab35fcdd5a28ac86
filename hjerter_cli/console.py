"""The command, as its launcher (bin/hjerter, `python -m hjerter_cli`) calls it: it takes Ctrl-C over
first and imports the framework only inside its guard, so that Ctrl-C at any moment, even while
Python is still importing typer, is exit 130 with one true sentence (hjerter_cli/interrupts.py)."""

from __future__ import annotations

import os
import sys

from hjerter_cli import interrupts

TYPE_CHECKING = False
if TYPE_CHECKING:
    from hjerter_cli.cli.session import Session


def main() -> None:
    """`hjerter`: the command line, behind a guard for the moments before its own boundary."""
    interrupts.install()
    session: Session | None = None
    try:
        if sys.argv[1:] == ["--version"]:  # asked often, by people and by scripts: no framework for it
            _version()
            return
        asking = os.environ.get("_HJERTER_COMPLETE")
        if asking in ("bash", "zsh", "fish"):  # a Tab asking for names
            from hjerter_cli.tab import main as names

            names()
            return
        if asking is not None:  # a Tab through a script of hjerter 1.1 (or typer's own, of 1.0)
            from hjerter_cli.tab_old_scripts import main as old_names

            old_names()
            return
        from hjerter_cli.cli.app import main as run
        from hjerter_cli.cli.session import Session

        session = Session()
        code = run(session)
        if interrupts.Interrupts.pending:  # a Ctrl-C on the side where no timer could take it up
            interrupts.end(session)
        raise SystemExit(code)
    except KeyboardInterrupt:  # before the command's boundary was set up, or after it was done
        interrupts.end(session)


def _version() -> None:
    """`hjerter --version`; output that cannot take it gets one sentence, as every command's does."""
    from hjerter_cli import __version__

    try:
        from hjerter_cli.terminal import write

        if sys.stdout is None:  # standard output was closed before Python started
            raise ValueError("closed")
        write(f"hjerter {__version__}")
    except (OSError, ValueError, AttributeError) as error:
        from hjerter_cli.cli.streams import output_failed
        from hjerter_cli.i18n import _
        from hjerter_cli.locale.reasons import reason

        said = reason(error) if isinstance(error, OSError) and error.strerror else _("standard output is closed")
        interrupts.say(output_failed(said))
        os.dup2(os.open(os.devnull, os.O_WRONLY), 1)  # so Python's last flush has nowhere to fail
        raise SystemExit(1) from None
