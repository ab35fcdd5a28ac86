"""What `hjerter new` says: the new table's rules in words, a note when its target is reached in
a round or two, and what comes first; or why no game was made."""

from __future__ import annotations

from hjerter_cli.core.game import Game, sheet
from hjerter_cli.core.settings import round_worth
from hjerter_cli.i18n import _, fixed
from hjerter_cli.render.columns import wrapped
from hjerter_cli.render.rules import describe
from hjerter_cli.render.sentences import end_line

like_or_again = fixed("Use --like or --again, not both.")

name_the_players = fixed(
    "Name the players, 3 to 7 (5 to 12 with two packs) in seat order (e.g. hjerter new Ann Bo Cy Di)."
)

no_game_for_again = fixed("There is no current game for --again; name one with --like GAME.")


def announcement(name: str, created: Game, columns: int | None) -> str:
    """The new table's rules in words, a note when the target is reached in a round or two, round 1."""
    lines = [_("New game {name}.").format(name=name)]
    for line in describe(created):
        lines += wrapped(line, columns, indent="  ")
    if round_worth(created.settings) >= created.settings.target:
        note = _(
            "Note: a round is worth {worth} points, so a target of {target} is reached in a round or two; "
            "--target sets another."
        ).format(worth=round_worth(created.settings), target=created.settings.target)
        lines += wrapped(note, columns, indent="  ")
    lines += wrapped(end_line(sheet(created)), columns)
    return "\n".join(lines)
