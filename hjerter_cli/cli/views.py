"""Looking at a game: show, rules."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Annotated

import typer

from hjerter_cli import store
from hjerter_cli.cli.options import (
    Commands,
    DataDirOption,
    FileOption,
    GameOption,
    choices,
    examples,
    game_ref,
    load_existing,
    registrar,
)
from hjerter_cli.errors import visible
from hjerter_cli.i18n import _
from hjerter_cli.render.rules import describe
from hjerter_cli.render.sheet import FORMATS, render
from hjerter_cli.render.words import end_line

COMMANDS: Commands = {}
command = registrar(COMMANDS)


@command(
    "show",
    epilog=examples(
        "hjerter show", "hjerter show --format json | jq .totals", "hjerter show --format csv -o sheet.csv"
    ),
)
def show(
    ctx: typer.Context,
    format: Annotated[str, typer.Option("--format", help=_("How to show the sheet."), **choices(*FORMATS))] = "table",
    output: Annotated[
        Path | None,
        typer.Option("--output", "-o", metavar="PATH", help=_("Write the sheet to this file."), show_default=False),
    ] = None,
    game: GameOption = None,
    file: FileOption = None,
    data_dir: DataDirOption = None,
) -> None:
    """The score sheet: a row per round, running totals, the standing, what comes next."""
    ref = game_ref(ctx, data_dir, game, file)
    _game, scored = load_existing(ref)
    terminal = output is None and sys.stdout.isatty()
    colour = terminal and not os.environ.get("NO_COLOR")
    text = render(scored, ref.name, format, terminal=terminal, colour=colour)
    if output is None:
        typer.echo(text, nl=False)
        return
    store.write_output(output, text, store.games_dir(ref.base))
    typer.echo(_("Wrote the sheet to {path}.").format(path=visible(str(output))), err=True)


@command("rules", epilog=examples("hjerter rules -g friday"))
def rules(ctx: typer.Context, game: GameOption = None, file: FileOption = None, data_dir: DataDirOption = None) -> None:
    """The game's settings in words: worth of a round and a moon, cards to remove, passing, the end."""
    ref = game_ref(ctx, data_dir, game, file)
    current, scored = load_existing(ref)
    typer.echo(_("Rules of {name}:").format(name=ref.name))
    for line in describe(current):
        typer.echo("  " + line)
    typer.echo(end_line(scored))
