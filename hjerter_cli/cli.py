"""The `hjerter` command line (CLI.md): parse words, call the core, save, print."""

import os
import sys
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Annotated, Any, NamedTuple

import typer
from typer._click.exceptions import NoArgsIsHelpError  # typer's own copy of click
from typer._click.exceptions import UsageError as ParserError
from typer.core import TyperGroup

from hjerter_cli import __version__, store
from hjerter_cli.errors import HjerterError, RefusedError, UsageError
from hjerter_cli.game import (
    Game,
    Sheet,
    add_round,
    describe,
    edit_round,
    new_game,
    redo,
    require_open,
    require_round,
    sheet,
    undo,
)
from hjerter_cli.i18n import _, ngettext
from hjerter_cli.render import FORMATS, end_line, render, round_report, scores_text
from hjerter_cli.scoring import MoonChoiceNeeded, score_round
from hjerter_cli.settings import BONUS_CARDS, MOON_RULES, PASSINGS, SCORINGS, TIES, Settings
from hjerter_cli.tally import Tally, parse_tallies


class _Group(TyperGroup):
    """Turns every refusal into one sentence on stderr and its exit code: the one place."""

    def make_context(self, info_name: str | None, args: list[str], parent: Any = None, **extra: Any) -> Any:
        try:
            return super().make_context(info_name, args, parent, **extra)
        except NoArgsIsHelpError:
            raise  # a bare `hjerter` shows the help
        except ParserError as error:
            raise _refuse(_parser_sentence(error), error.exit_code) from None

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except HjerterError as error:
            raise _refuse(error.message, error.exit_code) from None
        except ParserError as error:
            raise _refuse(_parser_sentence(error), error.exit_code) from None


def _parser_sentence(error: ParserError) -> str:
    """An unknown option, a bad value or a missing argument, with where to read more."""
    command = error.ctx.command_path if error.ctx is not None else "hjerter"
    return _("{problem} (see '{command} -h').").format(problem=error.format_message().rstrip("."), command=command)


def _refuse(message: str, exit_code: int) -> typer.Exit:
    typer.echo(_("Error: {message}").format(message=message), err=True)
    return typer.Exit(exit_code)


