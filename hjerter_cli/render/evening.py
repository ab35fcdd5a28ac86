"""The club evening's screens: the draw of a sitting, the evening's state, the standings (table,
text, markdown, csv, json, html) and the table cards (text, markdown, html). The words are
said_evening.py's; a value of the standings is shown with two decimals, as JSON rounds it."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

from hjerter_cli.render import said_evening as said
from hjerter_cli.render.columns import pad, width

if TYPE_CHECKING:
    from hjerter_cli.core.evening import Plan, Played
    from hjerter_cli.core.standings import Standing

STANDINGS_FORMATS = ("table", "text", "markdown", "csv", "json", "html")
CARD_FORMATS = ("text", "markdown", "html")


def number(value: Fraction | None) -> float | None:
    """A value as JSON gives it: rounded to 2 places; None where not played."""
    return None if value is None else round(float(value), 2)


def shown(value: Fraction | None) -> str:
    return "" if value is None else f"{float(value):.2f}"


def standings_data(rows: tuple[Standing, ...]) -> list[dict[str, Any]]:
    return [
        {
            "place": row.place,
            "name": row.name,
            "sittings": [number(v) for v in row.sittings],
            "total": number(row.total),
        }
        for row in rows
    ]


def drawn(plan: Plan, sitting: int) -> str:
    """A sitting's draw: each table with its players in their seats, who sits out."""
    drawing = plan.drawn[sitting - 1]
    lines = [said.sitting_heading(plan.name, sitting, plan.sittings, plan.deals)]
    lines += [said.table_line(number, players) for number, players in enumerate(drawing.tables, start=1)]
    if drawing.sits_out:
        lines.append(said.sits_out(drawing.sits_out))
    lines.append(said.play_hint(plan.name))
    return "\n".join(lines)


def state(plan: Plan, tables: tuple[Played, ...], rows: tuple[Standing, ...], columns: int | None) -> str:
    """`hjerter evening`: the sitting, each table's game, who sits out, the standings so far."""
    lines = [said.sitting_heading(plan.name, plan.sitting, plan.sittings, plan.deals)]
    for table in tables:
        lines.append(said.table_state(table.table, table.game, table.played, plan.deals, table.finished))
        lines.append("  " + said.names_of(table.players))
    out = plan.drawn[plan.sitting - 1].sits_out
    if out:
        lines.append(said.sits_out(out))
    lines += ["", standings_screen(plan, rows, columns)]
    return "\n".join(lines)


def state_data(plan: Plan, tables: tuple[Played, ...], rows: tuple[Standing, ...]) -> dict[str, Any]:
    return {
        "schema": 1,
        "name": plan.name,
        "sitting": plan.sitting,
        "sittings": plan.sittings,
        "deals": plan.deals,
        "seating": plan.seating,
        "scoring": plan.scoring,
        "tables": [
            {"table": t.table, "game": t.game, "players": list(t.players), "played": t.played, "finished": t.finished}
            for t in tables
        ],
        "sits_out": list(plan.drawn[plan.sitting - 1].sits_out),
        "standings": standings_data(rows),
    }


# The standings -------------------------------------------------------------------------------------


def _cells(plan: Plan, rows: tuple[Standing, ...]) -> tuple[list[str], list[list[str]]]:
    head = [said.place_word(), said.name_word(), *map(str, range(1, plan.sitting + 1)), said.total_word()]
    body = [[f"{row.place}.", row.name, *map(shown, row.sittings), shown(row.total)] for row in rows]
    return head, body


def standings_screen(plan: Plan, rows: tuple[Standing, ...], columns: int | None) -> str:
    """The standings as a table fitted to `columns` (None: no limit): the oldest sittings give
    way first, then the names are cut; the rule in use is named under it."""
    head, body = _cells(plan, rows)
    shown_sittings = list(range(2, len(head) - 1))
    while True:
        keep = [0, 1, *shown_sittings, len(head) - 1]
        table = [[line[at] for at in keep] for line in [head, *body]]
        sizes = [max(width(line[at]) for line in table) for at in range(len(keep))]
        total = sum(sizes) + 2 * (len(sizes) - 1)
        if columns is None or total <= columns or not shown_sittings:
            break
        shown_sittings.pop(0)
    if columns is not None and total > columns:
        sizes[1] = max(3, sizes[1] - (total - columns))
        table = [[line[0], _cut(line[1], sizes[1]), *line[2:]] for line in table]
    lines = [
        "  ".join(pad(cell, size, at != 1) for at, (cell, size) in enumerate(zip(line, sizes))).rstrip()
        for line in table
    ]
    return "\n".join([said.standings_heading(plan.sitting), *lines, said.rule_line(plan.scoring)])


