"""hjerter: a command-line score sheet for Hearts (Hjerterfri)."""

import _signal  # type: ignore[import-not-found]  # signal's core, loaded with Python: no file to read

_noted: list[int] = []  # a Ctrl-C before hjerter_cli/interrupts.py has loaded, taken once it has
_previous = _signal.signal(_signal.SIGINT, lambda signum, frame: _noted.append(signum))

import sys  # noqa: E402  # after the line above: Ctrl-C is noted from the package's first lines

__version__ = "1.4.0"


def _the_command() -> bool:
    """Whether this process is the command (its console script, or `python -m hjerter_cli`), not a
    program that imports the package (a test runner keeps its own Ctrl-C)."""
    started = sys.argv[0].replace("\\", "/").rpartition("/")[2] if sys.argv else ""
    return started == "-m" or started.partition(".")[0] in ("hjerter", "hjerter-script")


if _the_command():
    from hjerter_cli import interrupts as _interrupts

    _interrupts.install(noted=bool(_noted))
else:  # a program that imports the package: its own Ctrl-C back, and one that came meanwhile
    _signal.signal(_signal.SIGINT, _previous if _previous is not None else _signal.SIG_DFL)
    if _noted:
        _signal.raise_signal(_signal.SIGINT)
