"""Sheet -> table | text | markdown | csv | json, and the lines printed after a round. Pure strings."""

from __future__ import annotations

from typing import Any

from hjerter_cli.game import NextRound, ScoredRound, Sheet
from hjerter_cli.i18n import _
from hjerter_cli.settings import card_label, cards_in_use, moon_worth

FORMATS = ("table", "text", "markdown", "csv", "json")
SCHEMA = 1


# Shared words ------------------------------------------------------------------------------


def names(sheet: Sheet, seats: tuple[int, ...] | list[int]) -> str:
    """Seats as names joined for a sentence."""
    return " & ".join(sheet.game.players[seat] for seat in seats)


def round_notes(sheet: Sheet, row: ScoredRound) -> str:
    """The marks of a row: who took the scoring cards, a moon and how it counted, a doubled score."""
    settings = sheet.game.settings
    players = sheet.game.players
    notes = []
    moon = row.score.moon
    if moon is not None:
        worth = (moon_worth(settings) or 0) * (2 if moon.sun else 1)
        counted = {"plus": f"+{worth}", "minus": f"-{worth}", "off": _("off")}[moon.rule]
        mark = _("☀ sun") if moon.sun else _("☾ moon")
        notes.append(_("{mark} {shooter} {counted}").format(mark=mark, shooter=players[moon.shooter], counted=counted))
    else:
        takers = [
            f"{card_label(settings, card)} {players[seat]}"
            for card in cards_in_use(settings)
            if card != "ten" and (seat := row.tally.taker(card)) is not None
        ]
        notes.append(", ".join(takers))
    if row.score.doubled is not None:
        notes.append(_("10♣ ×2 {player}").format(player=sheet.game.players[row.score.doubled]))
    return "; ".join(notes)


def pass_words(direction: str) -> str:
    """A pass direction in words."""
    return {
        "left": _("pass left"),
        "right": _("pass right"),
        "across": _("pass across"),
        "left-2": _("pass two to the left"),
        "right-2": _("pass two to the right"),
        "hold": _("no passing (hold)"),
    }[direction]


def next_line(sheet: Sheet, following: NextRound) -> str:
    """Next: round 4, pass across, Cy deals (Bo may not pass)."""
    line = _("Next: round {number}, {passing}, {dealer} deals").format(
        number=following.number,
        passing=pass_words(following.pass_direction),
        dealer=sheet.game.players[following.dealer],
    )
    if following.no_pass:
        line += " " + _("({players} may not pass: one below the target)").format(
            players=names(sheet, following.no_pass)
        )
    return line + "."


def end_line(sheet: Sheet) -> str:
    """Who won, or what comes next."""
    if sheet.next is not None:
        return next_line(sheet, sheet.next)
    lowest = sheet.totals[sheet.winners[0]]
    if len(sheet.winners) > 1:
        return _("Game over after round {number}: {players} share the win with {total}.").format(
            number=len(sheet.rounds), players=names(sheet, sheet.winners), total=lowest
        )
    return _("Game over after round {number}: {player} wins with {total}.").format(
        number=len(sheet.rounds), player=names(sheet, sheet.winners), total=lowest
    )


def standing(sheet: Sheet) -> list[tuple[str, int]]:
    """Players by total, lowest first; ties keep seat order."""
    order = sorted(range(len(sheet.totals)), key=lambda seat: (sheet.totals[seat], seat))
    return [(sheet.game.players[seat], sheet.totals[seat]) for seat in order]


def standing_line(sheet: Sheet) -> str:
    parts = [f"{place}. {player} {total}" for place, (player, total) in enumerate(standing(sheet), start=1)]
    return _("Standing: {parts}").format(parts="  ".join(parts))


def scores_text(sheet: Sheet, values: tuple[int, ...]) -> str:
    return ", ".join(f"{player} {value}" for player, value in zip(sheet.game.players, values))


