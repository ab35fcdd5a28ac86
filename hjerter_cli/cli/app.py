"""The app: its one error boundary, and building it with only the command a line names.

Start-up is hjerter's speed: Typer turns every registered command into a click command before
it parses a word, and importing every family of commands costs too. So `app_for(words)` looks at
the words, finds the command they name (`COMMANDS` says which module holds it), imports that
module alone and registers that command alone. With no command named (`--help`, a typo, the
shell still completing the command word) every command is registered. `main()` and the tests'
in-process runner both go through `app_for`, so the tests run what users run.
"""

from __future__ import annotations

import importlib
import inspect
import sys
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from hjerter_cli import __version__, interrupts
from hjerter_cli.cli.framework import (
    NoArgsIsHelpError,
    NoSuchOption,
    ParserError,
    click_command,
    command_words,
    definitions_fitted,
    examples_kept_whole,
    list_commands,
    named_annotations,
    parser_message,
    plain_argument_metavars,
    speak,
)
from hjerter_cli.cli.options import DataDirOption, FileOption, GameOption, NoColourOption
from hjerter_cli.cli.session import Session, session_of
from hjerter_cli.errors import Cancelled, HjerterError
from hjerter_cli.i18n import _, current_language, use_language
from hjerter_cli.render.refusals import say
from hjerter_cli.store import paths
from hjerter_cli.terminal import write

# Every command, in the order the help lists them, and the module of its family.
COMMANDS = {
    "new": "new",
    "round": "rounds",
    "edit": "rounds",
    "show": "views",
    "undo": "rounds",
    "redo": "rounds",
    "list": "games",
    "use": "games",
    "delete": "games",
    "rename": "games",
    "rules": "views",
    "stats": "views",
    "rating": "rating",
    "player": "player",
    "serve": "serve",
    "import": "imports",
    "club": "club",
    "evening": "eveningstart",
    "completion": "shells",
}
# A command declared a second time with fewer options, by the family named here, for the command
# lines that need no more (the family's `fits(words after the command)` says so): the evening's
# state and standings do not declare `start`'s twenty options.
LIGHTER = {"evening": "evening"}


def short_help(name: str) -> str:
    """A command's line in the command list: short enough to stand whole."""
    return {
        "new": _("Start a game of 3 to 7 players (5 to 12 with two packs)."),
        "round": _("Enter a round's tallies (or be asked)."),
        "edit": _("Replace round N's tallies."),
        "show": _("The score sheet, a chart or a page."),
        "undo": _("Remove the last round."),
        "redo": _("Put back the round undone last."),
        "list": _("The saved games."),
        "use": _("Make a game the current one."),
        "delete": _("Delete a saved game."),
        "rename": _("Rename a player of the game."),
        "rules": _("The game's rules in words."),
        "stats": _("Standings across games."),
        "rating": _("Who is strongest across games (a rating)."),
        "player": _("One player's page: rivals, partners, months."),
        "serve": _("The sheet live on every phone at the table."),
        "import": _("Bring in games from JSON or a CSV sheet."),
        "club": _("One history from every table (git or Syncthing)."),
        "evening": _("A club evening: tables, sittings, one standings."),
        "completion": _("The completion script of a shell."),
    }[name]


class _Group(TyperGroup):
    """Every error of a command line ends in `ended`: the one place."""

    def make_context(self, info_name: str | None, args: list[str], parent: Any = None, **extra: Any) -> Any:
        try:
            return super().make_context(info_name, args, parent, **extra)
        except NoArgsIsHelpError:
            raise  # a bare `hjerter` shows the help
        except (HjerterError, ParserError, KeyboardInterrupt) as error:
            raise ended(error, extra.get("obj")) from None

    def invoke(self, ctx: Any) -> Any:
        words = command_words(ctx)  # the command's name and words, which the group hands on
        try:
            done = super().invoke(ctx)
        except (HjerterError, ParserError, KeyboardInterrupt) as error:
            command = " ".join(filter(None, [ctx.command_path, ctx.invoked_subcommand]))
            if not isinstance(error, KeyboardInterrupt):
                not_done(ctx.obj)
            if isinstance(error, NoSuchOption) and words and words[0] in COMMANDS:
                from hjerter_cli.cli import misspelt

                callback = importlib.import_module(f"hjerter_cli.cli.{COMMANDS[words[0]]}").COMMANDS[words[0]][0]
                misspelt.narrowed(error, callback, words[1:], session_of(ctx))
            raise ended(error, session_of(ctx), command) from None
        except typer.Exit:
            not_done(ctx.obj)
            raise
        not_done(ctx.obj)
        return done


