"""The sheet in any of its formats: which renderer draws which (the helpers they share are below
this module, in render/table.py, render/columns.py and render/sentences.py; none imports this one)."""

from __future__ import annotations

from hjerter_cli.core.game import Sheet

FORMATS = ("table", "text", "markdown", "csv", "json", "chart", "svg", "html")


def render(
    sheet: Sheet,
    name: str,
    form: str,
    terminal: bool = False,
    colour: bool = False,
    columns: int = 80,
    height: int | None = None,
    rows: int | None = None,
) -> str:
    """The sheet in one of FORMATS; `table` off a terminal is the plain text form. `height`: the
    rows a terminal's pane has, which the table and text then fit (`show --watch`); `rows`: the
    rows of the terminal `show` prints to, which the notes under the table keep to."""
    if form == "chart":
        from hjerter_cli.render.chart_terminal import render_chart

        return render_chart(sheet, name, columns, colour, height or rows)
    if form == "svg":
        from hjerter_cli.render.chart import render_svg

        return render_svg(sheet, name)
    if form == "html":
        from hjerter_cli.i18n import current_language
        from hjerter_cli.render.html import render_html

        return render_html(sheet, name, current_language())
    if form in ("json", "csv", "markdown"):
        if form == "json":
            from hjerter_cli.formats.json_document import render_json

            return render_json(sheet, name)
        if form == "csv":
            from hjerter_cli.formats.csv_sheet import render_csv

            return render_csv(sheet)
        from hjerter_cli.render.exports import render_markdown

        return render_markdown(sheet, name)
    from hjerter_cli.render.table import render_table, render_text

    if form == "table" and terminal:
        return render_table(sheet, name, colour, columns, height, rows)
    if not terminal:
        return render_text(sheet, name)
    return render_text(sheet, name, columns, height)  # text is for pasting: every note, however tall
