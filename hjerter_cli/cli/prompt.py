"""Asking a round's tallies at a terminal, one question at a time, again on a wrong answer."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from hjerter_cli.core.game import Game, dealer_seat, pass_direction
from hjerter_cli.core.scoring import can_still_deal, may_be_sun, moon_shooter
from hjerter_cli.core.settings import Settings, card_label, cards_in_use, hearts_total
from hjerter_cli.core.tally import Tally, parse_who
from hjerter_cli.errors import Cancelled, RefusedError
from hjerter_cli.i18n import _
from hjerter_cli.render.words import pass_words

Answer = TypeVar("Answer")


def ask(question: str) -> str:
    """One answer; Ctrl-C and Ctrl-D cancel the whole round."""
    try:
        return input(question)
    except (EOFError, KeyboardInterrupt):
        print()
        raise Cancelled(_("Cancelled; the game is unchanged.")) from None


def ask_until(question: str, answer_to_value: Callable[[str], Answer]) -> Answer:
    """Ask until `answer_to_value` accepts the answer; its RefusedError's message is shown."""
    while True:
        answer = ask(question)
        try:
            return answer_to_value(answer.strip())
        except RefusedError as error:
            print("  " + error.message)


def _hearts_reader(settings: Settings, player: str, taken: tuple[int, ...], players_after: int) -> Callable[[str], int]:
    left = hearts_total(settings) - sum(taken)
    last = players_after == 0

    def read(answer: str) -> int:
        if last and answer == "":
            return left
        if not (answer.isascii() and answer.isdigit()) or len(answer) > 6:
            raise RefusedError(_("Type a whole number from 0 to {most}.").format(most=left))
        value = int(answer)
        if value > left:
            raise RefusedError(
                _("{player} cannot have {value}: only {left} left to hand out.").format(
                    player=player, value=value, left=left
                )
            )
        if last and value != left:
            raise RefusedError(_("The last player takes the {left} left.").format(left=left))
        if not can_still_deal(settings, taken + (value,), players_after):
            raise RefusedError(_("No set of hearts is worth {value}.").format(value=value))
        return value

    return read


def _taker_reader(players: tuple[str, ...], label: str) -> Callable[[str], int]:
    def read(answer: str) -> int:
        return parse_who(players, answer, label)

    return read


def ask_tally(
    game: Game,
    number: int,
    preset_cards: dict[str, str | None],
    moon_choice: str | None,
    sun: bool,
) -> Tally:
    """Each player's hearts, showing what is left, then who took each card in use."""
    settings = game.settings
    by_value = settings.scoring == "by-value"
    total = hearts_total(settings)
    count = len(game.players)
    print(
        _("Round {number}: {passing}, {dealer} deals.").format(
            number=number,
            passing=pass_words(pass_direction(settings, len(game.players), number)),
            dealer=game.players[dealer_seat(game, number)],
        )
    )
    hearts: list[int] = []
    for seat, player in enumerate(game.players):
        left = total - sum(hearts)
        last = seat == count - 1
        if by_value:
            question = _("{player}'s hearts by value ({left} left): ").format(player=player, left=left)
        else:
            question = _("{player}'s hearts ({left} left): ").format(player=player, left=left)
        if last:
            question = question.rstrip(": ") + _(" [{left}]: ").format(left=left)
        hearts.append(ask_until(question, _hearts_reader(settings, player, tuple(hearts), count - seat - 1)))
    cards: list[tuple[str, int]] = []
    seats = ", ".join(f"{seat} {player}" for seat, player in enumerate(game.players, start=1))
    for card in cards_in_use(settings):
        label = card_label(settings, card)
        preset = preset_cards.get(card)
        if preset is not None:
            cards.append((card, parse_who(game.players, preset, label)))
            continue
        question = _("Who took {card}? ({seats}): ").format(card=label, seats=seats)
        taker = ask_until(question, _taker_reader(game.players, label))
        cards.append((card, taker))
    tally = Tally(tuple(hearts), tuple(cards), moon_choice, sun)
    shooter = moon_shooter(settings, tally)
    if shooter is not None and not sun and may_be_sun(settings, tally):
        question = _("Did {player} take every trick (the sun)? [y/N] ").format(player=game.players[shooter])
        if ask_yes(question, default=False):
            tally = Tally(tally.hearts, tally.cards, moon_choice, True)
    return tally


def ask_moon_choice(game: Game, shooter: int) -> str:
    """Under `choose`, the shooter says how this moon counts."""
    player = game.players[shooter]

    def read(answer: str) -> str:
        word = answer.lower()
        if word in ("plus", "p", "+"):
            return "plus"
        if word in ("minus", "m", "-"):
            return "minus"
        raise RefusedError(_("Answer plus or minus."))

    question = _("{player} shot the moon: plus (everyone else gets it) or minus ({player} takes it off)? ").format(
        player=player
    )
    return ask_until(question, read)


def ask_yes(question: str, default: bool) -> bool:
    """A yes/no question; Enter takes the default."""

    def read(answer: str) -> bool:
        word = answer.lower()
        if word == "":
            return default
        if word in ("y", "yes", "j", "ja"):
            return True
        if word in ("n", "no", "nej"):
            return False
        raise RefusedError(_("Answer y or n."))

    return ask_until(question, read)
