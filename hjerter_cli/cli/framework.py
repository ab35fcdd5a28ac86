"""The one place that touches the framework's insides; everything else in hjerter imports
`typer`'s public names only.

Each use below says why it is needed. All were checked against typer 0.28 (pyproject.toml allows
0.27.1 up to 0.29, where typer starts to pull in pydantic), and tests/test_framework.py fails
loudly if a new typer moves or changes any of them. README ("CPython's and typer's insides") lists
them with CPython's:

- `typer._click.exceptions.UsageError`, `NoArgsIsHelpError`: typer's public API has no name for
  the parser's usage error or for the "no arguments: show the help" signal, which the boundary
  must tell apart (cli/app.py).
- `typer._click.exceptions.NoSuchOption` (its `option_name` and `possibilities`) and a group
  context's `_protected_args`: the parser suggests any option of the command that is close to a
  misspelt one, and only the command line's words say which game is in hand, whose options alone
  may be suggested (cli/misspelt.py).
- `typer.core._`: typer's gettext function; replaced to speak the app's language (`speak`).
- `typer._click.formatting.HelpFormatter.write_usage`, `typer._click.core.Command.get_help_option`:
  patched, since the words "Usage:" and "Show this message and exit." are plain English there.
- `typer.core.TyperArgument.make_metavar`: patched, for `NAME` instead of `{NAME}` in usage lines.
- `typer._click.formatting.HelpFormatter.write_text`, `.getvalue`: patched, so that the help's
  rewrapping breaks no example in backticks (`hjerter round 4 q 9 0`) across two lines, and an
  example too long for the line goes on after a ` \\` (`examples_fitted`).
- `typer._click.formatting.HelpFormatter.write_dl`, `typer._click._textwrap.TextWrapper`: patched,
  so that the options fit a narrow terminal, each text under its name (`definitions_fitted`, which
  writes into the formatter's `buffer`), and the help breaks between words only.
- `typer.utils.get_params_from_function`: the declared defaults of a command's parameters (the
  `hjerter_kind` and `hjerter_game_option` marks of cli/options.py), for the completion grammar;
  typer.main's name for it kept by function, read twice as typer builds a command (cli/options.py).
- The click command objects typer makes (`typer.main.get_command`): their parameters, help records
  and usage pieces, read by the completion grammar and the manual page (`params`, `help_page`).
- Seven patterns over the parser's English sentences (`_PARSER_SENTENCES`), to say them in Danish.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from typer._click.exceptions import NoArgsIsHelpError as NoArgsIsHelpError
from typer._click.exceptions import NoSuchOption as NoSuchOption
from typer._click.exceptions import UsageError as ParserError


def command_words(ctx: Any) -> list[str]:
    """The words a group hands on to its command: the command's name, then its words."""
    return [*getattr(ctx, "_protected_args", ()), *ctx.args]


def named_annotations(function: Callable[..., Any]) -> Callable[..., Any]:
    """Put in place of each annotation that only names things (`GameOption`, `typer.Context`,
    `Path | None`) what it names. Annotations are postponed (text) in hjerter; typer reads each
    one of a command by compiling it, and a name needs no compiling: it is looked up. Returns the
    function."""
    for parameter, written in function.__annotations__.items():
        if isinstance(written, str):
            named = _named(written, function.__globals__)
            if named is not _NOT_A_NAME:
                function.__annotations__[parameter] = named
    return function


_NOT_A_NAME = object()


def _named(written: str, names: dict[str, Any]) -> Any:
    """What a text of (dotted) names joined by ` | ` names; _NOT_A_NAME for any other text."""
    import builtins
    from functools import reduce
    from operator import or_

    found = []
    for part in written.split(" | "):
        first, *rest = part.split(".")
        if not all(piece.isidentifier() for piece in (first, *rest)):
            return _NOT_A_NAME
        if first in names:
            value = names[first]
        elif hasattr(builtins, first):
            value = getattr(builtins, first)
        else:
            return _NOT_A_NAME
        for attribute in rest:
            value = getattr(value, attribute)
        found.append(value)
    return reduce(or_, found)