def not_done(session: Any) -> None:
    """What the steps after a save could not do (the club's copy), said in one line on standard
    error beside the command's report: the save stands."""
    writer = getattr(session, "_writer", None)
    if writer is None or not writer.not_done:
        return
    from hjerter_cli.render.refusals import say
    from hjerter_cli.render.said_club import not_copied

    names = list(dict.fromkeys(path.stem for path, _error in writer.not_done))
    write(not_copied(names, say(writer.not_done[0][1])), err=True)
    writer.not_done.clear()


def ended(error: HjerterError | ParserError | KeyboardInterrupt, session: Any, command: str = "hjerter") -> typer.Exit:
    """An error as people are told it: one sentence on standard error (an interrupt's from
    hjerter_cli/interrupts.py, a refusal's from render/refusals.py, the parser's with where to read
    more), and the exit the command ends with."""
    if isinstance(error, KeyboardInterrupt | Cancelled):  # Ctrl-C, or Ctrl-D at a question
        return typer.Exit(interrupts.stop(session if isinstance(session, Session) else None))
    from hjerter_cli.render.said_usage import error_line

    sentence = _parser_sentence(error, command) if isinstance(error, ParserError) else say(error)
    write(error_line(sentence), err=True)
    return typer.Exit(error.exit_code)


class _Commands(dict[str, Any]):
    """Every command by name, each made the first time it is looked up."""

    def __init__(self) -> None:
        super().__init__(dict.fromkeys(COMMANDS))

    def __getitem__(self, name: str) -> Any:
        made = super().__getitem__(name)
        if made is None:
            made = click_command(build_app([name])).commands[name]
            super().__setitem__(name, made)
        return made

    def get(self, name: str, default: Any = None) -> Any:
        if name not in self:
            return default
        return self[name]

    def values(self) -> Any:
        return [self[name] for name in self]

    def items(self) -> Any:
        return [(name, self[name]) for name in self]


