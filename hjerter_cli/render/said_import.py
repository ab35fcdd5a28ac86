"""What `hjerter import` says: each game imported, and a file refused with what is wrong with
it (its line where one is to blame); what is wrong inside a CSV sheet or a JSON document is a kind
that formats/ raises and render/refusals.py says."""

from __future__ import annotations

from typing import Any

from hjerter_cli.i18n import _, fixed, ngettext
from hjerter_cli.render.refusals import say

# The command line ---------------------------------------------------------------------------------


takes_no_file = fixed("`hjerter import` saves into the data dir; it takes no --file.")

one_game_one_file = fixed("--game names one game; import one file with it, or leave it out.")


def imported(name: str, count: int, players: str) -> str:
    return ngettext(
        "Imported {name}: {count} round, {players}.", "Imported {name}: {count} rounds, {players}.", count
    ).format(name=name, count=count, players=players)


def none_imported(error: Any, count: int) -> str:
    return _("{problem} None of the {count} files was imported.").format(problem=say(error), count=count)


def now_current(name: str, next_step: str) -> str:
    """The line after an import: which game is now the current one, and what comes next in it."""
    return _("{name} is now the current game.").format(name=name) + " " + next_step


def table_option_without_sheet(option: str) -> str:
    return _("{option} sets the table of a CSV sheet; a JSON document keeps its own settings.").format(option=option)


other_pairs = fixed("its pair columns name other pairs than --pair or --pairs give")


def two_packs_read_it(error: Any, least: int, most: int) -> str:
    return _("{problem}; --decks 2 reads a sheet of {least} to {most} players (two packs)").format(
        problem=str(say(error)).rstrip("."), least=least, most=most
    )


# A file refused -----------------------------------------------------------------------------------


def _sentence(said: Any) -> str:
    """A problem said inside a sentence: its own final period left off."""
    return str(say(said)).rstrip(".")


def in_file(file: str, said: Any, line: int | None = None) -> str:
    """What is wrong with a file, naming its line where one is to blame."""
    if line is None:
        return _("{file}: {problem}.").format(file=file, problem=_sentence(said))
    return _("{file}, line {line}: {problem}.").format(file=file, line=line, problem=_sentence(said))


def needs_a_name(file: str, error: Any) -> str:
    return _("{file}: {problem} Give the game a name with --game.").format(file=file, problem=say(error))


def cannot_be_read(reason: str) -> str:
    return _("it cannot be read ({reason})").format(reason=reason)


not_a_regular_file = fixed("it is not a regular file")


def name_taken(name: str) -> str:
    return _("A game called {name} exists already; choose another name with --game.").format(name=name)


def name_twice(name: str) -> str:
    return _("Two files would both be the game {name}; import them one at a time with --game.").format(name=name)
