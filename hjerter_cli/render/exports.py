"""The sheet as data for other programs and pages: markdown, CSV and JSON (cli/CLI.md's keys)."""

from __future__ import annotations

from typing import Any

from hjerter_cli.core.game import ScoredRound, Sheet
from hjerter_cli.core.records import memo
from hjerter_cli.render.sentences import heading, side_label
from hjerter_cli.render.table import footer, grid

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
    """round,<player>... (then, with pairs, <Ann+Cy>...) then one row of round scores per round,
    then total,..."""
    pairs = sheet.sides if sheet.game.settings.pairs else ()
    heads = [*sheet.game.players, *(side_label(sheet.game.players, pair) for pair in pairs)]
    lines = [",".join(["round", *map(csv_cell, heads)])]
    for row in sheet.rounds:
        scores = [*row.score.scores, *(sum(row.score.scores[seat] for seat in pair) for pair in pairs)]
        lines.append(",".join([str(row.number), *map(str, scores)]))
    totals = [*sheet.totals, *(sum(sheet.totals[seat] for seat in pair) for pair in pairs)]
    lines.append(",".join(["total", *map(str, totals)]))
    return "\n".join(lines) + "\n"


# JSON ----------------------------------------------------------------------------------------


def _by_name(sheet: Sheet, values: tuple[int, ...]) -> dict[str, int]:
    return dict(zip(sheet.game.players, values))


def round_data(sheet: Sheet, row: ScoredRound) -> dict[str, Any]:
    """One round of the JSON document: as entered, as scored, and the totals after it."""
    players = sheet.game.players
    moon = row.score.moon
    if row.tally.from_sheet:  # a round from a sheet: its scores as written, no tallies
        data: dict[str, Any] = {
            "number": row.number,
            "pass": row.pass_direction,
            "dealer": players[row.dealer],
            "hearts": None,
            "cards": None,
            "raw": None,
            "moon": None,
            "scores": _by_name(sheet, row.score.scores),
            "totals": _by_name(sheet, row.totals),
            "sheet": True,
        }
    else:
        data = {
            "number": row.number,
            "pass": row.pass_direction,
            "dealer": players[row.dealer],
            "hearts": _by_name(sheet, row.tally.hearts),
            "cards": _cards(sheet, row.tally.cards),
            "raw": _by_name(sheet, row.score.raw),
            "moon": None if moon is None else {"shooter": players[moon.shooter], "rule": moon.rule, "sun": moon.sun},
            "scores": _by_name(sheet, row.score.scores),
            "totals": _by_name(sheet, row.totals),
        }
    if sheet.game.settings.pairs:
        data["pair_scores"] = _by_pair(sheet, row.score.scores)
        data["pair_totals"] = _by_pair(sheet, row.totals)
    return data


def sheet_data(sheet: Sheet, name: str) -> dict[str, Any]:
    """The JSON document of cli/CLI.md, keys in English and never translated."""
    players = sheet.game.players
    settings = sheet.game.settings
    rounds = [round_data(sheet, row) for row in sheet.rounds]
    following = sheet.next
    data = {
        "schema": SCHEMA,
        "name": name,
        **({"started": sheet.game.started} if sheet.game.started else {}),  # where the game records it
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
    if not settings.pairs:
        return data
    pairs = [
        {"players": [players[seat] for seat in pair], "total": sum(sheet.totals[seat] for seat in pair)}
        for pair in sheet.sides
    ]
    keys = list(data)  # the pairs stand after the players' totals
    at = keys.index("totals") + 1
    return {key: data[key] for key in keys[:at]} | {"pairs": pairs} | {key: data[key] for key in keys[at:]}


def _cards(sheet: Sheet, cards: tuple[tuple[str, int], ...]) -> dict[str, Any]:
    """Each card's taker by name; with two packs, its two takers in seat order (validated: one
    taker a copy)."""
    players = sheet.game.players
    if sheet.game.settings.decks == 1:
        return {card: players[seat] for card, seat in cards}
    takers: dict[str, list[int]] = {}
    for card, seat in cards:
        takers.setdefault(card, []).append(seat)
    return {card: [players[seat] for seat in sorted(seats)] for card, seats in takers.items()}


def _by_pair(sheet: Sheet, values: tuple[int, ...]) -> dict[str, int]:
    return {label: values[one] + values[other] for label, one, other in _pair_labels(sheet.game.players, sheet.sides)}


@memo
def _pair_labels(players: tuple[str, ...], pairs: tuple[tuple[int, ...], ...]) -> list[tuple[str, int, int]]:
    """Each pair as its key (`Ann+Cy`) and its two seats."""
    return [(side_label(players, pair), pair[0], pair[1]) for pair in pairs]


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
