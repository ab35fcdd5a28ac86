"""What the commands share: choice words, the common options, and finding the game to act on."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer

from hjerter_cli import store
from hjerter_cli.errors import HjerterError
from hjerter_cli.i18n import _

# A family module's commands: name -> (callback, the keyword arguments of `app.command`).
Commands = dict[str, tuple[Callable[..., Any], dict[str, Any]]]


def registrar(commands: Commands) -> Callable[..., Callable[[Callable[..., Any]], Callable[..., Any]]]:
    """A decorator that records a command in its family's table, to be put on the app by name."""

    def command(name: str, **settings: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        def record(callback: Callable[..., Any]) -> Callable[..., Any]:
            commands[name] = (callback, settings)
            return callback

        return record

    return command


def choices(*allowed: str) -> dict[str, Any]:
    """Option settings for a word from a fixed list: checked (a usage error), completed, shown in the help."""

    def check(value: str | None) -> str | None:
        if value is not None and value not in allowed:
            raise typer.BadParameter(
                _("{value!r} is not one of {allowed}.").format(value=value, allowed=", ".join(allowed))
            )
        return value

    def complete(incomplete: str) -> list[str]:
        return [word for word in allowed if word.startswith(incomplete)]

    complete.allowed = allowed  # type: ignore[attr-defined]  # the completion scripts list them
    return {"callback": check, "autocompletion": complete, "metavar": "[" + "|".join(allowed) + "]"}


def examples(*lines: str) -> str:
    """A help epilog: one example a line, kept as written (\\b stops the help from rewrapping it)."""
    return _("Examples:") + "\n\n\b\n" + "\n".join("  " + line for line in lines)


def is_terminal() -> bool:
    """Whether a person can be asked: standard input and output are a terminal."""
    return sys.stdin is not None and sys.stdin.isatty() and sys.stdout is not None and sys.stdout.isatty()


def no_colour(value: bool) -> None:
    """--no-color: the same as NO_COLOR, for this command."""
    if value:
        import os

        os.environ["NO_COLOR"] = "1"


NoColourOption = Annotated[
    bool,
    typer.Option("--no-color", callback=no_colour, is_eager=True, help=_("No colour, as with NO_COLOR.")),
]


def colour_wanted(stream: Any) -> bool:
    """Colour only on a colour terminal: not with NO_COLOR, nor on TERM=dumb, nor off a terminal."""
    import os

    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    return stream is not None and stream.isatty()


def ctx_value(ctx: typer.Context, name: str) -> Any:
    """A parameter's value from this command or the group before it."""
    while ctx is not None:
        value = ctx.params.get(name)
        if value is not None:
            return value
        ctx = ctx.parent  # type: ignore[assignment]
    return None


def given_data_dir(ctx: typer.Context) -> Path | None:
    """--data-dir after the command, else before it (for completion, where no command runs)."""
    given = ctx_value(ctx, "data_dir")
    return Path(given) if given is not None else None


def complete_game(ctx: typer.Context, incomplete: str) -> list[str]:
    """Saved game names, for --game and `use`."""
    try:
        base = store.data_dir(given_data_dir(ctx))
        return [name for name in store.game_names(base) if name.startswith(incomplete)]
    except (HjerterError, OSError):
        return []


DataDirOption = Annotated[
    Path | None,
    typer.Option(
        "--data-dir",
        metavar=_("DIR"),
        help=_("Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir)."),
        show_default=False,
    ),
]
GameOption = Annotated[
    str | None,
    typer.Option(
        "--game",
        "-g",
        metavar=_("NAME"),
        help=_("The game to use (default: the current game)."),
        autocompletion=complete_game,
        show_default=False,
    ),
]
FileOption = Annotated[
    Path | None,
    typer.Option(
        "--file",
        "-f",
        metavar=_("PATH"),
        help=_("A game file anywhere, instead of --game."),
        show_default=False,
    ),
]
