"""What a round's questions at the terminal say (`round` and `edit` without tallies): the opening,
each question with the answer Enter keeps, and what a wrong answer is told."""

from __future__ import annotations

from hjerter_cli.i18n import _, fixed, joined
from hjerter_cli.render.cardnames import sentence
from hjerter_cli.render.columns import wrapped


def _keeps(question: str, default: object) -> str:
    """A question ending in `: ` with the answer Enter keeps, in brackets, before its colon."""
    return question if default is None else question.rstrip(": ") + f" [{default}]: "


def opening(number: int, passing: str, dealer: str, columns: int | None) -> str:
    """The round's first line: its number, the pass and the dealer."""
    said = _("Round {number}: {passing}, {dealer} deals.").format(number=number, passing=passing, dealer=dealer)
    return "\n".join(wrapped(said, columns))


def how_to_go_back(columns: int | None) -> str:
    return "\n".join(wrapped(_("(Type < to go back a question; Ctrl-C stops.)"), columns, indent="  "))


def first_question() -> str:
    return "  " + _("This is the first question.")


def sun_question(player: str, was: bool) -> str:
    if was:
        return _("Did {player} take every trick (the sun)? [Y/n] ").format(player=player)
    return _("Did {player} take every trick (the sun)? [y/N] ").format(player=player)


def takes_the_rest(player: str, left: int) -> str:
    return "  " + _("{player} takes the {left} left.").format(player=player, left=left)


def hearts_question(player: str, left: int, by_value: bool, default: str | None) -> str:
    question = _("{player}'s hearts by value ({left} left): ") if by_value else _("{player}'s hearts ({left} left): ")
    return _keeps(question.format(player=player, left=left), default)


def taker_question(card: str, seats: str, copies: int, named_before: bool, default: str | None) -> str:
    """Who took a card; with two packs, one of its two copies, or the other."""
    if copies == 1:
        question = _("Who took {card}? ({seats}): ")
    elif named_before:
        question = _("Who took the other {card}? ({seats}): ")
    else:
        question = _("Who took one {card}? ({seats}): ")
    return _keeps(question.format(card=card, seats=seats), default)


def went_already(card: str, other: str, player: str) -> str:
    return sentence(
        _("{card} went to {other} already; type only the cards {player} took.").format(
            card=card, other=other, player=player
        )
    )


def both_went_already(cards: str, others: list[str], player: str) -> str:
    return _("Both {card} went to {others} already; type only the cards {player} took.").format(
        card=cards, others=joined(others), player=player
    )


def type_hearts(player: str, most: int) -> str:
    return _("Type {player}'s hearts, a whole number from 0 to {most}.").format(player=player, most=most)


def type_hearts_and_cards(player: str, most: int) -> str:
    return _("Type a whole number from 0 to {most}, then the letters of any card {player} took (like 4q).").format(
        most=most, player=player
    )


def more_than_left(player: str, value: int, left: int) -> str:
    return _("{player} cannot have {value}: only {left} left to hand out.").format(
        player=player, value=value, left=left
    )


def no_hearts_worth(value: int) -> str:
    return _("No set of hearts is worth {value}.").format(value=value)


def type_taker(card: str) -> str:
    return _("Type who took {card}: a name or a seat number.").format(card=card)


plus_or_minus = fixed("Answer plus or minus.")


def moon_question(player: str, pairs: bool, default: str | None) -> str:
    if pairs:
        question = _(
            "{player} shot the moon: plus (every player outside the pair gets it) or minus ({player} takes it off)? "
        )
    else:
        question = _("{player} shot the moon: plus (everyone else gets it) or minus ({player} takes it off)? ")
    question = question.format(player=player)
    return question if default is None else question.rstrip("? ") + f"? [{default}] "


yes_or_no = fixed("Answer y or n.")

save_drop_or_correct = fixed("Answer y to save, n to drop it, or c to correct it.")

save_question = fixed("Save this round? [Y/n/c=correct] ")