app = typer.Typer(
    cls=_Group,
    help=_(
        "Score Hearts (Hjerterfri) at the table.\n\n"
        "Start with `hjerter new Ann Bo Cy Di`, enter each deal with `hjerter round 4 q 9 0` "
        "(hearts taken, q for whoever took the queen of spades), and see the sheet with `hjerter show`."
    ),
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def choices(*allowed: str) -> dict[str, Any]:
    """Option settings for a word from a fixed list: checked (a usage error), completed, shown in the help."""

    def check(value: str | None) -> str | None:
        if value is not None and value not in allowed:
            raise typer.BadParameter(
                _("{value!r} is not one of {allowed}.").format(value=value, allowed=", ".join(allowed))
            )
        return value

    def complete(incomplete: str) -> list[str]:
        return [word for word in allowed if word.startswith(incomplete)]

    return {"callback": check, "autocompletion": complete, "metavar": "[" + "|".join(allowed) + "]"}


# Completion ----------------------------------------------------------------------------------


def _ctx_value(ctx: typer.Context, name: str) -> Any:
    while ctx is not None:
        value = ctx.params.get(name)
        if value is not None:
            return value
        ctx = ctx.parent  # type: ignore[assignment]
    return None


def complete_game(ctx: typer.Context, incomplete: str) -> list[str]:
    """Saved game names, for --game and `use`."""
    try:
        base = store.data_dir(_data_dir(ctx, None))
        return [name for name in store.game_names(base) if name.startswith(incomplete)]
    except (HjerterError, OSError):
        return []


def complete_tally(ctx: typer.Context, incomplete: str) -> list[str]:
    """Player names as `NAME=`, for tallies."""
    if "=" in incomplete:
        return []
    try:
        file = _ctx_value(ctx, "file")
        ref = resolve_game(_data_dir(ctx, None), _ctx_value(ctx, "game"), Path(file) if file else None)
        game, _sheet = store.load(ref.path)
    except (HjerterError, OSError):
        return []
    wanted = incomplete.casefold()
    return [f"{player}=" for player in game.players if player.casefold().startswith(wanted)]


# Shared options --------------------------------------------------------------------------------

DataDirOption = Annotated[
    Path | None,
    typer.Option(
        "--data-dir",
        metavar="DIR",
        help=_("Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir)."),
        show_default=False,
    ),
]
GameOption = Annotated[
    str | None,
    typer.Option(
        "--game",
        "-g",
        metavar="NAME",
        help=_("The game to use (default: the current game)."),
        autocompletion=complete_game,
        show_default=False,
    ),
]
FileOption = Annotated[
    Path | None,
    typer.Option(
        "--file", "-f", metavar="PATH", help=_("A game file anywhere, instead of --game."), show_default=False
    ),
]
TallyArgument = Annotated[
    list[str] | None,
    typer.Argument(
        metavar="[TALLY]...",
        help=_("One [NAME=]ENTRY per player: hearts, then card letters q j t k a (e.g. 4 q 9 0). '-' reads stdin."),
        autocompletion=complete_tally,
        show_default=False,
    ),
]


class GameRef(NamedTuple):
    """Which game a command acts on: its file and the name it is shown by."""

    base: Path
    path: Path
    name: str


def resolve_game(data_dir: Path | None, game: str | None, file: Path | None) -> GameRef:
    """--game, --file or the current game; both at once is a usage error."""
    _one_of(game, file)
    base = store.data_dir(data_dir)
    if file is not None:
        return GameRef(base, file, file.stem)
    if game is None:
        game = store.current_name(base)
        if game is None:
            raise RefusedError(
                _(
                    "There is no current game; start one with `hjerter new NAME NAME NAME` "
                    "or pick one with `hjerter use NAME`."
                )
            )
    return GameRef(base, store.game_path(base, game), game)


def _one_of(game: str | None, file: Path | None) -> None:
    if game is not None and file is not None:
        raise UsageError(_("Use --game or --file, not both."))


def load_existing(ref: GameRef) -> tuple[Game, Sheet]:
    """Load a game, saying 'unknown game' in words a player understands."""
    if not ref.path.exists() and ref.path.parent == store.games_dir(ref.base):
        raise RefusedError(_("There is no game called {name}; see `hjerter list`.").format(name=ref.name))
    return store.load(ref.path)


def open_game(ref: GameRef) -> tuple[list[int] | None, Game, Sheet]:
    """Load a game to change it, remembering which version of the file was read."""
    seen = store.file_identity(ref.path)
    game, scored = load_existing(ref)
    return seen, game, scored


def latest(ref: GameRef, seen: list[int] | None, game: Game, scored: Sheet) -> tuple[Game, Sheet]:
    """Under the lock: the game as loaded, or read again if another shell saved it meanwhile."""
    if store.file_identity(ref.path) == seen:
        return game, scored
    return store.load(ref.path)


def _data_dir(ctx: typer.Context, data_dir: Path | None) -> Path | None:
    """The command's --data-dir, else the one given before the command."""
    if data_dir is not None:
        return data_dir
    given = _ctx_value(ctx, "data_dir")
    return Path(given) if given is not None else None


# Commands ------------------------------------------------------------------------------------------


def examples(*lines: str) -> str:
    """A help epilog: one example a line, kept as written (\\b stops the help from rewrapping it)."""
    return _("Examples:") + "\n\n\b\n" + "\n".join("  " + line for line in lines)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"hjerter {__version__}")
        raise typer.Exit()


@app.callback()
def main_options(
    data_dir: DataDirOption = None,
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help=_("Show the version and exit."))
    ] = False,
) -> None:
    """Score Hearts (Hjerterfri) at the table."""


@app.command(epilog=examples("hjerter new Ann Bo Cy Di", "hjerter new -g friday --moon minus --omnibus Ann Bo Cy"))
def new(
    ctx: typer.Context,
    players: Annotated[list[str], typer.Argument(help=_("3 to 6 players in seat order (clockwise)."))],
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
    data_dir: DataDirOption = None,
) -> None:
    """Start a game with 3 to 6 players in seat order; prints the table's rules and round 1."""
    if bonus_card is not None and not omnibus:
        raise UsageError(_("--bonus-card only counts with omnibus; add --omnibus."))
    settings = Settings(
        target=target,
        moon=moon,
        scoring=scoring,
        omnibus=omnibus,
        bonus_card=bonus_card or "jack",
        ten_of_clubs=ten_of_clubs,
        sun=sun,
        ties=ties,
        passing=passing,
        dealer=dealer or "",
        one_below=one_below,
    )
    created = new_game(players, settings)
    base = store.data_dir(_data_dir(ctx, data_dir))
    _one_of(game, file)
    if file is not None:
        ref = GameRef(base, file, file.stem)
    else:
        name = store.check_game_name(game) if game is not None else _free_name(base)
        store.make_dirs(base)
        ref = GameRef(base, store.game_path(base, name), name)
    taken = RefusedError(
        _("A game called {name} exists already; choose another name with --game.").format(name=ref.name)
    )
    if ref.path.exists():
        raise taken  # before the lock, so a refusal leaves no lock file either
    with store.locked(ref.path):
        if ref.path.exists():
            raise taken
        store.save(ref.path, created)
    if file is None:
        store.set_current(base, ref.name)
    typer.echo(_("New game {name}.").format(name=ref.name))
    for line in describe(created):
        typer.echo("  " + line)
    first = sheet(created)
    typer.echo(end_line(first))


