"""What `list`, `use`, `delete` and `rename` say: a game's line on the shelf, which game is
current, what a game holds before it is deleted, and a renamed player."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hjerter_cli.errors import HjerterError, visible
from hjerter_cli.i18n import _, fixed, joined, ngettext
from hjerter_cli.render.refusals import say
from hjerter_cli.terminal import together


def only_in_conflict(count: int) -> str:
    return ngettext(
        "No game is counted yet: {count} is in conflict (named above); `hjerter club` lists its versions.",
        "No game is counted yet: {count} are in conflict (named above); `hjerter club` lists their versions.",
        count,
    ).format(count=count)


no_games = fixed("No saved games yet; start one with `hjerter new Ann Bo Cy Di`.")


def listed(entry: dict[str, Any], size: int) -> str:
    """One game's line of `list`: marked when current, its name, when it started, rounds, status, players."""
    mark = "*" if entry["current"] else " "
    name = together(visible(entry["name"])) + " " * (size - len(visible(entry["name"])))  # no raw controls
    if "damaged" in entry:
        return f"{mark} {name}  " + _("DAMAGED: {problem}").format(problem=say(entry["damaged"]))
    status = _status(entry["finished"], [together(name) for name in entry["winners"]])
    rounds = _rounds(entry["rounds"])
    started = together(entry["started"][:16].replace("T", " "))  # the day and the minute, in the game's own offset
    players = ", ".join(together(player) for player in entry["players"])
    if "pairs" in entry:
        players = _("{players}; pairs {pairs}").format(
            players=players, pairs=", ".join(together("+".join(pair)) for pair in entry["pairs"])
        )
    line = _("{mark} {name}  {started}  {rounds}  {status}  ({players})").format(
        mark=mark,
        name=name,
        started=started,
        players=players,
        rounds=" " * (10 - len(rounds)) + together(rounds),
        status=status,
    )
    return line + "  " + copy_of(entry["copy_of"]) if "copy_of" in entry else line


def copy_of(name: str) -> str:
    """The mark of a file that holds a copy of a game another file holds (counted once, by that one)."""
    return _("[a copy of {name}, counted once]").format(name=together(visible(name)))


def _rounds(count: int) -> str:
    return ngettext("{count} round", "{count} rounds", count).format(count=count)


def _status(finished: bool, winners: list[str]) -> str:
    return _("over, won by {winners}").format(winners=joined(winners)) if finished else _("in progress")


no_current_game = fixed("There is no current game; start one with `hjerter new` or pick one with `hjerter use NAME`.")


def current_game(name: str) -> str:
    return _("The current game is {name}.").format(name=visible(name))


def made_current(name: str) -> str:
    return _("{name} is now the current game.").format(name=name)


nothing_deleted = fixed("Nothing was deleted.")


def deleted(name: str) -> str:
    return _("Deleted {name}.").format(name=name)


def club_keeps_its_copy(name: str) -> str:
    return _("The club keeps its copy; `hjerter club remove {name}` removes it for every table.").format(name=name)


def delete_needs_yes(name: str) -> str:
    return _("Deleting {name} needs --yes when no one can be asked.").format(name=name)


def sure_to_delete(name: str, holds: str) -> str:
    return _("Delete the game {name} ({holds}) for good? [y/N] ").format(name=name, holds=holds)


def holds(players: Sequence[str], rounds: int, finished: bool, winners: list[str]) -> str:
    """What a game holds, in a few words: its players, its rounds, and whether it is over."""
    return f"{', '.join(players)}; {_rounds(rounds)}, {_status(finished, winners)}"


def holds_damaged(error: HjerterError) -> str:
    return _("damaged: {problem}").format(problem=say(error).rstrip("."))


def renamed(was: str, now: str) -> str:
    return _("{old} is now {new}.").format(old=was, new=now)
