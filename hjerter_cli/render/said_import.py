"""What `hjerter import` says: each game imported, and a file refused with what is wrong with
it (its line where one is to blame); the problems of a CSV sheet or a JSON document beyond its
shape (render/csv_sheet.py and render/json_document.py say those of the shape)."""

from __future__ import annotations

from typing import Any

from hjerter_cli.i18n import N_, _, ngettext
from hjerter_cli.render.refusals import say

# The command line ---------------------------------------------------------------------------------


def takes_no_file() -> str:
    return _("`hjerter import` saves into the data dir; it takes no --file.")


def one_game_one_file() -> str:
    return _("--game names one game; import one file with it, or leave it out.")


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


def other_pairs() -> str:
    return _("its pair columns name other pairs than --pair or --pairs give")


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


def not_a_regular_file() -> str:
    return _("it is not a regular file")


def name_taken(name: str) -> str:
    return _("A game called {name} exists already; choose another name with --game.").format(name=name)


def name_twice(name: str) -> str:
    return _("Two files would both be the game {name}; import them one at a time with --game.").format(name=name)


# What is in a file --------------------------------------------------------------------------------


def too_large() -> str:
    return _("it is larger than 8 MiB, far more than any sheet")


def not_utf8() -> str:
    return _("it is not UTF-8 text")


def too_many_rounds(most: int) -> str:
    return _("it has more than {most} rounds").format(most=most)


def totals_not_last() -> str:
    return _("the totals row must be the last row")


def running_totals(said: Any) -> str:
    return _("{problem}; its rows only grow, as running totals do: --totals reads them so").format(problem=said)


def after_the_end(said: Any, target: int) -> str:
    return _("{problem}; a target above {target} (--target) reads the rounds after it").format(
        problem=said, target=target
    )


def pair_not_its_two(pair: str, value: int, first: str, second: str, total: int) -> str:
    return _("{pair} has {value}, but {first} and {second} have {sum} together").format(
        pair=pair, value=value, first=first, second=second, sum=total
    )


def totals_row_differs(player: str, said: int, total: int) -> str:
    return _("the totals row says {player} has {said}, but the rounds add up to {total}").format(
        player=player, said=said, total=total
    )


def not_json(detail: str) -> str:
    return _("it is not valid JSON ({detail})").format(detail=detail)


def in_round(number: int, problem: Any) -> str:
    return _("round {number}: {problem}").format(number=number, problem=problem)


def round_edited(number: int) -> str:
    said = _("round {number}'s scores or totals are not what the rules give from its tallies; the document was edited")
    return said.format(number=number)


# A key of the document whose value is not what the rules give, each said by its name: the key
# itself in English, its Danish name at a Danish table.
WHOLE_EDITED = {
    "totals": N_("its totals are not what the rules give from its rounds; the document was edited"),
    "pairs": N_("its pairs are not what the rules give from its rounds; the document was edited"),
    "finished": N_("its finished are not what the rules give from its rounds; the document was edited"),
    "winners": N_("its winners are not what the rules give from its rounds; the document was edited"),
}


def whole_edited(key: str) -> str:
    return _(WHOLE_EDITED[key])
