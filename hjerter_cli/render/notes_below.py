"""The notes under the sheet at a terminal that `show` prints to: kept to the rows the sheet
leaves, the last rounds' first, so that they never push the sheet's heading off the screen."""

from __future__ import annotations

from hjerter_cli.core.game import Sheet
from hjerter_cli.i18n import _
from hjerter_cli.render.columns import width
from hjerter_cli.render.height import left_out_line
from hjerter_cli.render.sentences import round_notes


def noted(sheet: Sheet, notes: bool | int) -> list[int] | None:
    """The numbers of the rounds with notes, where the notes under the table keep to some rows."""
    if notes is True or notes is False:
        return None
    return [row.number for row in sheet.rounds if round_notes(sheet, row)]


def last_notes(lines: list[str], room: int, columns: int | None, noted: list[int]) -> list[str]:
    """The notes' lines of the last rounds that fit in `room` rows with one line saying which
    rounds' notes are left out (`noted`: the numbers of the rounds with notes, in order). Where
    not even that line has room, it is given anyway: the lines then overflow `room`, and the sheet
    makes room for the line that names what it left out (render/table.py)."""
    groups: list[list[str]] = []
    for line in lines:  # a round's notes: its line, and the lines after it that are indented
        if line.startswith("  ") and groups:
            groups[-1].append(line)
        else:
            groups.append([line])
    kept: list[str] = []
    while groups:
        told = [_notes_left_out(noted[0], noted[len(groups) - 1], columns)]
        if len(told) + len(kept) + len(groups[-1]) > room:
            return told + kept
        kept = groups.pop() + kept
    return kept


def _notes_left_out(first: int, last: int, columns: int | None) -> str:
    """The line that names the rounds whose notes are left out, one line however narrow."""
    said = _("Notes of rounds {first}–{last} left out: the terminal is not tall enough.")
    short = _("notes of rounds {first}–{last}")
    if first == last:
        said = _("Notes of round {number} left out: the terminal is not tall enough.")
        short = _("notes of round {number}")
    told = said.format(first=first, last=last, number=first)
    if columns is None or width(told) <= columns:
        return told
    return left_out_line([], [short.format(first=first, last=last, number=first)], columns)
