"""The club evening's live page (`hjerter serve --evening`): the sitting's tables, each with its
players in their seats and their totals as they are entered, who sits out, and the standings; and
its JSON, `hjerter evening --format json`'s document with each table's totals.

One page that fits a phone (390 px: the tables one under another, the standings scrolling in their
own box) and a wide screen (the tables side by side). Pure strings: serve/evening.py serves them,
and render/live.py adds the script that follows the evening.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from hjerter_cli.render import said_evening as said
from hjerter_cli.render import said_evening_page as page_said
from hjerter_cli.render.evening import shown, state_data
from hjerter_cli.render.html import _e

if TYPE_CHECKING:
    from hjerter_cli.core.evening import Plan, Played
    from hjerter_cli.core.standings import Standing

STYLE = """
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { font: 16px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; padding: 1rem;
       max-width: 80rem; color: #111; background: #fff; }
h1 { font-size: 1.4rem; margin: 0 0 .75rem; overflow-wrap: anywhere; }
h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
h2.standings { margin: 1.5rem 0 .5rem; }
p { margin: 0; max-width: 60rem; }
.tables { display: grid; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); gap: 1rem 1.5rem; }
section.table { border: 1px solid #ddd; border-radius: .4rem; padding: .6rem .75rem; }
section.table.finished { background: #f6f8f6; }
p.meta { color: #555; font-size: .9em; margin-bottom: .35rem; overflow-wrap: anywhere; }
p.out { margin: 1rem 0 0; }
p.gone, p.unreadable { margin: 0 0 .75rem; }
p.rule { color: #555; font-size: .9em; margin-top: .5rem; }
.sheet { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
table.seats { width: 100%; }
th, td { padding: .25rem .5rem; border-bottom: 1px solid #ddd; text-align: right; white-space: nowrap; }
th.name, td.name { text-align: left; white-space: normal; overflow-wrap: anywhere; }
table.seats th, table.seats td { padding: .2rem .25rem; }
td.low { color: #1a7f37; font-weight: 700; }
table.standing td:first-child { color: #555; }
table.standing td.total { font-weight: 700; }
@media (max-width: 40rem) {
  body { padding: .75rem; }
  h1 { font-size: 1.2rem; }
  th, td { padding: .25rem .35rem; }
}
""".strip()


def page_data(plan: Plan, tables: tuple[Played, ...], rows: tuple[Standing, ...]) -> dict[str, Any]:
    """`hjerter evening --format json`'s document, each table with `totals`: each seat's total as
    entered so far, in the order of `players` (null before a game of the table is found)."""
    data = state_data(plan, tables, rows)
    for entry, table in zip(data["tables"], tables):
        entry["totals"] = None if table.result is None else list(table.result.totals)
    return data


def page_json(plan: Plan, tables: tuple[Played, ...], rows: tuple[Standing, ...]) -> str:
    return json.dumps(page_data(plan, tables, rows), ensure_ascii=False, indent=2)


def page(plan: Plan, tables: tuple[Played, ...], rows: tuple[Standing, ...]) -> str:
    """The page: the sitting's heading, its tables, who sits out, the standings."""
    from hjerter_cli.i18n import current_language

    title = said.sitting_heading(plan.name, plan.sitting, plan.sittings, plan.deals)
    out = plan.drawn[plan.sitting - 1].sits_out if plan.drawn else ()
    body = [f'<div class="tables">{"".join(_table(plan, table) for table in tables)}</div>']
    if out:
        body.append(f'<p class="out">{_e(said.sits_out(out))}</p>')
    body.append(_standings(plan, rows))
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{current_language()}"><head><meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{_e(title)}</title>\n<style>\n{STYLE}\n</style>\n</head>\n<body>\n"
        f"<h1>{_e(title)}</h1>\n" + "\n".join(body) + "\n</body></html>\n"
    )


def _table(plan: Plan, table: Played) -> str:
    """A table: its heading, how far its game has come, and its players in their seats with their
    totals (the lowest marked once a deal is played)."""
    result = table.result
    totals = list(result.totals) if result is not None else [None] * len(table.players)
    lowest = min(totals) if result is not None and table.played else None  # type: ignore[type-var]
    line = page_said.progress(table.game, table.played, plan.deals, table.finished, result is not None)
    rows = "".join(
        f'<tr><td class="name">{_e(name)}</td>'
        f"<td{' class=low' if total is not None and total == lowest else ''}>{'' if total is None else total}</td></tr>"
        for name, total in zip(table.players, totals)
    )
    head = f'<tr><th class="name">{_e(said.name_word())}</th><th>{_e(said.total_word())}</th></tr>'
    kind = "table finished" if table.finished else "table"
    return (
        f'<section class="{kind}"><h2>{_e(page_said.table_heading(table.table))}</h2>'
        f'<p class="meta">{_e(line)}</p>'
        f'<table class="seats"><thead>{head}</thead><tbody>{rows}</tbody></table></section>'
    )


def _standings(plan: Plan, rows: tuple[Standing, ...]) -> str:
    sittings = range(1, plan.sitting + 1)
    head = (
        f"<tr><th>{_e(said.place_word())}</th><th class=name>{_e(said.name_word())}</th>"
        + "".join(f"<th>{number}</th>" for number in sittings)
        + f"<th>{_e(said.total_word())}</th></tr>"
    )
    body = "".join(
        f"<tr><td>{row.place}.</td><td class=name>{_e(row.name)}</td>"
        + "".join(f"<td>{shown(value)}</td>" for value in row.sittings)
        + f"<td class=total>{shown(row.total)}</td></tr>"
        for row in rows
    )
    return (
        f'<h2 class="standings">{_e(said.standings_heading(plan.sitting))}</h2>'
        f'<div class="sheet"><table class="standing"><thead>{head}</thead><tbody>{body}</tbody></table></div>'
        f'<p class="rule">{_e(said.rule_line(plan.scoring))}</p>'
    )
