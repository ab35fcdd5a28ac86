"""Asking a round's tallies at a terminal, one question at a time, again on a wrong answer.

Line editing where the platform has readline; `<` goes back a question; a whole entry (`4q`)
is taken at the hearts question; a question with only one possible answer is not asked; `edit`
offers the old answers, Enter keeping them.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from typing import TypeVar

from hjerter_cli.core.game import Game, dealer_seat, pass_direction
from hjerter_cli.core.scoring import can_still_deal, may_be_sun, moon_shooter
from hjerter_cli.core.settings import MoonChoice, Settings, card_label, cards_in_use, hearts_total
from hjerter_cli.core.tally import CardOptions, Tally, parse_entry, parse_who
from hjerter_cli.errors import Cancelled, RefusedError
from hjerter_cli.i18n import _
from hjerter_cli.render.words import pass_words

with suppress(ImportError):  # line editing and arrow keys for input(), where the platform has it
    import readline  # noqa: F401

Answer = TypeVar("Answer")
BACK = "<"


class GoBack(Exception):
    """The person typed `<`: back to the question before."""


def ask(question: str) -> str:
    """One answer; Ctrl-C and Ctrl-D cancel the whole round."""
    try:
        return input(question)
    except (EOFError, KeyboardInterrupt):
        print()
        raise Cancelled(_("Cancelled; the game is unchanged.")) from None


def ask_until(question: str, answer_to_value: Callable[[str], Answer], can_go_back: bool = False) -> Answer:
    """Ask until `answer_to_value` accepts the answer; its RefusedError's message is shown."""
    while True:
        answer = ask(question).strip()
        if can_go_back and answer == BACK:
            raise GoBack
        try:
            return answer_to_value(answer)
        except RefusedError as error:
            print("  " + error.message)


def _hearts_reader(
    settings: Settings, player: str, taken: tuple[int, ...], players_after: int, default: str | None
) -> Callable[[str], tuple[int, list[str]]]:
    left = hearts_total(settings) - sum(taken)

    def read(answer: str) -> tuple[int, list[str]]:
        if answer == "" and default is not None:
            answer = default
        if answer == "":
            raise RefusedError(
                _("Type {player}'s hearts, a whole number from 0 to {most}.").format(player=player, most=left)
            )
        try:
            count, letters = parse_entry(player, answer)
        except RefusedError:
            raise RefusedError(
                _("Type a whole number from 0 to {most}, then the letters of any card {player} took (like 4q).").format(
                    most=left, player=player
                )
            ) from None
        value = left if count is None else count
        if value > left:
            raise RefusedError(
                _("{player} cannot have {value}: only {left} left to hand out.").format(
                    player=player, value=value, left=left
                )
            )
        if not can_still_deal(settings, taken + (value,), players_after):
            raise RefusedError(_("No set of hearts is worth {value}.").format(value=value))
        return value, letters

    return read


def _taker_reader(players: tuple[str, ...], label: str, default: int | None) -> Callable[[str], int]:
    def read(answer: str) -> int:
        if answer == "" and default is not None:
            return default
        if answer == "":
            raise RefusedError(_("Type who took {card}: a name or a seat number.").format(card=label))
        return parse_who(players, answer, label)

    return read