def _free_name(base: Path) -> str:
    today = date.today().isoformat()
    taken = set(store.game_names(base))
    name, count = today, 1
    while name in taken:
        count += 1
        name = f"{today}-{count}"
    return name


def _build_tally(
    game: Game,
    words: list[str] | None,
    cards: dict[str, str | None],
    moon: str | None,
    sun: bool,
    totals: tuple[int, ...],
    number: int,
    preview: Callable[[Tally], str],
    dry_run: bool,
) -> Tally:
    """Tallies from words, stdin (`-`) or, on a terminal, questions (shown before saving)."""
    if words:
        if words == ["-"]:
            words = read_stdin_words()
        tally = parse_tallies(game.players, words, cards, moon, sun)
        return _with_moon_choice(game, tally, totals)
    if not is_terminal():
        raise RefusedError(
            _("No tallies given; write them after the command (e.g. 4 q 9 0) or pass '-' to read them from stdin.")
        )
    from hjerter_cli.prompt import ask_tally, ask_yes

    while True:
        tally = ask_tally(game, number, cards, moon, sun)
        try:
            tally = _with_moon_choice(game, tally, totals)
            report = preview(tally)
        except RefusedError as error:
            typer.echo(error.message + " " + _("Let's take the round again."))
            continue
        typer.echo(report)
        if dry_run or ask_yes(_("Save this round? [Y/n] "), default=True):
            return tally
        typer.echo(_("Nothing was saved."))
        raise typer.Exit(0)


def _with_moon_choice(game: Game, tally: Tally, totals: tuple[int, ...]) -> Tally:
    """Under `choose`, ask the shooter on a terminal when --moon is missing."""
    try:
        score_round(game.players, game.settings, tally, totals)
    except MoonChoiceNeeded as needed:
        if not is_terminal():
            raise
        from hjerter_cli.prompt import ask_moon_choice

        return Tally(tally.hearts, tally.cards, ask_moon_choice(game, needed.shooter), tally.sun)
    return tally


def is_terminal() -> bool:
    """Whether a person can be asked: standard input and output are a terminal."""
    return sys.stdin.isatty() and sys.stdout.isatty()


def read_stdin_words() -> list[str]:
    import shlex

    try:
        return shlex.split(sys.stdin.read())
    except ValueError as error:
        raise RefusedError(
            _("The tallies on standard input are not quoted right ({detail}).").format(detail=error)
        ) from error


MoonOption = Annotated[
    str | None,
    typer.Option(
        "--moon",
        help=_("How this round's moon counts, when the rule is choose."),
        show_default=False,
        **choices("plus", "minus"),
    ),
]
SunOption = Annotated[bool, typer.Option("--sun", help=_("The shooter took every trick."))]
DryRunOption = Annotated[bool, typer.Option("--dry-run", help=_("Show what the round would score; save nothing."))]


_WHO = _("Who took {card} (name or seat).")
QueenOption = Annotated[str | None, typer.Option(metavar="WHO", help=_WHO.format(card="Q♠"), show_default=False)]
BonusOption = Annotated[
    str | None, typer.Option(metavar="WHO", help=_WHO.format(card=_("the bonus card")), show_default=False)
]
TenOption = Annotated[str | None, typer.Option(metavar="WHO", help=_WHO.format(card="10♣"), show_default=False)]
KingOption = Annotated[str | None, typer.Option(metavar="WHO", help=_WHO.format(card="K♠"), show_default=False)]
AceOption = Annotated[str | None, typer.Option(metavar="WHO", help=_WHO.format(card="A♠"), show_default=False)]


