"""Entering and taking back rounds: round, edit, undo, redo."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

import typer

from hjerter_cli.cli.options import (
    Commands,
    DataDirOption,
    FileOption,
    GameOption,
    argument,
    asks,
    bundled,
    choices,
    examples,
    is_terminal,
    naming,
    option,
    registrar,
    words_columns,
)
from hjerter_cli.cli.session import Session, session_of
from hjerter_cli.cli.stdin_rounds import read_stdin_rounds
from hjerter_cli.core.game import Game, Sheet, add_round, edit_round, redo, require_open, require_round, sheet, undo
from hjerter_cli.core.records import Record
from hjerter_cli.core.scoring import MoonChoiceNeeded, score_round
from hjerter_cli.core.settings import MOON_CHOICES, MoonChoice, check_moon_choice, hearts_total
from hjerter_cli.core.tally import CardOptions, Tally, parse_tallies
from hjerter_cli.errors import RefusedError, UsageError
from hjerter_cli.i18n import _
from hjerter_cli.render.sentences import round_report
from hjerter_cli.terminal import write

COMMANDS: Commands = {}
command = registrar(COMMANDS)

TallyArgument = Annotated[
    list[str] | None,
    asks(
        "tally",
        argument(
            metavar=_("[TALLY]..."),
            help=_("One [NAME=]ENTRY per player: hearts, then card letters q j t k a (e.g. 4 q 9 0). '-' reads stdin."),
        ),
    ),
]
MoonOption = Annotated[
    str | None,
    asks(
        "choice",
        option("--moon", help=_("How this round's moon counts, when the rule is choose."), **choices(*MOON_CHOICES)),
        game_option=True,
    ),
]
SunOption = Annotated[
    bool, asks("flag", typer.Option("--sun", help=_("The shooter took every trick.")), game_option=True)
]
NumberArgument = Annotated[int, typer.Argument(metavar=_("N"), help=_("The round to replace."))]
DryRunOption = Annotated[bool, typer.Option("--dry-run", help=_("Show what the round would score; save nothing."))]


def _card_option(card: str) -> Any:
    """--queen WHO and the other card options: offered at a Tab only where the game uses the card."""
    return naming(
        "card", metavar=_("WHO"), help=_("Who took {card} (name or seat).").format(card=card), game_option=True
    )


# Lists, so that a card given twice (--queen Ann --queen Bo) is seen and refused, not the last kept.
QueenOption = Annotated[list[str] | None, _card_option(_("Q♠"))]
BonusOption = Annotated[list[str] | None, _card_option(_("the bonus card"))]
TenOption = Annotated[list[str] | None, _card_option(_("10♣"))]
KingOption = Annotated[list[str] | None, _card_option(_("K♠"))]
AceOption = Annotated[list[str] | None, _card_option(_("A♠"))]


# A round's options after its tallies, in the order the help lists them: `round` and `edit` take them all.
ROUND_OPTIONS = [
    ("queen", QueenOption, None),
    ("bonus", BonusOption, None),
    ("ten", TenOption, None),
    ("king", KingOption, None),
    ("ace", AceOption, None),
    ("moon", MoonOption, None),
    ("sun", SunOption, False),
    ("dry_run", DryRunOption, False),
    ("game", GameOption, None),
    ("file", FileOption, None),
    ("data_dir", DataDirOption, None),
]
CARDS = ("queen", "bonus", "ten", "king", "ace")


def with_round_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """The command with a round's options in place of its keyword `entered` (a dict of them by name)."""
    return bundled(command, "entered", ROUND_OPTIONS)


def card_options(entered: dict[str, Any]) -> CardOptions:
    """--queen WHO and the others, each as often as it is given (checked against the game's
    packs by `check_card_options` once the game is read)."""
    return {card: tuple(entered[card] or ()) for card in CARDS}


def check_card_options(cards: CardOptions, copies: int) -> None:
    """Each card has exactly one taker (two with two packs): a card option given more often is refused."""
    for card, values in cards.items():
        if len(values) > copies:
            from hjerter_cli.render import said_rounds as said

            raise RefusedError(said.too_many_takers(card, list(values), copies))


class Ask(Record):
    """What a round's questions start from: the round's number, the totals before it, the old
    answers (edit), how to show a tally before saving it, and whether to save at all."""

    number: int
    totals: tuple[int, ...]
    old: Tally | None
    preview: Callable[[Tally], str]
    dry_run: bool


def _build_tally(
    game: Game, words: list[str] | None, cards: CardOptions, moon: MoonChoice | None, sun: bool, ask: Ask
) -> Tally:
    """Tallies from words, stdin (`-`: one round, for edit) or, on a terminal, questions (shown before saving)."""
    if words:
        if words == ["-"]:
            rounds = read_stdin_rounds(game, cards, moon, sun)
            if len(rounds) != 1:
                from hjerter_cli.render import said_rounds as said

                raise RefusedError(said.edit_takes_one(len(rounds)))
            return _with_moon_choice(game, rounds[0][1], ask.totals)
        settings = game.settings
        tally = parse_tallies(
            game.players, words, cards, moon, sun, hearts_total(settings), settings.decks, settings.bonus_card
        )
        return _with_moon_choice(game, tally, ask.totals)
    if not is_terminal():
        from hjerter_cli.render import said_rounds as said

        raise RefusedError(said.no_terminal_to_ask())
    return _ask_round(game, cards, moon, sun, ask)


