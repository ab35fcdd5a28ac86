"""What is said about where a report goes: --output's file written or refused, and a report that
could not be written (standard output closed, a full disk), with whether the change was saved."""

from __future__ import annotations

from hjerter_cli.errors import visible
from hjerter_cli.i18n import _, fixed


def wrote(form: str, path: str) -> str:
    """What --output wrote, and where."""
    said = {
        "table": _("Wrote the sheet as text to {path}."),
        "text": _("Wrote the sheet as text to {path}."),
        "markdown": _("Wrote the sheet as Markdown to {path}."),
        "csv": _("Wrote the sheet as CSV to {path}."),
        "json": _("Wrote the sheet as JSON to {path}."),
        "chart": _("Wrote the chart to {path}."),
        "svg": _("Wrote the picture of the race to {path}."),
        "html": _("Wrote the page to {path}."),
        "bgstats": _("Wrote BG Stats' link to {path}."),
    }[form]
    return said.format(path=visible(path))


watch_on_the_screen = fixed("--watch shows the sheet on the screen; leave out --output.")


def a_game_file(path: object) -> str:
    return _("{path} is a game file (or its backup); choose another file for --output.").format(path=path)


def in_the_games_folder(path: object) -> str:
    return _("{path} is in the games folder, where only games live; choose another file for --output.").format(
        path=path
    )


def a_folder(path: object) -> str:
    return _("{path} is a folder; give a file name for --output.").format(path=path)


def could_not_write(path: object, reason: str) -> str:
    return _("Could not write {path} ({reason}).").format(path=path, reason=reason)


# Why a report could not be written, when standard output is closed.
output_closed = fixed("standard output is closed")


def nothing_changed(reason: str) -> str:
    return _("Nothing was changed; the output could not be written ({reason}).").format(reason=reason)


def saved_but_not_shown(path: object, reason: str) -> str:
    return _("The change was saved to {path}, but its report could not be written ({reason}).").format(
        path=path, reason=reason
    )
