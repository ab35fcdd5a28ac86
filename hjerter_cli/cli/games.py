"""The games on the shelf: new, list, use, delete."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Annotated, Any

import typer

from hjerter_cli import store
from hjerter_cli.cli.options import (
    Commands,
    DataDirOption,
    FileOption,
    GameRef,
    choices,
    complete_game,
    examples,
    given_data_dir,
    is_terminal,
    load_existing,
    one_of,
    registrar,
    resolve_game,
    unknown_game,
)
from hjerter_cli.core.game import new_game, sheet
from hjerter_cli.core.settings import BONUS_CARDS, MOON_RULES, OMNIBUS_MOONS, PASSINGS, SCORINGS, TIES, Settings
from hjerter_cli.errors import RefusedError, StoreError, UsageError
from hjerter_cli.i18n import _, ngettext
from hjerter_cli.render.rules import describe
from hjerter_cli.render.words import end_line

COMMANDS: Commands = {}
command = registrar(COMMANDS)


@command("new", epilog=examples("hjerter new Ann Bo Cy Di", "hjerter new -g friday --moon minus --omnibus Ann Bo Cy"))
def new(
    ctx: typer.Context,
    players: Annotated[list[str], typer.Argument(help=_("3 to 7 players in seat order (clockwise)."))],
    game: Annotated[
        str | None,
        typer.Option(
            "--game", "-g", metavar="NAME", help=_("Name of the game (default: today's date)."), show_default=False
        ),
    ] = None,
    file: FileOption = None,
    target: Annotated[int, typer.Option(metavar="N", help=_("Score that ends the game (New Moon: 50)."))] = 100,
    moon: Annotated[str, typer.Option(help=_("How a moon counts."), **choices(*MOON_RULES))] = "plus",
    scoring: Annotated[str, typer.Option(help=_("Scoring scheme."), **choices(*SCORINGS))] = "standard",
    omnibus: Annotated[bool, typer.Option("--omnibus", help=_("The bonus card (J♦) is worth -10."))] = False,
    bonus_card: Annotated[
        str | None,
        typer.Option(help=_("The bonus card: jack (J♦) or ten (10♦)."), show_default=False, **choices(*BONUS_CARDS)),
    ] = None,
    omnibus_moon: Annotated[
        str | None,
        typer.Option(
            help=_("With --omnibus: does a moon need the bonus card (with-bonus) or not (without-bonus)?"),
            show_default=False,
            **choices(*OMNIBUS_MOONS),
        ),
    ] = None,
    ten_of_clubs: Annotated[
        bool, typer.Option("--ten-of-clubs", help=_("Klør ti: 10♣ doubles its taker's round."))
    ] = False,
    sun: Annotated[bool, typer.Option("--sun", help=_("A moon with every trick counts double."))] = False,
    ties: Annotated[str, typer.Option(help=_("Tied lowest totals at the end."), **choices(*TIES))] = "play-on",
    passing: Annotated[str, typer.Option(help=_("Pass cycle."), **choices(*PASSINGS))] = "standard",
    dealer: Annotated[
        str | None,
        typer.Option(metavar="NAME", help=_("Who deals round 1 (default: the first player)."), show_default=False),
    ] = None,
    one_below: Annotated[
        bool, typer.Option("--one-below", help=_("A player on target-1 plays without passing."))
    ] = False,
    exact_reset: Annotated[
        bool, typer.Option("--exact-reset", help=_("A total landing exactly on the target goes back to 0."))
    ] = False,
    data_dir: DataDirOption = None,
) -> None:
    """Start a game with 3 to 7 players in seat order; prints the table's rules and round 1."""
    store.lock_timeout()  # a bad HJERTER_LOCK_TIMEOUT is refused before anything is made
    for given, option in ((bonus_card, "--bonus-card"), (omnibus_moon, "--omnibus-moon")):
        if given is not None and not omnibus:
            raise UsageError(_("{option} only counts with omnibus; add --omnibus.").format(option=option))
    settings = Settings(
        target=target,
        moon=moon,
        scoring=scoring,
        omnibus=omnibus,
        bonus_card=bonus_card or "jack",
        omnibus_moon=omnibus_moon or "with-bonus",
        ten_of_clubs=ten_of_clubs,
        sun=sun,
        ties=ties,
        passing=passing,
        dealer=dealer or "",
        one_below=one_below,
        exact_reset=exact_reset,
    )
    created = new_game(players, settings)
    base = store.data_dir(given_data_dir(ctx, data_dir))
    one_of(game, file)
    if file is not None:
        ref = GameRef.of_file(base, file)
    else:
        name = store.check_game_name(game) if game is not None else _free_name(base)
        store.make_dirs(base)
        ref = GameRef(base, store.game_path(base, name), name)
    taken = RefusedError(
        _("A game called {name} exists already; choose another name with --game.").format(name=ref.name)
    )
    if store.exists(ref.path):
        raise taken  # before the lock, so a refusal leaves no lock file either
    with store.locked(ref.path, forget_if_missing=True):
        if store.exists(ref.path):
            raise taken
        store.save(ref.path, created)
    if file is None:
        try:
            store.set_current(base, ref.name)
        except StoreError as error:
            raise StoreError(
                _("The game {name} was saved, but it could not be made the current game: {problem}").format(
                    name=ref.name, problem=error.message
                )
            ) from error
    typer.echo(_("New game {name}.").format(name=ref.name))
    for line in describe(created):
        typer.echo("  " + line)
    typer.echo(end_line(sheet(created)))