def _ask_round(game: Game, cards: CardOptions, moon: MoonChoice | None, sun: bool, ask: Ask) -> Tally:
    """The round asked at a terminal, shown, and saved, corrected or dropped as the person says;
    `<` at "Save this round?" goes back to the question before it."""
    from hjerter_cli.cli.prompt import GoBack, ask_save, ask_tally
    from hjerter_cli.render import said_rounds as said

    questions = ask_tally(game, ask.number, cards, moon, sun, ask.old)
    while True:
        tally = questions.tally
        try:
            report = ask.preview(tally)
        except RefusedError as error:
            write(said.take_it_again(error))
            questions = ask_tally(game, ask.number, cards, moon, sun, tally)  # these answers offered
            continue
        write(report)
        if ask.dry_run:
            return tally
        try:
            choice = ask_save(can_go_back=True)
        except GoBack:
            questions.back()
            questions.finish()
            continue
        if choice == "save":
            return tally
        if choice == "correct":
            questions = ask_tally(game, ask.number, cards, moon, sun, tally)
            continue
        write(said.nothing_saved())
        raise typer.Exit(0)


def _with_moon_choice(game: Game, tally: Tally, totals: tuple[int, ...]) -> Tally:
    """Under `choose`, ask the shooter on a terminal when --moon is missing."""
    try:
        score_round(game.players, game.settings, tally, totals)
    except MoonChoiceNeeded as needed:
        if not is_terminal():
            raise
        from hjerter_cli.cli.prompt import ask_moon_choice

        choice = ask_moon_choice(game.players[needed.shooter], pairs=bool(game.settings.pairs))
        return Tally(tally.hearts, tally.cards, choice, tally.sun)
    return tally


def _apply_lines(rounds: list[tuple[int, Tally]], game: Game, scored: Sheet) -> tuple[Game, Sheet, int]:
    """Every line of `round -` on top of the rounds before it; all or nothing. The count of rounds added."""
    from hjerter_cli.render import said_rounds as said

    for line, tally in rounds:
        if scored.finished:
            raise RefusedError(said.over_after(line, len(scored.rounds)))
        try:
            game, scored = add_round(game, tally, scored)
        except RefusedError as error:
            raise RefusedError(said.line_refused(line, error)) from error
    return game, scored, len(rounds)


def _enter_lines(session: Session, cards: CardOptions, moon: MoonChoice | None, sun: bool, dry_run: bool) -> None:
    """`round -`: every line checked on top of the rounds before it, then all saved in one write."""
    from hjerter_cli.render import said_rounds as said

    current, before = session.load()
    check_card_options(cards, current.settings.decks)
    require_open(before)
    rounds = read_stdin_rounds(current, cards, moon, sun)
    _changed, after, _count = _apply_lines(rounds, current, before)  # refused before the lock is taken
    if dry_run:
        write(said.dry_run())
    else:
        _changed, after, _count = session.update(lambda game, scored: _apply_lines(rounds, game, scored))
    first = len(after.rounds) - len(rounds)
    columns = words_columns()
    reports = (round_report(after, row, row.number == len(after.rounds), columns) for row in after.rounds[first:])
    write("\n".join(reports))


class Moved(Exception):
    """Another shell saved a round while this one was being typed: it would land elsewhere."""

    def __init__(self, row: int) -> None:
        super().__init__(row)
        self.row = row


# How a round is put into a game: (game, tally, its sheet) -> (changed game, its sheet, the row).
Placing = Callable[[Game, Tally, Sheet], tuple[Game, Sheet, int]]


def _append(game: Game, tally: Tally, scored: Sheet) -> tuple[Game, Sheet, int]:
    changed, after = add_round(game, tally, scored)
    return changed, after, len(after.rounds)  # another shell may have added rounds meanwhile


def _replacing(number: int) -> Placing:
    def replace(game: Game, tally: Tally, scored: Sheet) -> tuple[Game, Sheet, int]:
        changed, after = edit_round(game, number, tally)
        return changed, after, number

    return replace