class _AnyCommand(_Group):
    """The group when the words name no command (`--help`, a typo, an option before the command):
    a command is made only when it is asked for, and the help lists them by their lines alone."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.commands = _Commands()

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        list_commands(formatter, [(name, short_help(name)) for name in COMMANDS])


def _parser_sentence(error: ParserError, command: str = "hjerter") -> str:
    """An unknown option, a bad value or a missing argument, with where to read more: the help of
    the command it was given to."""
    command = error.ctx.command_path if error.ctx is not None else command
    problem = parser_message(error.format_message(), _) if current_language() != "en" else error.format_message()
    from hjerter_cli.render.said_usage import see_help

    return see_help(problem, command)


def _version(value: bool) -> None:
    if value:
        write(f"hjerter {__version__}")
        raise typer.Exit()


def main_options(
    ctx: typer.Context,
    data_dir: DataDirOption = None,
    game: GameOption = None,
    file: FileOption = None,
    no_color: NoColourOption = False,
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help=_("Show the version and exit."))
    ] = False,
) -> None:
    """Score Hearts (Hjerterfri) at the table."""
    session_of(ctx)  # the game session, on ctx.obj for the command
    paths.one_of(game, file)


def _help_width() -> int | None:
    """The help's width at a terminal: the terminal's, 78 at most (the framework's own measure
    never goes below 50, too wide for a terminal of 40); None elsewhere (the framework's)."""
    from hjerter_cli.terminal import width_for

    columns = width_for(sys.stdout)
    return None if columns is None else max(20, min(columns - 2, 78))


def build_app(names: list[str] | None = None, lazy: bool = False, lighter: dict[str, str] | None = None) -> typer.Typer:
    """The app with the named commands (all of them when None), in the help's order; `lazy`: with
    every command, each made only if the command line turns out to ask for it; `lighter`: the
    commands to take from a lighter family (LIGHTER) instead."""
    lighter = lighter or {}
    _parameters_read_once()
    plain_argument_metavars()
    examples_kept_whole()
    definitions_fitted()
    if current_language() != "en":
        speak(_)
    app = typer.Typer(
        cls=_AnyCommand if lazy else _Group,
        help=_(
            "Score Hearts (Hjerterfri) at the table.\n\n"
            "Start with `hjerter new Ann Bo Cy Di`, enter each deal with `hjerter round 4 q 9 0` "
            "(hearts taken, q for whoever took the queen of spades), and see the sheet with `hjerter show`."
        ),
        no_args_is_help=True,
        options_metavar=_("[OPTIONS]"),
        subcommand_metavar=_("COMMAND [ARGS]..."),
        add_completion=False,  # the scripts in completions/ are the ones to install (README: Completion)
        pretty_exceptions_enable=False,
        rich_markup_mode=None,
        context_settings={"help_option_names": ["-h", "--help"], "terminal_width": _help_width()},
    )
    named_annotations(main_options)
    app.callback()(main_options)
    for name in () if lazy else COMMANDS if names is None else names:
        family = importlib.import_module(f"hjerter_cli.cli.{lighter.get(name) or COMMANDS[name]}")
        callback, settings = family.COMMANDS[name]
        # The long help is the docstring, in the app's language.
        help_text = _(inspect.cleandoc(callback.__doc__ or ""))
        named_annotations(callback)
        app.command(name, short_help=short_help(name), help=help_text, options_metavar=_("[OPTIONS]"), **settings)(
            callback
        )
    return app


def _parameters_read_once() -> None:
    """typer reads a command's parameters twice as it builds it (its click parameters, then its
    callback's names): the second reading is the first's answer (README, "CPython's and typer's
    insides")."""
    import functools

    import typer.main

    if not hasattr(typer.main.get_params_from_function, "cache_info"):
        typer.main.get_params_from_function = functools.cache(typer.main.get_params_from_function)


def command_word(words: list[str]) -> str | None:
    """The command a command line names; None for --help, --version or a typo."""
    index = 0
    while index < len(words):
        word = words[index]
        if word == "--data-dir":
            index += 2
            continue
        if word.startswith("-"):
            return None  # --help, --version or a typo: every command may be needed
        return word if word in COMMANDS else None
    return None


def command_made(words: list[str]) -> tuple[str | None, bool]:
    """The command a command line names (None: every command, made as needed) and whether it is
    made by its lighter declaration (LIGHTER): what `app_for` builds for these words."""
    name = command_word(words)
    if name is None or name not in LIGHTER:
        return name, False
    family = importlib.import_module(f"hjerter_cli.cli.{LIGHTER[name]}")
    return name, bool(family.fits(words[words.index(name) + 1 :]))


def app_for(words: list[str]) -> typer.Typer:
    """The app for one command line: the named command alone, or every command, made as needed."""
    name, lighter = command_made(words)
    if name is None:
        return build_app(lazy=True)
    return build_app([name], lighter={name: LIGHTER[name]} if lighter else None)


def main(session: Session | None = None) -> int | str | None:
    """The command line, with its output guarded; every interrupt ends in one true sentence
    (hjerter_cli/interrupts.py). Returns the exit code (the console script exits with it)."""
    from hjerter_cli.cli.streams import guarded

    use_language()  # chosen as the command runs, from its environment
    session = session or Session()
    try:
        with guarded(session) as outcome:
            try:
                app_for(sys.argv[1:])(prog_name="hjerter", obj=session)
            except SystemExit as done:
                outcome.code = done.code
                if done.code == interrupts.EXIT_CODE and not session.told:
                    # Ctrl-C while the line is parsed, which the framework ends with 130 without a word
                    interrupts.stop(session)
        return outcome.code
    except KeyboardInterrupt:  # while the app is built, or while the guard set up or wrote out
        return interrupts.stop(session)
