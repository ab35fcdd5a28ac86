"""What the commands share: choice words, the common options, and finding the game to act on."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, NamedTuple

import typer

from hjerter_cli import store
from hjerter_cli.core.game import Game, Sheet
from hjerter_cli.errors import HjerterError, RefusedError, UsageError, visible
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


def given_data_dir(ctx: typer.Context, data_dir: Path | None) -> Path | None:
    """The command's --data-dir, else the one given before the command."""
    if data_dir is not None:
        return data_dir
    given = ctx_value(ctx, "data_dir")
    return Path(given) if given is not None else None


def complete_game(ctx: typer.Context, incomplete: str) -> list[str]:
    """Saved game names, for --game and `use`."""
    try:
        base = store.data_dir(given_data_dir(ctx, None))
        return [name for name in store.game_names(base) if name.startswith(incomplete)]
    except (HjerterError, OSError):
        return []


DataDirOption = Annotated[
    Path | None,
    typer.Option(
        "--data-dir",
        metavar="DIR",
        help=_("Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir)."),
        show_default=False,
    ),
]
GameOption = Annotated[
    str | None,
    typer.Option(
        "--game",
        "-g",
        metavar="NAME",
        help=_("The game to use (default: the current game)."),
        autocompletion=complete_game,
        show_default=False,
    ),
]
FileOption = Annotated[
    Path | None,
    typer.Option(
        "--file", "-f", metavar="PATH", help=_("A game file anywhere, instead of --game."), show_default=False
    ),
]


class GameRef(NamedTuple):
    """Which game a command acts on: its file and the name it is shown by."""

    base: Path
    path: Path
    name: str

    @classmethod
    def of_file(cls, base: Path, file: Path) -> GameRef:
        """A game file given with --file: shown by its file name, control characters made visible."""
        return cls(base, file, visible(file.stem))


def one_of(game: str | None, file: Path | None) -> None:
    """--game and --file name the same thing two ways: one at a time."""
    if game is not None and file is not None:
        raise UsageError(_("Use --game or --file, not both."))


def resolve_game(data_dir: Path | None, game: str | None, file: Path | None) -> GameRef:
    """--game, --file or the current game; both at once is a usage error."""
    one_of(game, file)
    base = store.data_dir(data_dir)
    if file is not None:
        return GameRef.of_file(base, file)
    if game is None:
        game = store.current_name(base)
        if game is None:
            raise RefusedError(
                _(
                    "There is no current game; start one with `hjerter new NAME NAME NAME` "
                    "or pick one with `hjerter use NAME`."
                )
            )
    game = store.check_game_name(game)
    return GameRef(base, store.game_path(base, game), game)


def game_and_file(ctx: typer.Context, game: str | None, file: Path | None) -> tuple[str | None, Path | None]:
    """--game/--file given after the command, else those given before it (`hjerter -g friday show`)."""
    if game is None and file is None and ctx.parent is not None:
        before = ctx.parent.params
        game, given = before.get("game"), before.get("file")
        file = Path(given) if given is not None else None
    return game, file


def no_game_before(ctx: typer.Context) -> None:
    """list, stats, use and delete act on no one game: --game or --file before them is a mistake."""
    if ctx.parent is not None and (ctx.parent.params.get("game") or ctx.parent.params.get("file")):
        raise UsageError(_("`hjerter {command}` takes no --game or --file before it.").format(command=ctx.info_name))


def game_ref(ctx: typer.Context, data_dir: Path | None, game: str | None, file: Path | None) -> GameRef:
    """The game a command acts on, from its options and those given before the command."""
    game, file = game_and_file(ctx, game, file)
    return resolve_game(given_data_dir(ctx, data_dir), game, file)


def unknown_game(name: str) -> RefusedError:
    return RefusedError(_("There is no game called {name}; see `hjerter list`.").format(name=name))


def load_existing(ref: GameRef) -> tuple[Game, Sheet]:
    """Load a game, saying 'unknown game' in words a player understands."""
    if not store.exists(ref.path) and ref.path.parent == store.games_dir(ref.base):
        raise unknown_game(ref.name)
    return store.load(ref.path)


def open_game(ref: GameRef) -> tuple[list[int] | None, Game, Sheet]:
    """Load a game to change it, remembering which version of the file was read."""
    seen = store.file_identity(ref.path)
    game, scored = load_existing(ref)
    return seen, game, scored


def latest(ref: GameRef, seen: list[int] | None, game: Game, scored: Sheet) -> tuple[Game, Sheet]:
    """Under the lock: the game as loaded, or read again if another shell saved it meanwhile."""
    if store.file_identity(ref.path) == seen:
        return game, scored
    return store.load(ref.path)
