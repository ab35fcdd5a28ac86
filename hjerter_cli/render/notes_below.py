"""The notes under the sheet at a terminal that `show` prints to: kept to the rows the sheet
leaves, the last rounds' first, so that they never push the sheet's heading off the screen."""

from __future__ import annotations

from hjerter_cli.core.game import Sheet
from hjerter_cli.i18n import _
from hjerter_cli.render.columns import wrapped
from hjerter_cli.render.sentences import round_notes


def noted(sheet: Sheet, notes: bool | int) -> list[int] | None:
    """The numbers of the rounds with notes, where the notes under the table keep to some rows."""
    if notes is True or notes is False:
        return None
    return [row.number for row in sheet.rounds if round_notes(sheet, row)]


def last_notes(lines: list[str], room: int, columns: int | None, noted: list[int]) -> list[str]:
    """The notes' lines of the last rounds that fit in `room` rows with a line saying which
    rounds' notes are left out, where it fits or the sheet alone is taller than the terminal
    (`noted`: the numbers of the rounds with notes, in order)."""
    groups: list[list[str]] = []
    for line in lines:  # a round's notes: its line, and the lines after it that are indented
        if line.startswith("  ") and groups:
            groups[-1].append(line)
        else:
            groups.append([line])
    kept: list[str] = []
    while groups:
        first, last = noted[0], noted[len(groups) - 1]
        said = _("Notes of rounds {first}–{last} left out: the terminal is not tall enough.")
        if first == last:
            said = _("Notes of round {number} left out: the terminal is not tall enough.")
        told = wrapped(said.format(first=first, last=last, number=first), columns)
        if len(told) + len(kept) + len(groups[-1]) > room:  # the line about them, where it has room
            return told + kept if len(told) + len(kept) <= room or room < 0 else kept
        kept = groups.pop() + kept
    return kept