_plain = False


def plain_argument_metavars() -> None:
    """Usage lines say `NAME`, not typer's `{NAME}`, for a required argument."""
    global _plain
    if _plain:
        return
    from typer.core import TyperArgument

    braced = TyperArgument.make_metavar

    def make_metavar(self: TyperArgument, ctx: Any, *, usage: bool = False) -> str:
        text = braced(self, ctx, usage=usage)
        return text[1:-1] if text.startswith("{") and text.endswith("}") else text

    TyperArgument.make_metavar = make_metavar  # type: ignore[method-assign]
    _plain = True


_whole = False


def examples_kept_whole() -> None:
    """The help wraps its paragraphs between words, but never inside `a command in backticks`: its
    blanks are held (terminal.TOGETHER, no blank to textwrap) while the help is wrapped."""
    global _whole
    if _whole:
        return
    from typer._click import formatting

    from hjerter_cli.terminal import TOGETHER

    write_text, getvalue = formatting.HelpFormatter.write_text, formatting.HelpFormatter.getvalue

    def held(self: Any, text: str) -> None:
        between_words()
        text = examples_fitted(text, self.width - self.current_indent)
        parts = text.split("`")  # the odd parts are in backticks
        write_text(self, "`".join(part.replace(" ", TOGETHER) if i % 2 else part for i, part in enumerate(parts)))

    formatting.HelpFormatter.write_text = held  # type: ignore[method-assign]
    formatting.HelpFormatter.getvalue = lambda self: getvalue(self).replace(TOGETHER, " ")  # type: ignore[method-assign]
    _whole = True


def examples_fitted(text: str, room: int) -> str:
    """A help text whose examples (the lines of a paragraph that the help keeps as written, after a
    `\\b` line) are each one line where it fits in `room` columns; a longer one goes on after a
    ` \\` on lines indented four more, broken between words, so that a shell still reads it as the
    one command it is."""
    if "\b" not in text:
        return text
    lines, kept = [], False
    for line in text.split("\n"):
        kept = kept and line != ""  # a kept paragraph ends at an empty line
        if kept and len(line) > room:
            lines.extend(_continued(line, room))
        else:
            lines.append(line)
        kept = kept or line.strip() == "\b"
    return "\n".join(lines)


def _continued(line: str, room: int) -> list[str]:
    """One example as lines of at most `room` columns, each but the last ending in ` \\`."""
    words: list[str] = []
    for word in line.lstrip(" ").split(" "):  # an option and its value stay together where they can
        quoted = words and (words[-1].count("'") % 2 or words[-1].count('"') % 2)  # never broken inside
        if quoted or (words and words[-1].startswith("-") and " " not in words[-1] and not word.startswith("-")):
            words[-1] += " " + word
        else:
            words.append(word)
    indent = " " * (len(line) - len(line.lstrip(" ")))
    lines, current = [], indent + words[0]
    for word in words[1:]:
        if len(f"{current} {word} \\") > room and current.strip():
            lines.append(current + " \\")
            current = indent + "    " + word
        else:
            current = f"{current} {word}"
    return [*lines, current]


_fitted = False

# The narrowest column beside an option's name that its text is written in; narrower, the text
# goes under the name.
TEXT_BESIDE = 24


