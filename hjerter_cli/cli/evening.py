"""The club evening: `hjerter evening ...` (cli/CLI.md, "The club evening"). The plan file is
store/evening.py's, the draw core/draw.py's, the standings core/standings.py's and
core/evening.py's; this parses the words and says what came of them."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from hjerter_cli.cli.options import Commands, DataDirOption, acting, choices, examples, registrar
from hjerter_cli.cli.session import session_of
from hjerter_cli.cli.table_options import TableOptions, table_options_without
from hjerter_cli.core.draw import SEATINGS
from hjerter_cli.core.standings import STANDINGS_RULES
from hjerter_cli.errors import StoreError, UsageError
from hjerter_cli.i18n import _
from hjerter_cli.render import said_evening as said
from hjerter_cli.store import evening as plans

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
        typer.Argument(
            metavar=_("[NAME | ACTION [ARGS]...]"), help=_("An evening, or what to do."), show_default=False
        ),
        FOLLOWS,
    ),
]
SittingsOption = Annotated[
    int | None, typer.Option(metavar=_("S"), help=_("With start: sittings (default 4)."), show_default=False)
]
SeatingOption = Annotated[
    str | None,
    typer.Option(help=_("With start: how each sitting is drawn."), show_default=False, **choices(*SEATINGS)),
]
TableSizeOption = Annotated[
    int | None, typer.Option(metavar=_("K"), help=_("With start: players a table (default 4)."), show_default=False)
]
ExactOption = Annotated[
    bool, typer.Option("--exact", help=_("With start: K at every table; the others sit out."), show_default=False)
]
StandingsOption = Annotated[
    str | None,
    typer.Option(
        "--scoring", help=_("With start: the standings' rule (default places)."), show_default=False,
        **choices(*STANDINGS_RULES),
    ),
]  # fmt: skip
SeedOption = Annotated[
    str | None, typer.Option(metavar=_("SEED"), help=_("Make the draw repeatable."), show_default=False)
]
ForceOption = Annotated[
    bool, typer.Option("--force", help=_("With next: draw before every table has finished."), show_default=False)
]
EveningFormatOption = Annotated[
    str | None, typer.Option("--format", help=_("How to show it."), show_default=False, **choices(*FORMATS))
]


@command(
    "evening",
    epilog=examples(
        "hjerter evening start friday Ann Bo Cy Di Eva Finn Gry Hal Ida --deals 8",
        "hjerter evening play 2",
        "hjerter evening",
        "hjerter evening next",
        "hjerter evening join friday Jo",
        "hjerter evening standings --format html",
    ),
)
@table_options_without("scoring", "dealer", "pair")
def evening(
    ctx: typer.Context,
    words: WordsArgument = None,
    sittings: SittingsOption = None,
    seating: SeatingOption = None,
    table_size: TableSizeOption = None,
    exact: ExactOption = False,
    scoring: StandingsOption = None,
    seed: SeedOption = None,
    force: ForceOption = False,
    format: EveningFormatOption = None,
    *,
    table: TableOptions,
    data_dir: DataDirOption = None,
) -> None:
    """A club evening: several tables at once, in sittings, one standings.

    Actions: start NAME PLAYER... draws sitting 1 (with new's settings); play TABLE makes that
    table's game NAME-sS-tT; next draws the next sitting; join NAME PLAYER and leave NAME PLAYER
    from the next sitting on; standings; cards prints each table's card. Alone or with NAME: the
    evening's state. In a club, the plan is DIR/evenings/NAME.toml, written by the director's
    machine alone."""
    session = session_of(ctx)
    session.no_game_before("evening")
    words = list(words or [])
    action = words[0] if words and words[0] in ACTIONS else None
    start = {"--sittings": sittings, "--seating": seating, "--table-size": table_size, "--exact": exact or None}
    start |= {"--scoring": scoring} | {"--" + key.replace("_", "-"): value for key, value in table.items()}
    _alone(action, start, force, seed)
    from hjerter_cli.cli import eveningplay as play

    try:
        if action == "start":
            play.start(session, words[1:], table, (sittings, seating, table_size, exact, scoring, seed), ACTIONS)
        elif action is None or action in ("standings", "cards"):
            play.show(session, action, _one_or_none(action, words[1:] if action else words), format)
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
    for option, value in start.items():
        if value is not None and value != [] and action != "start":
            raise UsageError(said.start_option_alone(option))
    if force and action != "next":
        raise UsageError(said.next_option_alone("--force"))
    if seed is not None and action not in ("start", "next"):
        raise UsageError(said.next_option_alone("--seed"))


def _one_or_none(action: str | None, words: list[str]) -> str | None:
    if len(words) > 1:
        raise UsageError(said.takes(action or "", "[NAME]"))
    return words[0] if words else None
