"""The club evening: `hjerter evening ...` (cli/CLI.md, "The club evening"). The plan file is
store/evening.py's, the draw core/draw.py's, the standings core/standings.py's and
core/evening.py's; this parses the words and says what came of them.

The command is declared twice: whole in cli/eveningstart.py (with `start`'s options, the table's
as `new` takes them: its help, the manual and completion are that one's) and here with the options
every other action takes, which is what a command line without `start` or another option needs
(`fits`): the state and the standings do not pay for declaring twenty options they never take."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any

import typer

from hjerter_cli.cli.options import (
    Commands,
    DataDirOption,
    acting,
    argument,
    bundled,
    choices,
    option,
    registrar,
)
from hjerter_cli.cli.session import session_of
from hjerter_cli.core.draw import SEATINGS
from hjerter_cli.core.standings import STANDINGS_RULES
from hjerter_cli.errors import StoreError, UsageError
from hjerter_cli.i18n import _
from hjerter_cli.render import said_evening as said
from hjerter_cli.store import evening as plans

if TYPE_CHECKING:
    from hjerter_cli.cli.table_options import TableOptions

COMMANDS: Commands = {}
command = registrar(COMMANDS)
# Each action, and what a Tab offers after it: the kinds of its places in order, and of any more.
FOLLOWS = {
    "start": (("value",), "anyplayer"),
    "play": (("table",), ""),
    "next": (("evening",), ""),
    "join": (("evening", "anyplayer"), ""),
    "leave": (("evening", "evplayer"), ""),
    "standings": (("evening",), ""),
    "cards": (("evening",), ""),
}
ACTIONS = tuple(FOLLOWS)
FORMATS = ("table", "text", "markdown", "csv", "json", "html")  # as cli/eveningplay.py shows them

WordsArgument = Annotated[
    list[str] | None,
    acting(
        argument(metavar=_("[NAME | ACTION [ARGS]...]"), help=_("An evening, or what to do.")),
        FOLLOWS,
    ),
]
SittingsOption = Annotated[int | None, option(metavar=_("S"), help=_("With start: sittings (default 4)."))]
SeatingOption = Annotated[
    str | None,
    option(help=_("With start: how each sitting is drawn."), **choices(*SEATINGS)),
]
TableSizeOption = Annotated[int | None, option(metavar=_("K"), help=_("With start: players a table (default 4)."))]
ExactOption = Annotated[bool, option("--exact", help=_("With start: K at every table; the others sit out."))]
StandingsOption = Annotated[
    str | None,
    option(
        "--scoring", help=_("With start: the standings' rule (default places)."), **choices(*STANDINGS_RULES)),
]  # fmt: skip
SeedOption = Annotated[str | None, option(metavar=_("SEED"), help=_("Make the draw repeatable."))]
ForceOption = Annotated[bool, option("--force", help=_("With next: draw before every table has finished."))]
EveningFormatOption = Annotated[str | None, option("--format", help=_("How to show it."), **choices(*FORMATS))]


# The options every action but `start` takes, and how many words each takes after it.
LIGHT_OPTIONS = {"--seed": 1, "--force": 0, "--format": 1, "--data-dir": 1}


def fits(words: list[str]) -> bool:
    """Whether a command line's words after `evening` need no more than the options here: no
    `start`, no help, no option of another action (where one is given, the whole command says
    what goes with what, and a misspelt option is told as everywhere)."""
    index, first = 0, True
    while index < len(words):
        word = words[index]
        if word.startswith("-"):
            name, joined, _value = word.partition("=")
            if name not in LIGHT_OPTIONS:
                return False
            index += 1 + (0 if joined else LIGHT_OPTIONS[name])
            continue
        if first and word == "start":
            return False
        first = False
        index += 1
    return True


# The options only `start` takes (cli/eveningstart.py declares them), between the words and the
# options of every action, in the order the help lists them: name, annotation, default.
START_OPTIONS = [
    ("sittings", SittingsOption, None), ("seating", SeatingOption, None), ("table_size", TableSizeOption, None),
    ("exact", ExactOption, False), ("scoring", StandingsOption, None),
]  # fmt: skip


def with_evening_options(*start: tuple[str, Any, Any]) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """The command with the evening's words and options in place of its keyword `given` (as
    `bundled` puts them): the words, `start` (START_OPTIONS or none), then every action's."""
    every = [("seed", SeedOption, None), ("force", ForceOption, False), ("format", EveningFormatOption, None)]
    return lambda command: bundled(command, "given", [("words", WordsArgument, None), *start, *every])


@command("evening")
@with_evening_options()
def evening(ctx: typer.Context, *, given: dict[str, Any], data_dir: DataDirOption = None) -> None:
    """The club evening, with the options of every action but start (cli/eveningstart.py has all)."""
    run(ctx, given, {})


def run(ctx: typer.Context, given: dict[str, Any], table: TableOptions | dict[str, Any]) -> None:
    """What the words ask (`given`: the words and options by name, START_OPTIONS where declared):
    `start`, with those and the table's, or another action."""
    session = session_of(ctx)
    session.no_game_before("evening")
    words = list(given["words"] or [])
    action = words[0] if words and words[0] in ACTIONS else None
    start = {"--" + name.replace("_", "-"): given.get(name) for name, _kind, _default in START_OPTIONS}
    start["--exact"] = start["--exact"] or None  # a flag: given only when on
    start |= {"--" + key.replace("_", "-"): value for key, value in table.items()}
    force, seed = given["force"], given["seed"]
    _alone(action, start, force, seed)
    from hjerter_cli.cli import eveningplay as play

    try:
        if action == "start":
            drawn = tuple(given[name] for name in ("sittings", "seating", "table_size", "exact", "scoring", "seed"))
            play.start(session, words[1:], table, drawn, ACTIONS)
        elif action is None or action in ("standings", "cards"):
            play.show(session, action, _one_or_none(action, words[1:] if action else words), given["format"])
        elif action == "play":
            play.play(session, words[1:])
        elif action == "next":
            play.draw_next(session, _one_or_none(action, words[1:]), force, seed)
        else:
            play.join_or_leave(session, action, words[1:])
    except plans.Unusable as error:
        raise StoreError(said.plan_unusable(error.path, said.problem_of(error.kind, error.detail))) from error


def _alone(action: str | None, start: dict[str, Any], force: bool, seed: str | None) -> None:
    """The options that go with one action alone, refused with any other."""
    for given, value in start.items():
        if value is not None and value != [] and action != "start":
            raise UsageError(said.start_option_alone(given))
    if force and action != "next":
        raise UsageError(said.next_option_alone("--force"))
    if seed is not None and action not in ("start", "next"):
        raise UsageError(said.next_option_alone("--seed"))


def _one_or_none(action: str | None, words: list[str]) -> str | None:
    if len(words) > 1:
        raise UsageError(said.takes(action or "", "[NAME]"))
    return words[0] if words else None