def definitions_fitted() -> None:
    """The help's options (and commands) fit the width: where the text beside a name would have
    fewer than TEXT_BESIDE columns, each text stands under its name, indented four more, wrapped
    to the width; a name (with its choices) wider than the width breaks after a `|` of its choices.
    The framework would keep the text beside the names however narrow the terminal (from column
    34, ten columns wide, and lines wider than the terminal). And every text of the help breaks
    between words only: the framework's wrapper (`_textwrap.TextWrapper`, which its `wrap_text` looks
    up as it wraps) would break after a hyphen (`CSV-` / `ark`) and inside a word wider than a line."""
    global _fitted
    if _fitted:
        return
    from typer._click import formatting

    beside = formatting.HelpFormatter.write_dl

    def write_dl(self: Any, rows: Any, col_max: int = 30, col_spacing: int = 2) -> None:
        between_words()
        rows = list(rows)
        first = min(max((formatting.term_len(name) for name, _text in rows), default=0), col_max) + col_spacing
        widest = max((formatting.term_len(name) for name, _text in rows), default=0)
        if self.width - first - self.current_indent >= TEXT_BESIDE and widest <= self.width - self.current_indent:
            beside(self, rows, col_max, col_spacing)  # (a name wider than the line is broken below)
            return
        indent, under = " " * self.current_indent, " " * (self.current_indent + 4)
        for name, text in rows:  # into the formatter's buffer (a list of texts), as its own write does
            self.buffer.extend(f"{indent}{part}\n" for part in _choices_broken(name, self.width - len(indent)))
            if text:
                self.buffer.append(
                    formatting.wrap_text(text, self.width, under, under, preserve_paragraphs=True) + "\n"
                )

    formatting.HelpFormatter.write_dl = write_dl  # type: ignore[method-assign]
    _fitted = True


_between = False


def between_words() -> None:
    """The help's wrapper breaks between words only (see `definitions_fitted`): patched as a help
    is written, so that a command that shows no help imports no wrapper."""
    global _between
    if _between:
        return
    from typer._click import _textwrap

    class BetweenWords(_textwrap.TextWrapper):  # as terminal.py wraps: never after a word's hyphen, nor inside one
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.break_on_hyphens = self.break_long_words = False

    _textwrap.TextWrapper = BetweenWords  # type: ignore[misc]
    _between = True


def _choices_broken(name: str, room: int) -> list[str]:
    """An option's name with its choices (`--passing [standard|left|...]`) in lines of at most `room`
    columns, broken after a `|` (the lines after the first indented four)."""
    if len(name) <= room:
        return [name]
    pieces = [piece + "|" for piece in name.split("|")]
    pieces[-1] = pieces[-1][:-1]
    lines, current = [], ""
    for piece in pieces:
        if current and len(current + piece) > room:
            lines.append(current)
            current = "    " + piece
        else:
            current += piece
    return [*lines, current]


def list_commands(formatter: Any, rows: list[tuple[str, str]]) -> None:
    """The help's list of commands, under the framework's own (translated) heading."""
    import typer.core

    with formatter.section(typer.core._("Commands")):
        formatter.write_dl(rows)


def speak(translate: Callable[[str], str]) -> None:
    """The framework's own words in the app's language: typer's gettext words ("Options",
    "Arguments", "[required]", "[default: ...]"), and its copy of click's plain English ("Usage:",
    "Show this message and exit."). Error sentences are turned by `parser_message`. Once a process."""
    import typer.core
    from typer._click import core, formatting

    if typer.core._ is translate:
        return
    typer.core._ = translate  # type: ignore[assignment]
    write_usage = formatting.HelpFormatter.write_usage

    def usage(self: Any, prog: str, args: str = "", prefix: str | None = None) -> None:
        write_usage(self, prog, args, translate("Usage:") + " " if prefix is None else prefix)

    formatting.HelpFormatter.write_usage = usage  # type: ignore[method-assign]
    help_option = core.Command.get_help_option

    def translated_help(self: Any, ctx: Any) -> Any:
        option = help_option(self, ctx)
        if option is not None:
            option.help = translate("Show this message and exit.")
        return option

    core.Command.get_help_option = translated_help  # type: ignore[method-assign]


# The parser's sentences, as its copy of click writes them, and the message each one is.
_PARSER_SENTENCES = [
    (r"No such option: (?P<option>\S+)(?P<rest>.*)", "No such option: {option}"),
    (r"Missing argument (?P<name>.+?)\.?", "Missing argument {name}"),
    (r"Missing option (?P<name>.+?)\.?", "Missing option {name}"),
    (r"Got unexpected extra argument(?:\(s\)|s)? \((?P<words>.*)\)", "Got unexpected extra argument(s) ({words})"),
    (r"Invalid value for (?P<name>[^:]+): (?P<problem>.+)", "Invalid value for {name}: {problem}"),
    (r"Option (?P<name>\S+) requires an argument\.", "Option {name} requires an argument."),
    (r"Option (?P<name>\S+) does not take a value\.?", "Option {name} does not take a value."),
    (r"(?P<value>'.*') is not a valid int(?:eger)?\.?", "{value!r} is not a valid integer."),
]