def _enter_round(
    number: int | None,
    words: list[str] | None,
    cards: dict[str, str | None],
    moon: str | None,
    sun: bool,
    dry_run: bool,
    ref: GameRef,
) -> None:
    """`round` (number None: a new round) and `edit N`: build the tally, then score and save it."""
    seen, current, before = open_game(ref)
    if number is None:
        require_open(before)
        number = len(before.rounds) + 1

        def apply(game: Game, tally: Tally, scored: Sheet) -> tuple[Game, Sheet, int]:
            changed, after = add_round(game, tally, scored)
            return changed, after, len(after.rounds)  # another shell may have added rounds meanwhile

    else:
        require_round(current, number)
        edited = number

        def apply(game: Game, tally: Tally, scored: Sheet) -> tuple[Game, Sheet, int]:
            changed, after = edit_round(game, edited, tally)
            return changed, after, edited

    totals = before.rounds[number - 2].totals if number > 1 else tuple(0 for _p in current.players)

    def preview(tally: Tally) -> str:
        _changed, after, row = apply(current, tally, before)
        return round_report(after, after.rounds[row - 1])

    tally = _build_tally(current, words, cards, moon, sun, totals, number, preview, dry_run)
    if dry_run:
        typer.echo(_("Dry run, nothing saved:"))
        typer.echo(preview(tally))
        return
    with store.locked(ref.path):
        fresh, scored = latest(ref, seen, current, before)
        changed, after, row = apply(fresh, tally, scored)
        store.save(ref.path, changed)
    typer.echo(round_report(after, after.rounds[row - 1]))


@app.command(
    "round",
    epilog=examples(
        "hjerter round 4 q 9 0", "hjerter round Bo=13q Ann=0 Cy=0 Di=0 --moon minus", "echo '4 q 9 0' | hjerter round -"
    ),
)
def round_(
    ctx: typer.Context,
    tallies: TallyArgument = None,
    queen: QueenOption = None,
    bonus: BonusOption = None,
    ten: TenOption = None,
    king: KingOption = None,
    ace: AceOption = None,
    moon: MoonOption = None,
    sun: SunOption = False,
    dry_run: DryRunOption = False,
    game: GameOption = None,
    file: FileOption = None,
    data_dir: DataDirOption = None,
) -> None:
    """Enter one round's tallies; it is scored, saved, and the next round is announced."""
    cards = {"queen": queen, "bonus": bonus, "ten": ten, "king": king, "ace": ace}
    ref = resolve_game(_data_dir(ctx, data_dir), game, file)
    _enter_round(None, tallies, cards, moon, sun, dry_run, ref)


@app.command(epilog=examples("hjerter edit 3 4 q 9 0", "hjerter edit 2 Bo=13q Ann=0 Cy=0 Di=0"))
def edit(
    ctx: typer.Context,
    number: Annotated[int, typer.Argument(help=_("The round to replace."))],
    tallies: TallyArgument = None,
    queen: QueenOption = None,
    bonus: BonusOption = None,
    ten: TenOption = None,
    king: KingOption = None,
    ace: AceOption = None,
    moon: MoonOption = None,
    sun: SunOption = False,
    dry_run: DryRunOption = False,
    game: GameOption = None,
    file: FileOption = None,
    data_dir: DataDirOption = None,
) -> None:
    """Replace round N's tallies; later totals are recomputed."""
    cards = {"queen": queen, "bonus": bonus, "ten": ten, "king": king, "ace": ace}
    ref = resolve_game(_data_dir(ctx, data_dir), game, file)
    _enter_round(number, tallies, cards, moon, sun, dry_run, ref)


@app.command(
    epilog=examples("hjerter show", "hjerter show --format json | jq .totals", "hjerter show --format csv -o sheet.csv")
)
def show(
    ctx: typer.Context,
    format: Annotated[str, typer.Option("--format", help=_("How to show the sheet."), **choices(*FORMATS))] = "table",
    output: Annotated[
        Path | None,
        typer.Option("--output", "-o", metavar="PATH", help=_("Write the sheet to this file."), show_default=False),
    ] = None,
    game: GameOption = None,
    file: FileOption = None,
    data_dir: DataDirOption = None,
) -> None:
    """The score sheet: a row per round, running totals, the standing, what comes next."""
    ref = resolve_game(_data_dir(ctx, data_dir), game, file)
    _game, scored = load_existing(ref)
    terminal = output is None and sys.stdout.isatty()
    colour = terminal and not os.environ.get("NO_COLOR")
    text = render(scored, ref.name, format, terminal=terminal, colour=colour)
    if output is None:
        typer.echo(text, nl=False)
        return
    if output.is_dir():
        raise RefusedError(_("{path} is a folder; give a file name for --output.").format(path=output))
    store.write_atomic(output, text)
    typer.echo(_("Wrote the sheet to {path}.").format(path=output), err=True)


