"""What `round`, `edit`, `undo` and `redo` say around the report of a round (render/sentences.py):
a dry run, a saved round, a round another shell moved, the round undone or put back, and the
refusals of tallies given on standard input (`round -`), a line each."""

from __future__ import annotations

from hjerter_cli.core.game import Sheet
from hjerter_cli.errors import HjerterError
from hjerter_cli.i18n import _, fixed
from hjerter_cli.render.columns import wrapped
from hjerter_cli.render.refusals import say
from hjerter_cli.render.sentences import end_line, fitted, pairs_line, scores_text

# Entering a round ---------------------------------------------------------------------------------


def edit_takes_one(count: int) -> str:
    return _("edit replaces one round; standard input has {count}.").format(count=count)


no_terminal_to_ask = fixed(
    "No tallies given, and hjerter asks for them only at a terminal; write them after the "
    "command (e.g. 4 q 9 0) or pass '-' to read them from standard input."
)


def take_it_again(error: HjerterError) -> str:
    """A round refused at the preview, before the questions are asked again."""
    return say(error) + " " + _("Let's take the round again.")


nothing_saved = fixed("Nothing was saved.")

dry_run = fixed("Dry run, nothing saved:")

dash_alone = fixed("'-' reads the tallies from standard input and stands alone; put the tallies on its lines instead.")


def saved_as(row: int, after: Sheet, columns: int | None) -> str:
    """After a round asked for and shown: it is saved, and what comes next."""
    saved = _("Saved as round {row}.").format(row=row) + " " + end_line(after)
    return "\n".join(wrapped(saved, columns))


def moved(row: int) -> str:
    return _("Another shell saved a round meanwhile, so this one became round {row}.").format(row=row)


def moved_while_typed(row: int) -> str:
    return _("Another shell saved round {other} while you typed; this round would be round {row}.").format(
        other=row - 1, row=row
    )


def save_as_moved(row: int) -> str:
    return _("Save it as round {row}? [y/N] ").format(row=row)


# undo and redo ------------------------------------------------------------------------------------


def undone(before: Sheet, after: Sheet, columns: int | None) -> str:
    """The round taken back with its scores, the totals now, and what comes next."""
    removed = _("Removed round {number}: {scores}").format(
        number=len(before.rounds), scores=scores_text(before, before.rounds[-1].score.scores)
    )
    totals = [_("Totals: {totals}").format(totals=scores_text(after, after.totals)), *pairs_line(after, after.totals)]
    return fitted([removed], [], totals, [end_line(after)], columns)


put_back = fixed("Put back:")


# Rounds from standard input, a line each ----------------------------------------------------------


def over_after(line: int, number: int) -> str:
    return _("Line {line}: the game was over after round {number}; nothing was saved.").format(line=line, number=number)


def line_refused(line: int, error: HjerterError) -> str:
    return _("Line {line}: {problem} Nothing was saved.").format(line=line, problem=say(error))


stdin_closed = fixed("Standard input is closed, so there are no tallies to read from it.")


def not_utf8(line: int) -> str:
    return _("Line {line} is not UTF-8 text; nothing was saved.").format(line=line)


def control_character(line: int, char: str) -> str:
    return _(
        "Line {line} has a control character ({code}); a round is letters, digits, spaces and tabs. Nothing was saved."
    ).format(line=line, code=f"U+{ord(char):04X}")


def too_long(line: int, most: int) -> str:
    return _("Line {line} is longer than {most} characters; nothing was saved.").format(line=line, most=most)


def quotes_open(line: int) -> str:
    return _("Line {line}: the quotes do not close; nothing was saved.").format(line=line)


no_rounds = fixed("Standard input has no rounds; write one round a line (e.g. 4 q 9 0).")


def needs_a_value(option: str) -> str:
    return _("{option} needs a value.").format(option=option)


moon_twice = fixed("--moon is given twice; a moon counts one way.")


def card_twice(card: str) -> str:
    return _("--{card} is given twice; each card has exactly one taker.").format(card=card)


def not_a_round_option(option: str) -> str:
    return _("{option} is not a round option.").format(option=option)


def too_many_takers(card: str, values: list[str], copies: int) -> str:
    """A card option given more often than the card has copies (once, twice with two packs)."""
    if copies == 2:
        return _("--{card} is given {count} times ({values}); with two packs each card has two takers.").format(
            card=card, count=len(values), values=", ".join(values)
        )
    return _("--{card} is given {count} times ({values}); each card has exactly one taker.").format(
        card=card, count=len(values), values=", ".join(values)
    )