def round_report(sheet: Sheet, row: ScoredRound) -> str:
    """What `round`, `edit` and `redo` print: the scores, the moon, the totals, then what next."""
    lines = [_("Round {number}: {scores}").format(number=row.number, scores=scores_text(sheet, row.score.scores))]
    moon = row.score.moon
    if moon is not None:
        shooter = sheet.game.players[moon.shooter]
        worth = (moon_worth(sheet.game.settings) or 0) * (2 if moon.sun else 1)
        what = _("shot the sun") if moon.sun else _("shot the moon")
        how = {
            "plus": _("+{worth} to everyone else").format(worth=worth),
            "minus": _("-{worth} to {shooter}").format(worth=worth, shooter=shooter),
            "off": _("the moon rule is off, so the raw points stand"),
        }[moon.rule]
        lines.append(
            "  " + _("{shooter} {what}: {how} ({rule}).").format(shooter=shooter, what=what, how=how, rule=moon.rule)
        )
    if row.score.doubled is not None:
        lines.append("  " + _("10♣ doubled {player}'s score.").format(player=sheet.game.players[row.score.doubled]))
    label = _("Totals: {totals}") if row.number == len(sheet.rounds) else _("Totals now: {totals}")
    lines.append(label.format(totals=scores_text(sheet, sheet.totals)))
    lines.append(end_line(sheet))
    return "\n".join(lines)


# Table and text ----------------------------------------------------------------------------


def width(text: str) -> int:
    """Columns a string takes on a terminal (wide East Asian characters take two)."""
    if text.isascii():
        return len(text)
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def _pad(text: str, size: int, right: bool) -> str:
    gap = " " * (size - width(text))
    return gap + text if right else text + gap


def _grid(sheet: Sheet) -> tuple[list[str], list[list[str]], list[str]]:
    """Header, a row per round (running total, and the round's score in brackets), the totals."""
    header = [_("Round"), *sheet.game.players, _("Notes")]
    totals = [[str(total) for total in row.totals] for row in sheet.rounds]
    scores = [[f"({score:+d})" for score in row.score.scores] for row in sheet.rounds]
    total_width = [max((len(line[seat]) for line in totals), default=0) for seat in range(len(header) - 2)]
    score_width = [max((len(line[seat]) for line in scores), default=0) for seat in range(len(header) - 2)]
    rows = [
        [
            str(row.number),
            *(
                f"{total.rjust(total_width[seat])} {score.rjust(score_width[seat])}"
                for seat, (total, score) in enumerate(zip(totals[index], scores[index]))
            ),
            round_notes(sheet, row),
        ]
        for index, row in enumerate(sheet.rounds)
    ]
    # The totals stand under the running totals, not under the bracketed round scores.
    pad = [" " * (width + 1) if width else "" for width in score_width]
    total = [
        _("Total"),
        *(str(value).rjust(total_width[seat]) + pad[seat] for seat, value in enumerate(sheet.totals)),
        "",
    ]
    return header, rows, total


def _title(sheet: Sheet, name: str) -> str:
    settings = sheet.game.settings
    return _("{name}: target {target}, moon {moon}, scoring {scoring}").format(
        name=name, target=settings.target, moon=settings.moon, scoring=settings.scoring
    )


def _footer(sheet: Sheet) -> list[str]:
    lines = [standing_line(sheet)]
    if sheet.next is not None and sheet.rounds:
        leaders = [p for p, total in standing(sheet) if total == min(sheet.totals)]
        lines.append(_("Leader: {players}").format(players=" & ".join(leaders)))
    lines.append(end_line(sheet))
    return lines


def render_text(sheet: Sheet, name: str) -> str:
    """Plain fixed width, no escape codes: pastes into an email or a chat."""
    header, rows, total = _grid(sheet)
    sizes = [max(width(line[i]) for line in [header, *rows, total]) for i in range(len(header))]
    last = len(header) - 1

    def line(cells: list[str]) -> str:
        return "  ".join(_pad(cell, sizes[i], right=i not in (last,)) for i, cell in enumerate(cells)).rstrip()

    separator = "  ".join("-" * size for size in sizes[:last])
    out = [_title(sheet, name), line(header), separator]
    if rows:
        out += [line(row) for row in rows] + [separator]
    out += [line(total), ""]
    out += _footer(sheet)
    return "\n".join(out) + "\n"


