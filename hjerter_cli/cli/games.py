"""The games on the shelf: list, use, delete, rename."""

from __future__ import annotations

import os
from typing import Annotated, Any

import typer

from hjerter_cli.cli.counting import answered, summaries, with_counting_options
from hjerter_cli.cli.options import (
    Commands,
    DataDirOption,
    FileOption,
    GameOption,
    argument,
    asks,
    examples,
    is_terminal,
    registrar,
)
from hjerter_cli.cli.session import GameRef, load_existing, session_of, unknown_game
from hjerter_cli.core.game import Game, Sheet, rename_player, sheet
from hjerter_cli.core.settings import (
    find_seat,
)
from hjerter_cli.errors import HjerterError, RefusedError, visible
from hjerter_cli.i18n import _
from hjerter_cli.render import said_games as said
from hjerter_cli.render.refusals import say
from hjerter_cli.store import gamefile, paths
from hjerter_cli.terminal import write

COMMANDS: Commands = {}
command = registrar(COMMANDS)


@command("list", epilog=examples("hjerter list", "hjerter list --format json"))
@with_counting_options(
    help=_("How to list them."), formats=("table", "text", "json"), without=("games", "player", "since", "until")
)
def list_(ctx: typer.Context, *, shown: dict[str, Any]) -> None:
    """The saved games, a line each: * for the current game, its name, when it started (the day and
    the minute), how many rounds it has, whether it is in progress or who won it, and its players."""
    session = session_of(ctx)
    session.no_game_before("list")
    current = paths.current_name(session.base)
    format, mine = shown["format"], shown["mine"]
    answered(session.base, ("list", format, current, mine), mine, lambda: _list(session.base, format, current, mine))


def _list(base: Any, format: str, current: str | None, mine: bool) -> None:
    entries = [{**entry, "current": entry["name"] == current} for entry in summaries(base, mine)]
    for entry in entries:
        if "record" in entry:
            entry["started"] = entry["record"]["started"]
            if entry["record"]["pairs"]:  # partners, by name in seat order
                entry["pairs"] = [[entry["players"][seat] for seat in pair] for pair in entry["record"]["pairs"]]
    if format == "json":
        from hjerter_cli.formats.jsontext import dumps

        keys = (
            "name",
            "players",
            "pairs",
            "rounds",
            "finished",
            "winners",
            "started",
            "current",
            "where",
            "copy_of",
            "damaged",
        )
        blank: dict[str, Any] = {"players": [], "rounds": None, "finished": None, "winners": [], "started": None}
        for entry in entries:
            if "damaged" in entry:
                entry["damaged"] = say(entry["damaged"])
        by_name = sorted(entries, key=lambda entry: entry["name"])  # the club's and the copies among the others
        shown = [{key: {**blank, **entry}[key] for key in keys if key in {**blank, **entry}} for entry in by_name]
        write(dumps(shown, indent=2), wrap=False)
        return
    if not entries:
        from hjerter_cli.store.counting import conflicted

        held = conflicted(base, mine)  # named on standard error already: no "no games yet" then
        write(said.only_in_conflict(held) if held else said.no_games())
        return
    size = max(len(visible(entry["name"])) for entry in entries)
    write("\n".join([said.listed(entry, size) for entry in _newest_first(entries)]))  # one write, however many


def _newest_first(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The table's order: the game started last first (by the instant, whatever its offset), then by
    name; a game whose start cannot be read (a damaged file) after the others."""
    from datetime import datetime

    def instant(entry: dict[str, Any]) -> float:
        try:
            return -datetime.fromisoformat(entry["started"]).timestamp()
        except (KeyError, TypeError, ValueError):
            return float("inf")

    return sorted(entries, key=lambda entry: (instant(entry), entry["name"]))


@command("use", epilog=examples("hjerter use friday", "hjerter use"))
def use(
    ctx: typer.Context,
    name: Annotated[
        str | None,
        asks("game", argument(metavar=_("NAME"), help=_("The game to make current."))),
    ] = None,
    data_dir: DataDirOption = None,
) -> None:
    """Make NAME the current game; without NAME, say which game is current."""
    session = session_of(ctx)
    session.no_game_before("use")
    if name is None:
        current = paths.current_name(session.base)
        if current is None:
            write(said.no_current_game())
        else:
            write(said.current_game(current))
        return
    ref = session.resolve(name, None)
    name = ref.name
    load_existing(ref)
    session.make_current(name)
    write(said.made_current(name))


@command("delete", epilog=examples("hjerter delete friday", "hjerter delete friday --yes"))
def delete(
    ctx: typer.Context,
    name: Annotated[str, asks("game", typer.Argument(metavar=_("NAME"), help=_("The game to delete.")))],
    yes: Annotated[bool, typer.Option("--yes", "-y", help=_("Do not ask."))] = False,
    data_dir: DataDirOption = None,
) -> None:
    """Delete a saved game (asks first on a terminal; otherwise needs --yes)."""
    session = session_of(ctx)
    session.no_game_before("delete")
    ref = session.resolve(name, None)
    name = ref.name
    if not paths.exists(ref.path):
        raise unknown_game(name)
    if not yes and not _sure_to_delete(ref):
        write(said.nothing_deleted())
        return
    session.delete(ref)
    if paths.current_name(ref.base) == name:
        session.make_current(None)
    write(said.deleted(name))
    if os.environ.get("HJERTER_CLUB") or os.path.exists(os.path.join(ref.base, "club")):
        write(said.club_keeps_its_copy(name))


def _sure_to_delete(ref: GameRef) -> bool:
    """Whether the person at the terminal says yes, told what the game holds; without one, --yes
    is needed."""
    if not is_terminal():
        raise RefusedError(said.delete_needs_yes(ref.name))
    from hjerter_cli.cli.prompt import ask_yes

    return ask_yes(said.sure_to_delete(ref.name, _holds(ref)), False)


def _holds(ref: GameRef) -> str:
    """What a game holds, in a few words: its players, its rounds, and whether it is over."""
    try:
        game, scored = gamefile.load(ref.path)
    except HjerterError as error:
        return said.holds_damaged(error)
    winners = [game.players[seat] for seat in scored.winners]
    return said.holds(game.players, len(scored.rounds), scored.finished, winners)


@command("rename", epilog=examples("hjerter rename Ann Anne", "hjerter rename -g friday bo Bo"))
def rename(
    ctx: typer.Context,
    old: Annotated[str, asks("player", typer.Argument(metavar=_("OLD"), help=_("The player's name now.")))],
    new: Annotated[str, typer.Argument(metavar=_("NEW"), help=_("The name to give the player."))],
    game: GameOption = None,
    file: FileOption = None,
    data_dir: DataDirOption = None,
) -> None:
    """Rename a player of the game; the rounds stay as they are (undo does not undo a rename)."""

    def renamed(current: Game, _scored: Sheet) -> tuple[Game, Sheet, tuple[str, str]]:
        changed = rename_player(current, old, new)  # refused when nobody is called `old`
        seat = find_seat(current.players, old)
        assert seat is not None
        return changed, sheet(changed), (current.players[seat], changed.players[seat])

    _changed, _after, (was, now) = session_of(ctx).update(renamed)
    write(said.renamed(was, now))
