"""The sheet as markdown, for a forge's page; the CSV sheet and the JSON document have homes of their
own (formats/csv_sheet.py, formats/json_document.py), each with its reader."""

from __future__ import annotations

from hjerter_cli.core.game import Sheet
from hjerter_cli.formats.csv_sheet import csv_cell as csv_cell  # stats' and rating's CSV quote names as a sheet does
from hjerter_cli.render.sentences import heading
from hjerter_cli.render.table import footer, grid

# Markdown --------------------------------------------------------------------------------


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
