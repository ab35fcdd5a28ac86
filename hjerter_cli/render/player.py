"""A player's page as table | text | markdown | json: the figures, then the opponents, the partners
and the months, each table fitted to the terminal's width."""

from __future__ import annotations

from typing import Any

from hjerter_cli.core.player import LEAST, Page
from hjerter_cli.i18n import _
from hjerter_cli.render.columns import pad, together, width, wrapped
from hjerter_cli.render.exports import markdown_escape
from hjerter_cli.render.stats import SCHEMA, _number

NONE = "–"


def page_data(page: Page) -> dict[str, Any]:
    """cli/CLI.md's JSON: keys in English, never translated."""
    data: dict[str, Any] = {"schema": SCHEMA, **page._asdict()}
    for key in ("opponents", "partners", "months"):
        data[key] = [row._asdict() for row in data[key]]
    return data


def _figures(page: Page) -> list[tuple[str, str]]:
    """The page's figures as (label, value), in the order of the JSON."""
    share = f"{100 * page.win_share:.0f}%" if page.win_share is not None else NONE
    wins = f"{page.wins} ({page.shared_wins} " + _("shared") + ")" if page.shared_wins else str(page.wins)
    return [
        (_("Games"), str(page.games)),
        (_("Finished"), str(page.finished)),
        (_("Wins"), wins),
        (_("Win rate"), share),
        (_("Longest streak"), str(page.longest_streak)),
        (_("Current streak"), str(page.current_streak)),
        (_("Rating"), _number(page.rating)),
        (_("Average final"), _number(page.average_final)),
        (_("Best final"), _number(page.best_final)),
        (_("Nemesis"), page.nemesis or NONE),
        (_("Favourite opponent"), page.favourite_opponent or NONE),
        (_("Best partner"), page.best_partner or NONE),
    ]


def _tables(page: Page) -> list[tuple[list[str], list[list[str]]]]:
    """The opponents, the partners (pair games) and the months, each as a header and rows; a table
    with no rows is left out."""
    tables = [
        (
            [_("Opponent"), _("Games"), _("Ahead"), _("Behind"), _("Level")],
            [[row.name, str(row.games), str(row.ahead), str(row.behind), str(row.level)] for row in page.opponents],
        ),
        ([_("Partner"), _("Games"), _("Wins")], [[row.name, str(row.games), str(row.wins)] for row in page.partners]),
        (
            [_("Month"), _("Games"), _("Done"), _("Wins"), _("Avg final")],
            [
                [row.month, str(row.games), str(row.finished), str(row.wins), _number(row.average_final)]
                for row in page.months
            ],
        ),
    ]
    return [(header, rows) for header, rows in tables if rows]


def _note() -> str:
    return _(
        "Ahead: finished on the lower total (in a pair game, the pair's). Nemesis: the opponent "
        "ahead of you most often, favourite opponent: the one you are ahead of most often, best "
        "partner: the one you win with most often; each of at least {least} finished games together."
    ).format(least=LEAST)


def render_page(page: Page, form: str, colour: bool = False, columns: int | None = None) -> str:
    """The page in one of the formats. `columns`: the terminal's width, which no line of the table
    and the text is wider than (a table's last columns are left out first, and said)."""
    if form == "json":
        from hjerter_cli.formats.jsontext import dumps

        return dumps(page_data(page), indent=2) + "\n"
    if form == "markdown":
        return _markdown(page)
    title = f"\x1b[1m{page.name}\x1b[0m" if colour else page.name
    out = [title, *_pairs(_figures(page), columns)]
    for header, rows in _tables(page):
        out += ["", *_table(header, rows, columns)]
    return "\n".join([*out, "", *wrapped(_note(), columns, hanging="")]) + "\n"


def _pairs(figures: list[tuple[str, str]], columns: int | None) -> list[str]:
    """Each label with its value beside it, the values in a column; a value that does not fit
    beside its label stands on the next line, indented."""
    size = max(width(label) for label, _value in figures)
    lines = []
    for label, value in figures:
        if columns is None or size + 2 + width(value) <= columns:
            lines.append(f"{pad(label, size, False)}  {value}")
        else:
            lines += [label, *wrapped(together(value), columns, indent="  ")]
    return lines


def _table(header: list[str], rows: list[list[str]], columns: int | None) -> list[str]:
    """A table's lines: the name (or month) left, the figures right, two blanks between; the last
    columns left out while it is wider than `columns` (and named below it), and where even the
    first two do not fit, a row a line: the name, then its figures."""
    keep = len(header)
    while columns is not None and keep > 2 and _wide(header, rows, keep) > columns:
        keep -= 1
    if columns is not None and _wide(header, rows, keep) > columns:
        lines = []
        for row in rows:
            figures = ", ".join(together(f"{label} {cell}") for label, cell in zip(header[1:], row[1:]))
            lines += [*wrapped(together(row[0]), columns), *wrapped(figures, columns, indent="  ", hanging="")]
        return lines
    sizes = [max(width(line[i]) for line in [header, *rows]) for i in range(keep)]
    lines = [
        "  ".join(pad(cell, sizes[i], i > 0) for i, cell in enumerate(line[:keep])).rstrip() for line in [header, *rows]
    ]
    lines.insert(1, "  ".join("-" * size for size in sizes))
    if keep < len(header):
        left = ", ".join(header[keep:])
        lines += wrapped(_("Left out for the width: {totals}").format(totals=left), columns)
    return lines


def _wide(header: list[str], rows: list[list[str]], keep: int) -> int:
    """The width of a table of its first `keep` columns."""
    return sum(max(width(line[i]) for line in [header, *rows]) for i in range(keep)) + 2 * (keep - 1)


def _markdown(page: Page) -> str:
    """A heading, the figures as a table of two columns, then each table."""
    out = [f"## {markdown_escape(page.name)}", "", "| | |", "|:---|---:|"]
    out += [f"| {markdown_escape(label)} | {markdown_escape(value)} |" for label, value in _figures(page)]
    for header, rows in _tables(page):
        out += ["", "| " + " | ".join(markdown_escape(cell) for cell in header) + " |"]
        out.append("|:---|" + "---:|" * (len(header) - 1))
        out += ["| " + " | ".join(markdown_escape(cell) for cell in row) + " |" for row in rows]
    return "\n".join([*out, "", markdown_escape(_note())]) + "\n"
