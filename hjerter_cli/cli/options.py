"""What the commands share: choice words, the common options, and finding the game to act on."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer

from hjerter_cli.errors import UsageError
from hjerter_cli.i18n import N_, _

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
    """Option settings for a word from a fixed list: checked (a usage error), shown in the help;
    the completion scripts offer the words (cli/grammar.py reads them from the check)."""

    def check(value: str | None) -> str | None:
        if value is not None and value not in allowed:
            from hjerter_cli.render.said_usage import not_one_of

            raise typer.BadParameter(not_one_of(value, allowed))
        return value

    check.allowed = allowed  # type: ignore[attr-defined]
    check.__annotations__ = {"value": str | None, "return": str | None}  # what typer reads, not text to compile
    return {"callback": check, "metavar": "[" + "|".join(allowed) + "]"}


def option(*names: str, **settings: Any) -> Any:
    """A typer.Option whose help says its default in words where it has one, so that typer adds
    none of its own."""
    return typer.Option(*names, show_default=False, **settings)


def argument(*names: str, **settings: Any) -> Any:
    """A typer.Argument whose help says its default in words where it has one (as `option`)."""
    return typer.Argument(*names, show_default=False, **settings)


# What a Tab offers for an option's value or an argument, where the saved games know it (see
# cli/grammar.py KINDS); the completion scripts ask hjerter_cli.tab for these.
NAME_KINDS = ("game", "player", "anyplayer", "tally", "card", "pair", "evening")


def asks(kind: str, info: Any, game_option: bool = False) -> Any:
    """A typer.Option or typer.Argument whose value a Tab asks hjerter for (`kind`), and, with
    `game_option`, an option that only some games take (a card in use, --moon, --sun)."""
    assert kind in NAME_KINDS or kind == "flag" or kind.startswith("choice"), kind
    info.hjerter_kind = kind
    info.hjerter_game_option = game_option
    return info


def acting(info: Any, follows: dict[str, tuple[tuple[str, ...], str]]) -> Any:
    """An argument whose first word is an action (one of `follows`) or else a folder, and what a
    Tab offers after each action: the kinds of the places after it, in order, and the kind of any
    more ("" for none)."""
    info.hjerter_kind = "action"
    info.hjerter_actions = follows
    return info


def naming(kind: str, *, metavar: str, help: str, game_option: bool = False) -> Any:
    """An option whose value names what a Tab asks hjerter for (`kind`: a player, a card's taker,
    a pair), shown as `metavar` with its help and no default: the card options of `round` and
    `edit` and the table's --dealer and --pair alike."""
    return asks(kind, option(metavar=metavar, help=help), game_option)


def bundled(command: Callable[..., Any], keyword: str, options: list[tuple[str, Any, Any]]) -> Callable[..., Any]:
    """The command with `options` (name, annotation, default; in the order the help lists them) in
    place of its parameter `keyword`: typer sees each option as a parameter of its own, the
    command gets them as one dict by the option's name. Options declared once so, in the same
    words, order and help, for every command that takes them (the table's, a round's)."""
    import inspect
    from functools import wraps

    from hjerter_cli.cli.framework import named_annotations

    written = list(inspect.signature(named_annotations(command)).parameters.values())
    at = [parameter.name for parameter in written].index(keyword)
    added = [
        inspect.Parameter(name, written[at].kind, default=default, annotation=kind) for name, kind, default in options
    ]
    parameters = [*written[:at], *added, *written[at + 1 :]]

    @wraps(command)
    def with_bundle(*args: Any, **given: Any) -> Any:
        return command(
            *args, **{keyword: {name: given.pop(name, default) for name, _kind, default in options}}, **given
        )

    with_bundle.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    with_bundle.__annotations__ = {parameter.name: parameter.annotation for parameter in parameters}
    return with_bundle


# The names in the examples that are words: a Danish table's games are fredag and lørdag, its
# club's sheet is klub-2023.csv, its club's folder ~/klub; a placeholder is the help's own (FIL).
EXAMPLE_NAMES = (
    N_("friday"),
    N_("saturday"),
    N_("sheet.csv"),
    N_("club-2023.csv"),
    N_("running.csv"),
    N_("again"),
    N_("tonight.json"),
    N_("q"),  # the queen's letter in a tally: Danish players write d (dame)
    N_("Bo=13q"),
    N_("~/club"),
    N_("FILE"),
)


def examples(*lines: str) -> str:
    """A help epilog: one example a line, kept as written (\\b stops the help from rewrapping it),
    but for the names of EXAMPLE_NAMES, in the reader's language."""
    named = {name: _(name) for name in EXAMPLE_NAMES}
    lines = tuple(" ".join(named.get(word, word) for word in line.split(" ")) for line in lines)
    return _("Examples:") + "\n\n\b\n" + "\n".join("  " + line for line in lines)


def calendar_day(text: str | None, option: str) -> str | None:
    """A calendar day as YYYY-MM-DD (no week or ordinal dates), one that exists: what --since,
    --until and import's --started take (a usage error else)."""
    import re
    from datetime import date

    if text is None:
        return None
    if not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", text):
        from hjerter_cli.render.said_usage import not_a_calendar_day

        raise UsageError(not_a_calendar_day(option, text))
    try:
        date.fromisoformat(text)
    except ValueError:
        from hjerter_cli.render.said_usage import no_such_day

        raise UsageError(no_such_day(option, text)) from None
    return text


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


def terminal_columns(stream: Any = None) -> int:
    """COLUMNS, else the terminal's width, else 80 (the one writer's measure)."""
    from hjerter_cli.terminal import columns_of

    return columns_of(stream)


def words_columns() -> int | None:
    """The width words for people wrap to: the terminal's, when a person reads them there; none
    when they go into a pipe or a file (as `show` fits its sheet only on a terminal)."""
    from hjerter_cli.terminal import width_for

    return width_for(sys.stdout)


def colour_wanted(stream: Any) -> bool:
    """Colour only on a colour terminal: not with NO_COLOR, nor on TERM=dumb, nor off a terminal."""
    import os

    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    return stream is not None and stream.isatty()


DataDirOption = Annotated[
    Path | None,
    option(
        "--data-dir",
        metavar=_("DIR"),
        help=_("Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir)."),
    ),
]


def game_name_option(help: str) -> Any:
    """--game NAME (-g) with its help: the game a command acts on (GameOption), or the name `new`
    and `import` save a game under."""
    return option("--game", "-g", metavar=_("NAME"), help=help)


GameOption = Annotated[str | None, asks("game", game_name_option(_("The game to use (default: the current game).")))]
FileOption = Annotated[
    Path | None,
    option("--file", "-f", metavar=_("PATH"), help=_("A game file anywhere, instead of --game.")),
]
GameArgument = Annotated[
    str | None,
    asks(
        "game",
        argument(metavar=_("[GAME]"), help=_("The game to show (as --game NAME).")),
    ),
]
QrOption = Annotated[
    bool,
    typer.Option(
        "--qr", help=_("Draw BG Stats' link as a QR code too, at a terminal (with --format bgstats, or alone).")
    ),
]
