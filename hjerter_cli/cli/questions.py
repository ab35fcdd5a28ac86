"""One question at a terminal and how its answer is read: asking until an answer is taken, `<` to
go back, the readers of hearts and takers, and the yes/no, moon and save questions."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from typing import TypeVar

from hjerter_cli.cli.options import words_columns
from hjerter_cli.core.scoring import can_still_deal
from hjerter_cli.core.settings import MoonChoice, Settings, hearts_total
from hjerter_cli.core.tally import parse_entry, parse_who
from hjerter_cli.errors import Cancelled, RefusedError
from hjerter_cli.interrupts import NOTHING_CHANGED, Answering
from hjerter_cli.render import said_questions as said
from hjerter_cli.render.columns import wrapped
from hjerter_cli.render.refusals import say
from hjerter_cli.terminal import write

with suppress(ImportError):  # line editing and arrow keys for input(), where the platform has it
    import readline  # noqa: F401

Answer = TypeVar("Answer")
BACK = "<"


class GoBack(Exception):
    """The person typed `<`: back to the question before."""


def ask(question: str) -> str:
    """One answer, the question wrapped to the terminal between words (a twelve-player table's
    seats are a long question); Ctrl-C and Ctrl-D cancel the whole round."""
    words = question.rstrip(" ")
    question = "\n".join(wrapped(words, words_columns())) + question[len(words) :]
    try:
        with Answering():
            return input(question)
    except EOFError:  # Ctrl-D: the round is given up, as with Ctrl-C (which the boundary takes)
        write()
        raise Cancelled(NOTHING_CHANGED) from None
    except KeyboardInterrupt:
        write()
        raise


def ask_until(question: str, answer_to_value: Callable[[str], Answer], can_go_back: bool = False) -> Answer:
    """Ask until `answer_to_value` accepts the answer; its RefusedError's message is shown."""
    while True:
        answer = ask(question).strip()
        if can_go_back and answer == BACK:
            raise GoBack
        try:
            return answer_to_value(answer)
        except RefusedError as error:
            write("  " + say(error))


def hearts_reader(
    settings: Settings,
    player: str,
    taken: tuple[int, ...],
    players_after: int,
    default: str | None,
    own_cards: Callable[[list[str]], list[str]],
) -> Callable[[str], tuple[int, list[str]]]:
    left = hearts_total(settings) - sum(taken)

    def read(answer: str) -> tuple[int, list[str]]:
        if answer == "" and default is not None:
            answer = default
        if answer == "":
            raise RefusedError(said.type_hearts(player, left))
        try:
            count, letters = parse_entry(player, answer)
        except RefusedError:
            raise RefusedError(said.type_hearts_and_cards(player, left)) from None
        value = left if count is None else count
        if value > left:
            raise RefusedError(said.more_than_left(player, value, left))
        if not can_still_deal(settings, taken + (value,), players_after):
            raise RefusedError(said.no_hearts_worth(value))
        return value, own_cards(letters)

    return read


def taker_reader(players: tuple[str, ...], label: str, default: int | None) -> Callable[[str], int]:
    def read(answer: str) -> int:
        if answer == "" and default is not None:
            return default
        if answer == "":
            raise RefusedError(said.type_taker(label))
        return parse_who(players, answer, label)  # `D` for Di: a start only one player's name has

    return read


def ask_moon_choice(
    player: str, default: MoonChoice | None = None, can_go_back: bool = False, pairs: bool = False
) -> MoonChoice:
    """Under `choose`, the shooter says how this moon counts (Enter keeps `default`, when given);
    with pairs a plus moon goes to the players outside the shooter's pair."""

    def read(answer: str) -> MoonChoice:
        word = answer.lower()
        if word == "" and default is not None:
            return default
        if word in ("plus", "p", "+"):
            return "plus"
        if word in ("minus", "m", "-"):
            return "minus"
        raise RefusedError(said.plus_or_minus())

    return ask_until(said.moon_question(player, pairs, default), read, can_go_back)


def ask_yes(question: str, default: bool, can_go_back: bool = False) -> bool:
    """A yes/no question; Enter takes the default."""

    def read(answer: str) -> bool:
        word = answer.lower()
        if word == "":
            return default
        if word in ("y", "yes", "j", "ja"):
            return True
        if word in ("n", "no", "nej"):
            return False
        raise RefusedError(said.yes_or_no())

    return ask_until(question, read, can_go_back)


def ask_save(can_go_back: bool = False) -> str:
    """Save this round? y (Enter), n, or c to correct the answers first."""

    def read(answer: str) -> str:
        word = answer.lower()
        if word in ("", "y", "yes", "j", "ja"):
            return "save"
        if word in ("n", "no", "nej"):
            return "drop"
        if word in ("c", "r", "ret"):
            return "correct"
        raise RefusedError(said.save_drop_or_correct())

    return ask_until(said.save_question(), read, can_go_back)
