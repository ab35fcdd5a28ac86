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


def test_every_inside_the_adapter_uses_is_where_it_was():
    """framework.py's docstring lists each of typer's insides it touches: each is still there."""
    import typer.core
    import typer.utils
    from typer._click import core, formatting

    assert callable(typer.core._) and typer.core._("Options") == "Options"
    assert callable(formatting.HelpFormatter.write_usage)
    assert callable(formatting.HelpFormatter.write_text) and callable(formatting.HelpFormatter.getvalue)
    assert callable(core.Command.get_help_option)
    assert callable(typer.core.TyperArgument.make_metavar)
    assert callable(typer.utils.get_params_from_function)
    import typer.main

    assert callable(typer.main.get_params_from_function)


def test_the_parameters_of_a_command_as_the_grammar_reads_them():
    from hjerter_cli.cli import rounds
    from hjerter_cli.cli.app import build_app

    command = framework.click_command(build_app(["round"])).commands["round"]
    found = {param.name: param for param in framework.params(command, rounds.COMMANDS["round"][0])}
    assert found["tallies"].argument and found["tallies"].any_number
    assert found["dry_run"].flag and found["dry_run"].names == ["--dry-run"]
    assert found["queen"].names[0] == "--queen" and not found["queen"].flag
    assert getattr(found["queen"].declared, "hjerter_game_option", False)


def test_a_commands_help_page_has_its_usage_and_options():
    from hjerter_cli.cli.app import build_app

    group = framework.click_command(build_app(["rename"]))
    ctx, usage, _records = framework.help_page(group, "hjerter")
    _sub, usage, records = framework.help_page(group.commands["rename"], "rename", ctx)
    assert usage == "[OPTIONS] OLD NEW"
    assert any(names.startswith("-g, --game") for names, _help in records)


def test_a_misspelt_option_is_raised_with_its_name_and_the_parsers_suggestions():
    from hjerter_cli.cli.app import build_app

    group = framework.click_command(build_app(["show"]))
    try:
        group.commands["show"].make_context("show", ["--formt", "text"])
    except framework.NoSuchOption as error:
        assert error.option_name == "--formt" and list(error.possibilities) == ["--format"]
        error.possibilities = []
        assert error.format_message() == "No such option: --formt"
    else:
        raise AssertionError("no error")


def test_the_group_hands_on_the_commands_words_where_the_adapter_reads_them():
    from hjerter_cli.cli.app import build_app

    group = framework.click_command(build_app(["show"]))
    ctx = group.make_context("hjerter", ["-g", "x", "show", "--format", "text"])
    assert framework.command_words(ctx) == ["show", "--format", "text"]


def test_the_help_wraps_between_words_only_and_fits_a_narrow_terminal():
    """wrap_text looks its wrapper up as it wraps, and write_dl is the options' writer: both patched."""
    from typer._click import _textwrap, formatting

    assert callable(formatting.HelpFormatter.write_dl) and isinstance(_textwrap.TextWrapper, type)
    framework.definitions_fitted()
    assert formatting.wrap_text("a CSV-ark here", 7).split("\n") == ["a", "CSV-ark", "here"]
    narrow = formatting.HelpFormatter(width=38)
    narrow.current_indent = 2
    narrow.write_dl([("--passing [standard|left-right-hold|left|none|increasing]", "Pass cycle.")])
    assert narrow.getvalue().split("\n") == [
        "  --passing [standard|left-right-hold|",
        "      left|none|increasing]",
        "      Pass cycle.",
        "",
    ]


def test_typer_reads_a_commands_parameters_once():
    """Typer reads a command's parameters from its function twice as it builds it: the second
    reading is the first's, and the same as typer's own."""
    import typer.main
    import typer.utils

    from hjerter_cli.cli.app import build_app
    from hjerter_cli.cli.new import COMMANDS

    build_app(["new"])  # as every command line is made
    command = COMMANDS["new"][0]
    first = typer.main.get_params_from_function(command)
    assert typer.main.get_params_from_function(command) is first
    assert list(first) == list(typer.utils.get_params_from_function(command))
