"""What is said about a game's link to BG Stats (`show --format bgstats`, `--qr`, the live page)."""

from __future__ import annotations

from hjerter_cli.errors import visible
from hjerter_cli.i18n import _, fixed


def not_over(name: str) -> str:
    return _("{name} is not over yet; BG Stats' link is made for a finished game.").format(name=visible(name))


def too_long(length: int, most: int) -> str:
    return _(
        "BG Stats' link for this game would be {length} characters, more than the {most} BG Stats takes: "
        "the players' names are too long for it (`hjerter rename OLD NEW` gives a player a shorter one)."
    ).format(length=length, most=most)


def pairs_numbered(most: int) -> str:
    return _(
        "The pairs are numbered in the link instead of named, to keep it under the {most} characters BG Stats takes."
    ).format(most=most)


code_at_a_terminal = fixed("The QR code is drawn only at a terminal; here is the link alone.")

too_long_for_a_code = fixed("The link is too long for a QR code; open it on the phone instead.")


def code_too_wide(width: int) -> str:
    return _("The QR code needs {width} columns; widen the terminal, or open the link on the phone.").format(
        width=width
    )


qr_without_the_link = fixed("--qr draws BG Stats' link: use it with --format bgstats.")

qr_on_the_screen = fixed("--qr draws the code on the screen; leave out --output.")

no_watching_a_link = fixed("BG Stats' link is made once, for a finished game; leave out --watch.")

# The live page's link, once the game is over.
add_the_game = fixed("Add the game to BG Stats")

# Under the live page's code.
or_scan_the_code = fixed("Or scan the code with the phone where you keep your plays in BG Stats.")
