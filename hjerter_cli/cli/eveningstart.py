"""The club evening's whole command, `hjerter evening` with `start`'s options (the table's, as
`new` takes them): its help, its manual page and its completion are this one's. A command line
that needs none of `start`'s options is run by cli/evening.py's lighter declaration (`fits`)."""

from __future__ import annotations

from typing import Any

import typer

from hjerter_cli.cli.evening import START_OPTIONS, run, with_evening_options
from hjerter_cli.cli.options import Commands, DataDirOption, examples, registrar
from hjerter_cli.cli.table_options import TableOptions, table_options_without

COMMANDS: Commands = {}
command = registrar(COMMANDS)


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
@with_evening_options(*START_OPTIONS)
def evening(ctx: typer.Context, *, given: dict[str, Any], table: TableOptions, data_dir: DataDirOption = None) -> None:
    """A club evening: several tables at once, in sittings, one standings.

    Actions: start NAME PLAYER... draws sitting 1 (with new's settings); play TABLE makes that
    table's game NAME-sS-tT; next draws the next sitting; join NAME PLAYER and leave NAME PLAYER
    from the next sitting on; standings; cards prints each table's card. Alone or with NAME: the
    evening's state. In a club, the plan is DIR/evenings/NAME.toml, written by the director's
    machine alone."""
    run(ctx, given, table)