def ask_tally(
    game: Game,
    number: int,
    preset_cards: CardOptions,
    moon_choice: MoonChoice | None,
    sun: bool,
    old: Tally | None = None,
) -> Tally:
    """Each player's hearts, showing what is left, then who took each card in use not yet named.

    `old`, the round being edited: its answers are offered and Enter keeps them."""
    settings = game.settings
    players = game.players
    count = len(players)
    total = hearts_total(settings)
    print(
        _("Round {number}: {passing}, {dealer} deals.").format(
            number=number,
            passing=pass_words(pass_direction(settings, count, number)),
            dealer=players[dealer_seat(game, number)],
        )
    )
    print("  " + _("(Type < to go back a question; Ctrl-C stops.)"))
    label_of = {card: card_label(settings, card) for card in cards_in_use(settings)}
    steps: list[tuple[str, int | str]] = [("hearts", seat) for seat in range(count)]
    steps += [("card", card) for card in label_of if preset_cards.get(card) is None]
    hearts: dict[int, int] = {}
    letters: dict[int, list[str]] = {}
    takers: dict[str, int] = {}
    asked: list[int] = []  # the steps really asked, for `<`
    seats = ", ".join(f"{seat} {player}" for seat, player in enumerate(players, start=1))
    index = 0
    while index < len(steps):
        kind, key = steps[index]
        try:
            if kind == "hearts":
                seat = int(key)
                taken = tuple(hearts[other] for other in range(seat))
                left, after = total - sum(taken), count - seat - 1
                if left == 0 or after == 0:  # one answer only: nothing left, or the last takes the rest
                    hearts[seat], letters[seat] = left, []
                    if left:
                        print("  " + _("{player} takes the {left} left.").format(player=players[seat], left=left))
                    index += 1
                    continue
                default = str(old.hearts[seat]) if old is not None else None
                if settings.scoring == "by-value":
                    question = _("{player}'s hearts by value ({left} left): ")
                else:
                    question = _("{player}'s hearts ({left} left): ")
                question = question.format(player=players[seat], left=left)
                if default is not None:
                    question = question.rstrip(": ") + f" [{default}]: "
                reader = _hearts_reader(settings, players[seat], taken, after, default)
                hearts[seat], letters[seat] = ask_until(question, reader, can_go_back=True)
            else:
                card = str(key)
                if any(card in named for named in letters.values()):
                    index += 1  # named with its letter at a hearts question
                    continue
                was = old.taker(card) if old is not None else None
                question = _("Who took {card}? ({seats}): ").format(card=label_of[card], seats=seats)
                if was is not None:
                    question = question.rstrip(": ") + f" [{players[was]}]: "
                takers[card] = ask_until(question, _taker_reader(players, label_of[card], was), can_go_back=True)
        except GoBack:
            if not asked:
                print("  " + _("This is the first question."))
                continue
            index = asked.pop()
            _forget_from(steps, index, hearts, letters, takers)
            continue
        asked.append(index)
        index += 1
    cards = [(card, seat) for seat, named in sorted(letters.items()) for card in named]
    cards += [
        (card, parse_who(players, who, label_of[card]))
        for card, who in preset_cards.items()
        if who is not None and card in label_of
    ]
    cards += list(takers.items())
    hearts_in_order = [hearts[seat] for seat in range(count)]
    tally = Tally(tuple(hearts_in_order), tuple(cards), moon_choice, sun)
    shooter = moon_shooter(settings, tally)
    if shooter is not None and not sun and may_be_sun(settings, tally):
        question = _("Did {player} take every trick (the sun)? [y/N] ").format(player=players[shooter])
        if ask_yes(question, default=False):
            tally = Tally(tally.hearts, tally.cards, moon_choice, True)
    return tally


def _forget_from(
    steps: list[tuple[str, int | str]],
    index: int,
    hearts: dict[int, int],
    letters: dict[int, list[str]],
    takers: dict[str, int],
) -> None:
    """Going back to step `index`: its answer and every later one are asked again."""
    for kind, key in steps[index:]:
        if kind == "hearts":
            hearts.pop(int(key), None)
            letters.pop(int(key), None)
        else:
            takers.pop(str(key), None)


def ask_moon_choice(game: Game, shooter: int) -> MoonChoice:
    """Under `choose`, the shooter says how this moon counts."""
    player = game.players[shooter]

    def read(answer: str) -> MoonChoice:
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


def ask_save() -> str:
    """Save this round? y (Enter), n, or c to correct the answers first."""

    def read(answer: str) -> str:
        word = answer.lower()
        if word in ("", "y", "yes", "j", "ja"):
            return "save"
        if word in ("n", "no", "nej"):
            return "drop"
        if word in ("c", "r", "ret"):
            return "correct"
        raise RefusedError(_("Answer y to save, n to drop it, or c to correct it."))

    return ask_until(_("Save this round? [Y/n/c=correct] "), read)