def parser_message(message: str, translate: Callable[[str], str]) -> str:
    """A parser error's sentence in the app's language (as it was, where no pattern knows it)."""
    import re

    # typer's suggestion for a misspelt command, after the sentence its gettext words made
    suggested = re.fullmatch(r"(?P<sentence>.*?)\.? Did you mean (?P<options>.+)\?", message, re.DOTALL)
    if suggested:
        options = _choices(suggested["options"], translate)
        return (
            parser_message(suggested["sentence"] + ".", translate)
            + " "
            + translate("Did you mean {options}?").format(options=options)
        )
    for pattern, msgid in _PARSER_SENTENCES:
        found = re.fullmatch(pattern, message, re.DOTALL)
        if found is None:
            continue
        parts = found.groupdict()
        rest = parts.pop("rest", "")
        if "problem" in parts:
            parts["problem"] = parser_message(parts["problem"], translate)
        if "value" in parts:
            return translate(msgid).replace("{value!r}", parts["value"])
        text = translate(msgid).format(**parts)
        possible = re.fullmatch(r" \(Possible options: (?P<options>.+)\)", rest or "")
        if possible:
            options = _choices(possible["options"], translate)
            text += " (" + translate("Possible options: {options}").format(options=options) + ")"
        elif rest:
            text += rest
        return text
    return message


def _choices(options: str, translate: Callable[[str], str]) -> str:
    """The parser's choices (`--ace, --game`) as a list of choices ends: `--ace or --game`."""
    names = options.split(", ")
    if len(names) < 2:
        return options
    return translate("{options} or {last}").format(options=", ".join(names[:-1]), last=names[-1])


# The click objects that typer makes -----------------------------------------------------------


class Param:
    """One parameter of a command, as the completion grammar reads it."""

    def __init__(self, param: Any, declared: Any) -> None:
        self.name: str = param.name
        self.declared = declared  # the typer.Option / typer.Argument it was declared with
        self.hidden = bool(getattr(param, "hidden", False))
        self.argument = param.param_type_name == "argument"
        self.any_number = param.nargs == -1
        self.names = sorted([*param.opts, *param.secondary_opts], key=lambda name: not name.startswith("--"))
        self.help: str = getattr(param, "help", None) or ""
        self.flag = bool(getattr(param, "is_flag", False))
        self.path = param.type.name == "path"


def click_command(app: Any) -> Any:
    """The click group typer makes of an app (its commands by name in `.commands`)."""
    import typer.main

    return typer.main.get_command(app)


def params(command: Any, callback: Any) -> list[Param]:
    """A command's parameters in order, with what each was declared with."""
    import typer
    from typer.utils import get_params_from_function

    declared = {name: meta.default for name, meta in get_params_from_function(callback).items()}
    ctx = typer.Context(command, help_option_names=["-h", "--help"])
    return [Param(param, declared.get(param.name)) for param in command.get_params(ctx)]


def help_page(command: Any, name: str, parent: Any = None) -> tuple[Any, str, list[tuple[str, str]]]:
    """What `--help` shows of a command: its context (for its subcommands), its usage after the
    name, and each option's and argument's (names, help)."""
    ctx = command.make_context(name, ["--help"] if parent is None else [], parent=parent, resilient_parsing=True)
    records = [record for record in (param.get_help_record(ctx) for param in command.get_params(ctx)) if record]
    return ctx, " ".join(command.collect_usage_pieces(ctx)), [(names, text or "") for names, text in records]


__all__ = [
    "Param",
    "click_command",
    "help_page",
    "examples_kept_whole",
    "definitions_fitted",
    "params",
    "NoArgsIsHelpError",
    "NoSuchOption",
    "command_words",
    "ParserError",
    "plain_argument_metavars",
    "parser_message",
    "speak",
]