def render_table(sheet: Sheet, name: str, colour: bool) -> str:
    """Box drawing for a terminal, with colour unless NO_COLOR."""
    header, rows, total = _grid(sheet)
    sizes = [max(width(line[i]) for line in [header, *rows, total]) for i in range(len(header))]
    last = len(header) - 1
    lowest = min(sheet.totals) if sheet.rounds else None

    def paint(text: str, code: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if colour and code else text

    def line(cells: list[str], codes: list[str]) -> str:
        padded = [paint(_pad(cell, sizes[i], right=i != last), codes[i]) for i, cell in enumerate(cells)]
        return "│ " + " │ ".join(padded) + " │"

    def rule(left: str, mid: str, right: str) -> str:
        return left + mid.join("─" * (size + 2) for size in sizes) + right

    plain = [""] * len(header)
    out = [paint(_title(sheet, name), "1"), rule("┌", "┬", "┐"), line(header, ["1"] * len(header))]
    out.append(rule("├", "┼", "┤"))
    for row, scored in zip(rows, sheet.rounds):
        codes = list(plain)
        if scored.score.moon is not None or scored.score.doubled is not None:
            codes[last] = "33"
        out.append(line(row, codes))
    if rows:
        out.append(rule("├", "┼", "┤"))
    total_codes = ["1"] + ["1;32" if t == lowest else "1" for t in sheet.totals] + [""]
    out.append(line(total, total_codes))
    out.append(rule("└", "┴", "┘"))
    out += _footer(sheet)
    return "\n".join(out) + "\n"


# Markdown and CSV --------------------------------------------------------------------------


def _md(text: str) -> str:
    for char in "\\|*_`[]<>#":
        text = text.replace(char, "\\" + char)
    return text


def render_markdown(sheet: Sheet, name: str) -> str:
    """A table that renders on a forge, then the standing and what comes next."""
    header, rows, total = _grid(sheet)
    out = [f"### {_md(_title(sheet, name))}", ""]
    out.append("| " + " | ".join(_md(cell) for cell in header) + " |")
    out.append("|" + "|".join("---:" for _cell in header[:-1]) + "|:---|")
    for row in rows:
        out.append("| " + " | ".join(_md(cell) for cell in row) + " |")
    out.append("| " + " | ".join(f"**{_md(cell.strip())}**" if cell else "" for cell in total) + " |")
    out.append("")
    out += [_md(line) + "  " for line in _footer(sheet)]
    return "\n".join(out).rstrip() + "\n"


def _csv_cell(text: str) -> str:
    if text[:1] in ("=", "+", "-", "@", "\t", "\r"):
        text = "'" + text  # a name must never start a spreadsheet formula
    if any(char in text for char in ',"\n\r'):
        text = '"' + text.replace('"', '""') + '"'
    return text


def render_csv(sheet: Sheet) -> str:
    """round,<player>... then one row of round scores per round, then total,..."""
    lines = [",".join(["round", *(_csv_cell(p) for p in sheet.game.players)])]
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

    encode = json.JSONEncoder(ensure_ascii=False).encode
    lines = []
    for key, value in sheet_data(sheet, name).items():
        if key == "rounds" and value:
            text = "[\n" + ",\n".join("    " + encode(item) for item in value) + "\n  ]"
        else:
            text = encode(value)
        lines.append(f"  {encode(key)}: {text}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def render(sheet: Sheet, name: str, form: str, terminal: bool = False, colour: bool = False) -> str:
    """The sheet in one of FORMATS; `table` off a terminal is the plain text form."""
    if form == "json":
        return render_json(sheet, name)
    if form == "csv":
        return render_csv(sheet)
    if form == "markdown":
        return render_markdown(sheet, name)
    if form == "table" and terminal:
        return render_table(sheet, name, colour)
    return render_text(sheet, name)