def _enter_round(session: Session, number: int | None, words: list[str] | None, entered: dict[str, Any]) -> None:
    """`round` (number None: a new round) and `edit N`: build the tally, then score and save it.
    What is said beside a round's report comes from render/said_rounds.py, loaded only where it
    is said: `round 4 q 9 0` saved says nothing more, and pays nothing for it."""
    cards, given_moon, sun, dry_run = card_options(entered), entered["moon"], entered["sun"], entered["dry_run"]
    moon = None if given_moon is None else check_moon_choice(given_moon)
    if words and "-" in words and len(words) > 1:
        from hjerter_cli.render import said_rounds as said

        raise UsageError(said.dash_alone())
    if number is None and words == ["-"]:
        _enter_lines(session, cards, moon, sun, dry_run)
        return
    current, before = session.load()
    check_card_options(cards, current.settings.decks)
    place: Placing
    if number is None:
        require_open(before)
        number, place = len(before.rounds) + 1, _append
    else:
        require_round(current, number)
        place = _replacing(number)

    def preview(tally: Tally) -> str:
        _changed, after, row = place(current, tally, before)
        return round_report(after, after.rounds[row - 1], columns=words_columns())

    totals = before.rounds[number - 2].totals if number > 1 else tuple(0 for _p in current.players)
    old = current.rounds[number - 1] if number <= len(current.rounds) else None  # edit offers the old answers
    if old is not None and old.from_sheet:
        old = None  # a round from a sheet has no tallies to offer
    tally = _build_tally(current, words, cards, moon, sun, Ask(number, totals, old, preview, dry_run))
    if dry_run:
        from hjerter_cli.render import said_rounds as said

        write(said.dry_run())
        write(preview(tally))
        return
    _save_round(session, place, tally, number, asked=not words)


def _save_round(session: Session, place: Placing, tally: Tally, number: int, asked: bool) -> None:
    """Save the round; when it was asked for and another shell saved a round meanwhile, ask again."""
    expected = number

    def placed(game: Game, scored: Sheet) -> tuple[Game, Sheet, int]:
        changed, after, row = place(game, tally, scored)
        if asked and row != expected:
            raise Moved(row)  # nothing saved: the person decides first
        return changed, after, row

    while True:
        try:
            _changed, after, row = session.update(placed)
            break
        except Moved as moved:
            _confirm_moved(moved.row)
            expected = moved.row
    if asked:  # the report was shown before saving: say it is saved, and what is next
        from hjerter_cli.render import said_rounds as said

        write(said.saved_as(row, after, words_columns()))
        return
    write(round_report(after, after.rounds[row - 1], columns=words_columns()))
    if row != number:
        from hjerter_cli.render import said_rounds as said

        write(said.moved(row))


def _confirm_moved(row: int) -> None:
    """The same deal may be in twice: ask before saving it as a later round."""
    from hjerter_cli.cli.prompt import ask_yes
    from hjerter_cli.render import said_rounds as said

    write(said.moved_while_typed(row))
    if not ask_yes(said.save_as_moved(row), default=False):
        write(said.nothing_saved())
        raise typer.Exit(0)


@command(
    "round",
    epilog=examples(
        "hjerter round 4 q 9 0", "hjerter round Bo=13q Ann=0 Cy=0 Di=0 --moon minus", "echo '4 q 9 0' | hjerter round -"
    ),
)
@with_round_options
def round_(ctx: typer.Context, tallies: TallyArgument = None, *, entered: dict[str, Any]) -> None:
    """Enter one round's tallies; it is scored, saved, and the next round is announced.

    With no tallies, at a terminal, hjerter asks for each player's hearts and each card's taker,
    shows the round and asks before saving. '-' reads rounds from standard input, one a line.
    """
    _enter_round(session_of(ctx), None, tallies, entered)


@command("edit", epilog=examples("hjerter edit 3 4 q 9 0", "hjerter edit 2 Bo=13q Ann=0 Cy=0 Di=0"))
@with_round_options
def edit(ctx: typer.Context, number: NumberArgument, tallies: TallyArgument = None, *, entered: dict[str, Any]) -> None:
    """Replace round N's tallies; later totals are recomputed."""
    _enter_round(session_of(ctx), number, tallies, entered)


def _saved_as(ctx: typer.Context, change: Callable[[Game], Game]) -> tuple[Sheet, Sheet]:
    """The game changed as `change` says (undo, redo) and saved: its sheets before and after."""

    def changed(current: Game, scored: Sheet) -> tuple[Game, Sheet, Sheet]:
        game = change(current)
        return game, sheet(game), scored

    _game, after, before = session_of(ctx).update(changed)
    return before, after


@command("undo", epilog=examples("hjerter undo"))
def undo_(ctx: typer.Context, game: GameOption = None, file: FileOption = None, data_dir: DataDirOption = None) -> None:
    """Remove the last round (redo puts it back)."""
    from hjerter_cli.render import said_rounds as said

    before, after = _saved_as(ctx, lambda current: undo(current)[0])
    write(said.undone(before, after, words_columns()), wrap=False)


@command("redo", epilog=examples("hjerter redo"))
def redo_(ctx: typer.Context, game: GameOption = None, file: FileOption = None, data_dir: DataDirOption = None) -> None:
    """Put back the round undone last (until a new round is entered)."""
    from hjerter_cli.render import said_rounds as said

    _before, after = _saved_as(ctx, lambda current: redo(current)[0])
    write(said.put_back())
    write(round_report(after, after.rounds[-1], columns=words_columns()))
