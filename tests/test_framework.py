"""The one adapter to typer's insides: fails loudly when a new typer moves or changes them."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from hjerter_cli.cli import framework
from hjerter_cli.cli.app import app_for
from hjerter_cli.cli.options import GameOption


def test_the_parsers_usage_error_is_what_typer_raises_for_a_bad_value():
    assert issubclass(framework.ParserError, Exception)
    assert issubclass(typer.BadParameter, framework.ParserError)
    assert framework.ParserError("x").exit_code == 2
    assert framework.ParserError("Bad thing.").format_message() == "Bad thing."


def test_no_arguments_is_a_usage_error_that_shows_the_help():
    assert issubclass(framework.NoArgsIsHelpError, framework.ParserError)


def test_an_unknown_option_reaches_the_boundary_as_one_sentence(cli):
    result = cli("show", "--zzz")
    assert result.exit_code == 2
    assert result.stderr.strip() == "Error: No such option: --zzz (see 'hjerter show -h')."


def test_a_bare_hjerter_shows_the_help():
    from typer.testing import CliRunner

    result = CliRunner().invoke(app_for([]), [], prog_name="hjerter")
    assert "Usage: hjerter" in result.output and "round" in result.output


def test_usage_lines_show_plain_metavars(cli):
    assert cli("rename", "--help").stdout.splitlines()[0] == "Usage: hjerter rename [OPTIONS] OLD NEW"


def test_annotations_that_only_name_things_are_looked_up_not_compiled():
    def command(ctx: typer.Context, game: GameOption, path: Path | None, inline: Annotated[int, 1], other: Nowhere):  # noqa: F821
        return None

    framework.named_annotations(command)
    assert command.__annotations__["ctx"] is typer.Context
    assert command.__annotations__["game"] is GameOption
    assert command.__annotations__["path"] == Path | None
    assert command.__annotations__["inline"] == "Annotated[int, 1]"  # left for typer to read
    assert command.__annotations__["other"] == "Nowhere"  # names nothing here: left as written