@app.command("undo", epilog=examples("hjerter undo"))
def undo_(ctx: typer.Context, game: GameOption = None, file: FileOption = None, data_dir: DataDirOption = None) -> None:
    """Remove the last round (redo puts it back)."""
    ref = resolve_game(_data_dir(ctx, data_dir), game, file)
    seen, current, before = open_game(ref)
    with store.locked(ref.path):
        current, before = latest(ref, seen, current, before)
        changed, _removed = undo(current)
        store.save(ref.path, changed)
    after = sheet(changed)
    typer.echo(
        _("Removed round {number}: {scores}").format(
            number=len(before.rounds), scores=scores_text(before, before.rounds[-1].score.scores)
        )
    )
    typer.echo(_("Totals: {totals}").format(totals=scores_text(after, after.totals)))
    typer.echo(end_line(after))


@app.command("redo", epilog=examples("hjerter redo"))
def redo_(ctx: typer.Context, game: GameOption = None, file: FileOption = None, data_dir: DataDirOption = None) -> None:
    """Put back the round undone last (until a new round is entered)."""
    ref = resolve_game(_data_dir(ctx, data_dir), game, file)
    seen, current, before = open_game(ref)
    with store.locked(ref.path):
        current, _before = latest(ref, seen, current, before)
        changed, _tally = redo(current)
        store.save(ref.path, changed)
    after = sheet(changed)
    typer.echo(_("Put back:"))
    typer.echo(round_report(after, after.rounds[-1]))


@app.command("list", epilog=examples("hjerter list", "hjerter list --format json"))
def list_(
    ctx: typer.Context,
    format: Annotated[
        str, typer.Option("--format", help=_("How to list them."), **choices("table", "text", "json"))
    ] = "table",
    data_dir: DataDirOption = None,
) -> None:
    """The saved games: name, players, rounds, status; the current one is marked."""
    base = store.data_dir(_data_dir(ctx, data_dir))
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


@app.command(epilog=examples("hjerter use friday"))
def use(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help=_("The game to make current."), autocompletion=complete_game)],
    data_dir: DataDirOption = None,
) -> None:
    """Make NAME the current game."""
    ref = resolve_game(_data_dir(ctx, data_dir), name, None)
    load_existing(ref)
    store.set_current(ref.base, name)
    typer.echo(_("{name} is now the current game.").format(name=name))


@app.command(epilog=examples("hjerter delete friday", "hjerter delete friday --yes"))
def delete(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help=_("The game to delete."), autocompletion=complete_game)],
    yes: Annotated[bool, typer.Option("--yes", "-y", help=_("Do not ask."))] = False,
    data_dir: DataDirOption = None,
) -> None:
    """Delete a saved game (asks first on a terminal; otherwise needs --yes)."""
    ref = resolve_game(_data_dir(ctx, data_dir), name, None)
    if not ref.path.exists():
        raise RefusedError(_("There is no game called {name}; see `hjerter list`.").format(name=name))
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


@app.command(epilog=examples("hjerter rules -g friday"))
def rules(ctx: typer.Context, game: GameOption = None, file: FileOption = None, data_dir: DataDirOption = None) -> None:
    """The game's settings in words: worth of a round and a moon, cards to remove, passing, the end."""
    ref = resolve_game(_data_dir(ctx, data_dir), game, file)
    current, scored = load_existing(ref)
    typer.echo(_("Rules of {name}:").format(name=ref.name))
    for line in describe(current):
        typer.echo("  " + line)
    typer.echo(end_line(scored))


def _command_word(words: list[str]) -> str | None:
    """The subcommand a command line names, unless the shell is still completing that word."""
    index = 0
    while index < len(words):
        word = words[index]
        if word == "--data-dir":
            index += 2
            continue
        if word.startswith("-"):
            return None  # --help, --version or a typo: every command may be needed
        still_typing = completing() and index == len(words) - 1
        return None if still_typing else word
    return None


def completing() -> bool:
    """Whether the shell is asking for completions."""
    return "_HJERTER_COMPLETE" in os.environ


def _words() -> list[str]:
    """The words after `hjerter`: from the command line, or from the shell asking for completions."""
    if not completing():
        return sys.argv[1:]
    line = os.environ.get("COMP_WORDS") or os.environ.get("_TYPER_COMPLETE_ARGS") or ""
    words = line.split(" ")
    if "COMP_CWORD" in os.environ:
        words = words[: int(os.environ["COMP_CWORD"]) + 1] if os.environ["COMP_CWORD"].isdigit() else words
    return words[1:]


def main() -> None:
    """The console script. Typer turns every registered command into a click command before it
    parses anything, which is most of hjerter's start-up; so only the named one is registered."""
    name = _command_word(_words())
    chosen = [info for info in app.registered_commands if _name_of(info) == name]
    if chosen:
        app.registered_commands = chosen
    app(prog_name="hjerter")


def _name_of(info: Any) -> str:
    return info.name or info.callback.__name__.replace("_", "-")
