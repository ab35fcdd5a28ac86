"""A Typer app with the options of `hjerter show` and of the group before it, and no hjerter code:
what Typer alone costs a command of that shape. bench_cli.py runs it as `typer_show.py show`,
beside the floor, to say how much of a command's cost is the framework reading its options."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def check(value: str | None) -> str | None:
    return value


def flag(value: bool) -> None:
    return None


DataDir = Annotated[Path | None, typer.Option("--data-dir", metavar="DIR", help="Folder.", show_default=False)]
Game = Annotated[str | None, typer.Option("--game", "-g", metavar="NAME", help="Game.", show_default=False)]
File = Annotated[Path | None, typer.Option("--file", "-f", metavar="PATH", help="File.", show_default=False)]
NoColour = Annotated[bool, typer.Option("--no-color", callback=flag, is_eager=True, help="No colour.")]
Version = Annotated[bool, typer.Option("--version", callback=flag, is_eager=True, help="Version.")]
Format = Annotated[
    str | None, typer.Option("--format", help="How.", show_default=False, callback=check, metavar="[table|text]")
]
Output = Annotated[Path | None, typer.Option("--output", "-o", metavar="PATH", help="Write.", show_default=False)]
Watch = Annotated[bool, typer.Option("--watch", help="Watch.")]

app = typer.Typer(add_completion=False, rich_markup_mode=None, pretty_exceptions_enable=False)


@app.callback()
def main(
    ctx: typer.Context,
    data_dir: DataDir = None,
    game: Game = None,
    file: File = None,
    no_color: NoColour = False,
    version: Version = False,
) -> None:
    """Score Hearts."""


@app.command("show")
def show(
    ctx: typer.Context,
    format: Format = None,
    output: Output = None,
    watch: Watch = False,
    game: Game = None,
    file: File = None,
    no_color: NoColour = False,
    data_dir: DataDir = None,
) -> None:
    """The score sheet."""
    print("sheet")


app()
