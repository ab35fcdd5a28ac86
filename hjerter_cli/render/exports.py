"""The sheet as data for other programs and pages: markdown, CSV and JSON (CLI.md's keys)."""

from __future__ import annotations

from typing import Any

from hjerter_cli.core.game import Sheet
from hjerter_cli.render.sheet import footer, grid
from hjerter_cli.render.words import heading

SCHEMA = 1


# Markdown and CSV --------------------------------------------------------------------------


def markdown_escape(text: str) -> str:
    for char in "\\|*_`[]<>#":
        text = text.replace(char, "\\" + char)
    return text


def render_markdown(sheet: Sheet, name: str) -> str:
    """A table that renders on a forge, then the standing and what comes next."""
    header, rows, total = grid(sheet)
    out = [f"### {markdown_escape(heading(sheet, name))}", ""]
    out.append("| " + " | ".join(markdown_escape(cell) for cell in header) + " |")
    out.append("|" + "|".join("---:" for _cell in header[:-1]) + "|:---|")
    for row in rows:
        out.append("| " + " | ".join(markdown_escape(cell) for cell in row) + " |")
    out.append("| " + " | ".join(f"**{markdown_escape(cell.strip())}**" if cell else "" for cell in total) + " |")
    out.append("")
    out += [markdown_escape(line) + "  " for line in footer(sheet)]
    return "\n".join(out).rstrip() + "\n"


def csv_cell(text: str) -> str:
    if text[:1] in ("=", "+", "-", "@", "\t", "\r"):
        text = "'" + text  # a name must never start a spreadsheet formula
    if any(char in text for char in ',"\n\r'):
        text = '"' + text.replace('"', '""') + '"'
    return text


def render_csv(sheet: Sheet) -> str:
    """round,<player>... then one row of round scores per round, then total,..."""
    lines = [",".join(["round", *(csv_cell(p) for p in sheet.game.players)])]
    for row in sheet.rounds:
        lines.append(",".join([str(row.number), *map(str, row.score.scores)]))
    lines.append(",".join(["total", *map(str, sheet.totals)]))
    return "\n".join(lines) + "\n"


# JSON ----------------------------------------------------------------------------------------


def _by_name(sheet: Sheet, values: tuple[int, ...]) -> dict[str, int]:
    return dict(zip(sheet.game.players, values))


def sheet_data(sheet: Sheet, name: str) -> dict[str, Any]:
    """The JSON document of CLI.md, keys in English and never translated."""
    players = sheet.game.players
    settings = sheet.game.settings
    rounds = []
    for row in sheet.rounds:
        moon = row.score.moon
        rounds.append(
            {
                "number": row.number,
                "pass": row.pass_direction,
                "dealer": players[row.dealer],
                "hearts": _by_name(sheet, row.tally.hearts),
                "cards": {card: players[seat] for card, seat in row.tally.cards},  # validated: one taker each
                "raw": _by_name(sheet, row.score.raw),
                "moon": None
                if moon is None
                else {"shooter": players[moon.shooter], "rule": moon.rule, "sun": moon.sun},
                "scores": _by_name(sheet, row.score.scores),
                "totals": _by_name(sheet, row.totals),
            }
        )
    following = sheet.next
    return {
        "schema": SCHEMA,
        "name": name,
        "players": list(players),
        "settings": settings.to_dict(),
        "rounds": rounds,
        "totals": _by_name(sheet, sheet.totals),
        "finished": sheet.finished,
        "winners": [players[seat] for seat in sheet.winners],
        "next": None
        if following is None
        else {
            "number": following.number,
            "pass": following.pass_direction,
            "dealer": players[following.dealer],
            "no_pass": [players[seat] for seat in following.no_pass],
        },
    }


def render_json(sheet: Sheet, name: str) -> str:
    """One key a line and one round a line: easy to read, and json's fast encoder does the work."""
    import json

    from hjerter_cli.render.jsontext import escaped

    encode = json.JSONEncoder(ensure_ascii=False).encode
    lines = []
    for key, value in sheet_data(sheet, name).items():
        if key == "rounds" and value:
            text = "[\n" + ",\n".join("    " + encode(item) for item in value) + "\n  ]"
        else:
            text = encode(value)
        lines.append(f"  {encode(key)}: {text}")
    return escaped("{\n" + ",\n".join(lines) + "\n}\n")
