"""What `show` must keep at a terminal of any height (cli/CLI.md 1.6, "Fixes to what 1.5 shows"),
as checks on the lines a person sees: the heading on top, the winner's line (or what comes next)
always there, what was left out for the height said in one line that fits, the notes left out
named; and the chart's axis, each label on the row of its value, checked against the totals."""

from __future__ import annotations

import re

from hjerter_cli.core.game import Sheet
from hjerter_cli.i18n import _
from hjerter_cli.render.columns import width
from hjerter_cli.render.sentences import end_line, round_notes


def joined(lines: list[str]) -> str:
    return " ".join(line.strip() for line in lines)


def height_leads() -> tuple[str, ...]:
    """How the line that names what the height left out begins, in the language spoken."""
    return tuple(text.split("{")[0] for text in (_("Left out for the height: {parts}"), _("Left out: {parts}")))


def check_sheet(lines: list[str], sheet: Sheet, name: str, columns: int, rows: int) -> None:
    """`show`'s sheet at a terminal `columns` wide with `rows` rows for it."""
    shown = "\n".join(lines)
    assert len(lines) <= rows, shown
    assert max(width(line) for line in lines) <= columns, shown
    assert lines[0].startswith(f"{name}: "), shown  # the heading stays on top
    assert " ".join(end_line(sheet).split()) in joined(lines), shown  # the winner, or what comes next
    told = [index for index, line in enumerate(lines) if line.startswith(height_leads())]
    assert len(told) <= 1, shown  # one line, not continued on the next
    assert all(index == len(lines) - 1 or not lines[index + 1].startswith("  ") for index in told), shown
    noted = [row.number for row in sheet.rounds if round_notes(sheet, row)]
    in_table = any(_("Notes") in line.split("│") or line.split()[-1:] == [_("Notes")] for line in lines[:8])
    if noted and not in_table:
        heads = tuple(_("Round {number}: {notes}").format(number=number, notes="").rstrip() for number in noted)
        missing = [head for head in heads if not any(line.startswith(head) for line in lines)]
        named = [line for line in lines if line.startswith(height_leads()) or re.search(r"\b[Nn]ote", line)]
        assert not missing or any("note" in line.lower() for line in named), shown


def check_chart(lines: list[str], sheet: Sheet, rows: int | None = None) -> None:
    """The chart at a terminal: within `rows`; every label on the row of its value (the labels
    evenly spaced, as an axis is) and every line's end on the row nearest its total."""
    from hjerter_cli.render.chart import lines as chart_lines
    from hjerter_cli.render.chart_terminal import MARKERS

    shown = "\n".join(lines)
    if rows is not None:
        assert len(lines) <= rows, shown
    axis = next(index for index, line in enumerate(lines) if "└" in line)
    start = axis
    while start > 0 and " │" in lines[start - 1]:
        start -= 1
    plot = lines[start:axis]
    bar = plot[0].index("│")
    plot_width = lines[axis].count("─")
    labels = [(y, int(line[:bar].strip())) for y, line in enumerate(plot) if line[:bar].strip()]
    assert len(labels) >= 2, shown
    (top_row, top), (next_row, below) = labels[0], labels[1]
    step = (top - below) / (next_row - top_row)  # the value a row stands for
    assert step > 0, shown

    def value(y: int) -> float:
        return top - step * (y - top_row)

    for y, label in labels:
        assert value(y) == label, (y, label, shown)  # each label on the row of its value
    for seat, line in enumerate(chart_lines(sheet)):
        ends = [y for y, text in enumerate(plot) if MARKERS[seat] in text[bar + 1 + plot_width :]]
        assert len(ends) == 1, (line.label, shown)
        assert abs(value(ends[0]) - line.total) <= step / 2, (line.label, line.total, value(ends[0]), shown)
    target = [y for y, text in enumerate(plot) if "┄┄" in text]
    assert len(target) == 1 and abs(value(target[0]) - sheet.game.settings.target) <= step / 2, shown