def _cut(text: str, size: int) -> str:
    if width(text) <= size:
        return text
    while text and width(text) > size - 1:
        text = text[:-1]
    return text + "…"


def standings_as(plan: Plan, rows: tuple[Standing, ...], kind: str, columns: int | None) -> str:
    if kind == "json":
        import json

        return json.dumps(standings_data(rows), ensure_ascii=False, indent=2)
    head, body = _cells(plan, rows)
    if kind == "csv":
        import csv
        import io

        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["place", "name", *(f"sitting {n}" for n in range(1, plan.sitting + 1)), "total"])
        writer.writerows([[row.place, row.name, *map(shown, row.sittings), shown(row.total)] for row in rows])
        return out.getvalue().rstrip("\n")
    if kind == "markdown":
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        lines += ["| " + " | ".join(_md(cell) for cell in line) + " |" for line in body]
        return "\n".join(
            [f"## {_md(said.standings_heading(plan.sitting))}", "", *lines, "", said.rule_line(plan.scoring)]
        )
    if kind == "html":
        return _page(
            said.standings_heading(plan.sitting), _html_table(head, body) + f"<p>{_e(said.rule_line(plan.scoring))}</p>"
        )
    return standings_screen(plan, rows, None if kind == "text" else columns)


def _md(text: str) -> str:
    return text.replace("\\", "\\\\").replace("|", "\\|")


def _e(text: object) -> str:
    import html

    return html.escape(str(text), quote=True)


def _html_table(head: list[str], body: list[list[str]]) -> str:
    rows = ["<tr>" + "".join(f"<th>{_e(cell)}</th>" for cell in head) + "</tr>"]
    rows += ["<tr>" + "".join(f"<td>{_e(cell)}</td>" for cell in line) + "</tr>" for line in body]
    return "<table>" + "".join(rows) + "</table>"


def _page(title: str, body: str) -> str:
    style = (
        "body{font:16px/1.45 system-ui,sans-serif;margin:0 auto;padding:1rem;max-width:60rem}"
        "table{border-collapse:collapse;font-variant-numeric:tabular-nums}"
        "th,td{padding:.25rem .5rem;border-bottom:1px solid #ddd;text-align:right}"
        "th:nth-child(2),td:nth-child(2){text-align:left}"
        ".card{break-inside:avoid;border:1px solid #999;padding:.5rem 1rem;margin:0 0 1rem}"
    )
    return (
        '<!DOCTYPE html>\n<html><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{_e(title)}</title><style>{style}</style></head>"
        f"<body><h1>{_e(title)}</h1>{body}</body></html>"
    )


# The table cards ----------------------------------------------------------------------------------


def cards(plan: Plan, kind: str) -> str:
    """Each table's card of the sitting: the table, the seats, the dealer, the deals to play."""
    sitting = plan.sitting
    cards = []
    for number, players in enumerate(plan.drawn[sitting - 1].tables, start=1):
        lines = [said.card_seat(seat, name) for seat, name in enumerate(players, start=1)]
        lines += [said.card_dealer(players[0]), said.card_deals(plan.deals)]
        cards.append((said.card_heading(plan.name, sitting, number), lines))
    if kind == "html":
        body = "".join(
            f'<section class="card"><h2>{_e(title)}</h2>'
            + "".join(f"<p>{_e(line)}</p>" for line in lines)
            + "</section>"
            for title, lines in cards
        )
        return _page(said.cards_title(plan.name, sitting), body)
    if kind == "markdown":
        return "\n\n".join(
            f"## {_md(title)}\n\n" + "\n".join(f"- {_md(line)}" for line in lines) for title, lines in cards
        )
    return "\n\n".join("\n".join([title, *("  " + line for line in lines)]) for title, lines in cards)
