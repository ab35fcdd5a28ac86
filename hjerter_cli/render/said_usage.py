"""The command line's own refusals (a game or a player it names that is not there or is named twice,
a value it does not take) and the line every error is told in. Loaded only when one is said, so a
command that goes well pays nothing for them."""

from __future__ import annotations

from hjerter_cli.errors import visible
from hjerter_cli.i18n import _, either, fixed


def error_line(sentence: str) -> str:
    """An error as people are told it, on one line of standard error."""
    return _("Error: {message}").format(message=visible(sentence))


def see_help(problem: str, command: str) -> str:
    """The parser's refusal with where to read more: the help of the command it was given to."""
    return _("{problem} (see '{command} -h').").format(problem=problem.rstrip("."), command=command)


def not_one_of(value: str, allowed: tuple[str, ...]) -> str:
    return _("{value!r} is not one of {allowed}.").format(value=value, allowed=either(list(allowed)))


def not_a_calendar_day(option: str, text: str) -> str:
    return _("{option} takes a day as YYYY-MM-DD, like 2026-01-01, not {text!r}.").format(option=option, text=text)


def no_such_day(option: str, text: str) -> str:
    return _("There is no day {text}; {option} takes a date that exists.").format(text=text, option=option)


def no_game_called(name: str) -> str:
    return _("There is no game called {name}; see `hjerter list`.").format(name=name)


def no_game_before(command: str) -> str:
    return _("`hjerter {command}` takes no --game or --file before it.").format(command=command)


def game_named_twice(name: str) -> str:
    return _("The game {name} is named twice; name each game once.").format(name=visible(name))


# A command's GAME beside --game or --file after the command.
game_given_twice = fixed("Name the game once: as GAME or with --game or --file.")


def player_given_twice(name: str) -> str:
    return _("--player {name} is given twice; name each player once.").format(name=visible(name))


def no_player_called(name: str, closest: list[str] | None = None) -> str:
    """A name no game counted has, with the closest names where there are any."""
    if not closest:
        return _("No game counted has a player called {name}.").format(name=visible(name))
    return _("No game counted has a player called {name}; the closest: {names}.").format(
        name=visible(name), names=either([visible(one) for one in closest])
    )