def _free_name(base: Path) -> str:
    today = date.today().isoformat()
    taken = set(store.game_names(base))
    name, count = today, 1
    while name in taken:
        count += 1
        name = f"{today}-{count}"
    return name


@command("list", epilog=examples("hjerter list", "hjerter list --format json"))
def list_(
    ctx: typer.Context,
    format: Annotated[
        str, typer.Option("--format", help=_("How to list them."), **choices("table", "text", "json"))
    ] = "table",
    data_dir: DataDirOption = None,
) -> None:
    """The saved games: name, players, rounds, status; the current one is marked."""
    base = store.data_dir(given_data_dir(ctx, data_dir))
    current = store.current_name(base)
    entries = [{**entry, "current": entry["name"] == current} for entry in store.summaries(base)]
    if format == "json":
        import json

        keys = ("name", "players", "rounds", "finished", "winners", "current", "damaged")
        blank: dict[str, Any] = {"players": [], "rounds": None, "finished": None, "winners": []}
        shown = [{key: {**blank, **entry}[key] for key in keys if key in {**blank, **entry}} for entry in entries]
        typer.echo(json.dumps(shown, ensure_ascii=False, indent=2))
        return
    if not entries:
        typer.echo(_("No saved games yet; start one with `hjerter new Ann Bo Cy Di`."))
        return
    size = max(len(entry["name"]) for entry in entries)
    for entry in entries:
        mark = "*" if entry["current"] else " "
        name = entry["name"].ljust(size)
        if "damaged" in entry:
            typer.echo(f"{mark} {name}  " + _("DAMAGED: {problem}").format(problem=entry["damaged"]))
            continue
        if entry["finished"]:
            status = _("over, won by {winners}").format(winners=" & ".join(entry["winners"]))
        else:
            status = _("in progress")
        rounds = ngettext("{count} round", "{count} rounds", entry["rounds"]).format(count=entry["rounds"])
        typer.echo(
            _("{mark} {name}  {rounds}  {status}  ({players})").format(
                mark=mark, name=name, players=", ".join(entry["players"]), rounds=rounds.rjust(10), status=status
            )
        )


@command("use", epilog=examples("hjerter use friday"))
def use(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help=_("The game to make current."), autocompletion=complete_game)],
    data_dir: DataDirOption = None,
) -> None:
    """Make NAME the current game."""
    ref = resolve_game(given_data_dir(ctx, data_dir), name, None)
    name = ref.name
    load_existing(ref)
    store.set_current(ref.base, name)
    typer.echo(_("{name} is now the current game.").format(name=name))


@command("delete", epilog=examples("hjerter delete friday", "hjerter delete friday --yes"))
def delete(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help=_("The game to delete."), autocompletion=complete_game)],
    yes: Annotated[bool, typer.Option("--yes", "-y", help=_("Do not ask."))] = False,
    data_dir: DataDirOption = None,
) -> None:
    """Delete a saved game (asks first on a terminal; otherwise needs --yes)."""
    ref = resolve_game(given_data_dir(ctx, data_dir), name, None)
    name = ref.name
    if not store.exists(ref.path):
        raise unknown_game(name)
    if not yes:
        if not is_terminal():
            raise RefusedError(_("Deleting {name} needs --yes when no one can be asked.").format(name=name))
        try:
            answer = input(_("Delete the game {name} for good? [y/N] ").format(name=name))
        except (EOFError, KeyboardInterrupt):
            answer = ""
        if answer.strip().lower() not in ("y", "yes", "j", "ja"):
            raise RefusedError(_("Nothing was deleted."))
    with store.locked(ref.path):
        for path in (ref.path, store.backup_path(ref.path), store.lock_path(ref.path)):
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except OSError as error:
                raise store.StoreError(
                    _("Could not delete {path} ({reason}).").format(path=path, reason=error.strerror)
                ) from error
    if store.current_name(ref.base) == name:
        store.set_current(ref.base, None)
    typer.echo(_("Deleted {name}.").format(name=name))
