"""A game: players, settings and the rounds' tallies; everything else is derived from them."""

from __future__ import annotations

from typing import NamedTuple

from hjerter_cli.errors import RefusedError
from hjerter_cli.i18n import _
from hjerter_cli.scoring import RoundScore, game_winners, score_round
from hjerter_cli.settings import (
    Settings,
    card_label,
    cards_in_use,
    check_players,
    check_settings,
    moon_worth,
    round_worth,
)
from hjerter_cli.tally import Tally

PASS_CYCLES = {
    ("standard", 3): ("left", "right", "hold"),
    ("standard", 4): ("left", "right", "across", "hold"),
    ("standard", 5): ("left", "right", "left-2", "right-2", "hold"),
    ("standard", 6): ("left", "right", "left-2", "right-2", "across", "hold"),
}
OTHER_CYCLES = {"left-right-hold": ("left", "right", "hold"), "left": ("left",), "none": ("hold",)}

# Cards taken out so that the deal comes out even; hearts and the scoring cards always stay.
REMOVED_CARDS = {3: ("2♦",), 4: (), 5: ("2♦", "2♣"), 6: ("2♦", "3♦", "2♣", "3♣")}


class Game(NamedTuple):
    """The facts of a game: what is stored. Scores, totals and the end are derived by `sheet`."""

    players: tuple[str, ...]
    settings: Settings
    rounds: tuple[Tally, ...] = ()
    redo: tuple[Tally, ...] = ()  # undone rounds, the next one to put back last


class ScoredRound(NamedTuple):
    """One row of the sheet."""

    number: int
    pass_direction: str
    dealer: int
    tally: Tally
    score: RoundScore
    totals: tuple[int, ...]


class NextRound(NamedTuple):
    """What the table does next: round number, pass direction, dealer, who may not pass."""

    number: int
    pass_direction: str
    dealer: int
    no_pass: tuple[int, ...]


class Sheet(NamedTuple):
    """Everything the score sheet shows, derived from a Game."""

    game: Game
    rounds: tuple[ScoredRound, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    next: NextRound | None

    @property
    def finished(self) -> bool:
        """Whether the game is over."""
        return self.next is None


def new_game(players: list[str] | tuple[str, ...], settings: Settings = Settings()) -> Game:
    """A game with no rounds yet; refuses bad names and nonsense settings."""
    names = check_players(players)
    return Game(names, check_settings(settings, names))


def pass_direction(settings: Settings, player_count: int, number: int) -> str:
    """The pass for round `number` (1-based), cycling from round 1."""
    cycle = pass_cycle(settings, player_count)
    return cycle[(number - 1) % len(cycle)]


def dealer_seat(game: Game, number: int) -> int:
    """The dealer of round `number`: the first dealer, then one seat to the left each round."""
    first = game.players.index(game.settings.dealer) if game.settings.dealer in game.players else 0
    return (first + number - 1) % len(game.players)


def sheet(game: Game, known: Sheet | None = None) -> Sheet:
    """Score every round in order; refuses a game whose rounds break the rules or go on past its end.

    `known`, the sheet of this game's first rounds, spares scoring those again.
    """
    totals = known.totals if known is not None else tuple(0 for _player in game.players)
    scored: list[ScoredRound] = list(known.rounds) if known is not None else []
    winners: tuple[int, ...] | None = known.winners if known is not None and known.finished else None
    for number, tally in enumerate(game.rounds[len(scored) :], start=len(scored) + 1):
        if winners is not None:
            raise RefusedError(
                _("The game was over after round {number}, so round {later} cannot follow it.").format(
                    number=number - 1, later=number
                )
            )
        try:
            score = score_round(game.players, game.settings, tally, totals)
        except RefusedError as error:
            raise RefusedError(_("Round {number}: {problem}").format(number=number, problem=error.message)) from error
        totals = tuple(a + b for a, b in zip(totals, score.scores))
        scored.append(
            ScoredRound(
                number,
                pass_direction(game.settings, len(game.players), number),
                dealer_seat(game, number),
                tally,
                score,
                totals,
            )
        )
        winners = game_winners(game.settings, totals)
    following = None
    if winners is None:
        number = len(game.rounds) + 1
        no_pass: tuple[int, ...] = ()
        if game.settings.one_below:
            no_pass = tuple(s for s, total in enumerate(totals) if total == game.settings.target - 1)
        following = NextRound(
            number,
            pass_direction(game.settings, len(game.players), number),
            dealer_seat(game, number),
            no_pass,
        )
    return Sheet(game, tuple(scored), totals, winners or (), following)


def require_open(scored: Sheet) -> None:
    """Refuse to go on with a game that is over."""
    if scored.finished:
        raise RefusedError(
            _("This game is over ({winners} won); undo or edit a round to reopen it, or start a new game.").format(
                winners=" & ".join(scored.game.players[s] for s in scored.winners)
            )
        )


def require_round(game: Game, number: int) -> None:
    """Refuse a round number the game does not have."""
    if 1 <= number <= len(game.rounds):
        return
    if not game.rounds:
        raise RefusedError(_("There is no round {number}; this game has no rounds yet.").format(number=number))
    raise RefusedError(
        _("There is no round {number}; this game has rounds 1 to {last}.").format(number=number, last=len(game.rounds))
    )


def add_round(game: Game, tally: Tally, before: Sheet | None = None) -> tuple[Game, Sheet]:
    """Score and append a round; refused when the game is over or the tally breaks the rules.

    `before`, the game's sheet if the caller has it, spares scoring the earlier rounds again.
    """
    before = before if before is not None else sheet(game)
    require_open(before)
    score_round(game.players, game.settings, tally, before.totals)
    changed = game._replace(rounds=game.rounds + (tally,), redo=())
    return changed, sheet(changed, before)


def undo(game: Game) -> tuple[Game, Tally]:
    """Remove the last round; it can be put back with redo until a new round is entered."""
    if not game.rounds:
        raise RefusedError(_("There is no round to undo; this game has no rounds yet."))
    last = game.rounds[-1]
    return game._replace(rounds=game.rounds[:-1], redo=game.redo + (last,)), last


def redo(game: Game) -> tuple[Game, Tally]:
    """Put back the round undone last."""
    if not game.redo:
        raise RefusedError(_("There is nothing to redo; only an undone round can be put back."))
    tally = game.redo[-1]
    changed = game._replace(rounds=game.rounds + (tally,), redo=game.redo[:-1])
    sheet(changed)  # an edit since the undo may have ended the game before it
    return changed, tally


def edit_round(game: Game, number: int, tally: Tally) -> tuple[Game, Sheet]:
    """Replace round `number`'s tallies and recompute; refused when the game would end early."""
    require_round(game, number)
    before = sheet(game._replace(rounds=game.rounds[: number - 1]))
    score_round(game.players, game.settings, tally, before.totals)
    rounds = game.rounds[: number - 1] + (tally,) + game.rounds[number:]
    changed = game._replace(rounds=rounds)
    try:
        return changed, sheet(changed)
    except RefusedError as error:
        raise RefusedError(
            _("That edit would end the game before its last round; undo the later rounds first. ({problem})").format(
                problem=error.message
            )
        ) from error


def pass_cycle(settings: Settings, player_count: int) -> tuple[str, ...]:
    """The pass directions in order, for the table description."""
    return PASS_CYCLES.get((settings.passing, player_count)) or OTHER_CYCLES[settings.passing]


def describe(game: Game) -> list[str]:
    """The table in words, for `new` and `rules`: cards, worth, moon, passing, end."""
    settings = game.settings
    count = len(game.players)
    lines = [
        _("{count} players: {players}; {dealer} deals first.").format(
            count=count, players=", ".join(game.players), dealer=settings.dealer
        )
    ]
    removed = REMOVED_CARDS[count]
    if removed:
        lines.append(
            _("Remove {cards} from the deck: {each} cards each.").format(
                cards=", ".join(removed), each=(52 - len(removed)) // count
            )
        )
    else:
        lines.append(_("Deal the whole deck: 13 cards each."))
    scoring_words = {
        "standard": _("Scoring: standard, 1 point a heart, 13 for Q♠."),
        "by-value": _("Scoring: by value (Hjerter efter værdi), hearts by rank 2 to 14 (A), 25 for Q♠."),
        "black-maria": _("Scoring: Sorte Maria, 1 point a heart, 13 for Q♠, 10 for K♠, 7 for A♠."),
    }
    lines.append(scoring_words[settings.scoring])
    if settings.omnibus:
        lines.append(
            _("Omnibus: {card} is a bonus card worth -10 to its taker.").format(card=card_label(settings, "bonus"))
        )
    if settings.ten_of_clubs:
        lines.append(_("Klør ti: the round score of whoever takes 10♣ is doubled, as the last step."))
    lines.append(
        _("A round is worth {worth} points in all; each round, say who took {cards}.").format(
            worth=round_worth(settings),
            cards=", ".join(card_label(settings, card) for card in cards_in_use(settings)),
        )
    )
    lines.append(_describe_moon(settings))
    cycle = pass_cycle(settings, count)
    lines.append(_("Passing: {cycle}, then again from the start.").format(cycle=", ".join(cycle)))
    ending = _("The game ends when a total reaches {target} and the lowest total is held alone: that player wins.")
    lines.append(ending.format(target=settings.target))
    if settings.ties == "share":
        lines.append(_("Tied lowest totals at the end share the win."))
    else:
        lines.append(_("Tied lowest totals at the end play another round."))
    if settings.one_below:
        lines.append(
            _("One below: a player on exactly {total} plays the next round without passing.").format(
                total=settings.target - 1
            )
        )
    return lines


def _describe_moon(settings: Settings) -> str:
    worth = moon_worth(settings)
    if worth is None:
        return _("Sorte Maria has no moon, so the moon rule ({rule}) has no effect.").format(rule=settings.moon)
    taking = _("all hearts and Q♠")
    if settings.omnibus:
        taking = _("all hearts, Q♠ and {card}").format(card=card_label(settings, "bonus"))
    words = {
        "plus": _("the others get +{worth} each, the shooter 0"),
        "minus": _("the shooter gets -{worth} (Træk månen fra), the others 0"),
        "off": _("nothing special: the raw points stand"),
        "choose": _("the shooter chooses: -{worth} to themselves or +{worth} to everyone else (Skyderen vælger selv)"),
        "auto": _(
            "the others get +{worth}, unless that ends the game with someone else winning: "
            "then the shooter gets -{worth}"
        ),
    }[settings.moon].format(worth=worth)
    line = _("Shooting the moon (taking {taking}): {words}.").format(taking=taking, words=words)
    if settings.sun:
        line += " " + _("A sun (every trick) counts double: {worth}.").format(worth=worth * 2)
    return line
