"""The table's rules in words, for `new` and `rules`: cards, worth, moon, passing, the end."""

from __future__ import annotations

from hjerter_cli.core.game import CARDS_PASSED, Game, cards_each, first_lead, kitty_size, pass_cycle, removed_cards
from hjerter_cli.core.settings import (
    Settings,
    card_points,
    cards_in_use,
    moon_needs_bonus,
    moon_worth,
    round_worth,
    sun_worth,
)
from hjerter_cli.i18n import _
from hjerter_cli.render.words import card_said, pass_short, said_and


def describe(game: Game) -> list[str]:
    """The table in words, for `new` and `rules`: cards, worth, moon, passing, end."""
    settings = game.settings
    count = len(game.players)
    lines = [
        _("{count} players: {players}; {dealer} deals first.").format(
            count=count, players=", ".join(game.players), dealer=settings.dealer
        )
    ]
    lines += _the_deal(settings, count, game.players)
    points = card_points(settings)  # the card values, as the core scores them
    scoring_words = {
        "standard": _("Scoring: standard, 1 point a heart, {queen} for Q♠."),
        "by-value": _("Scoring: by value (Hjerter efter værdi), hearts by rank 2 to 14 (A), {queen} for Q♠."),
        "black-maria": _("Scoring: Sorte Maria, 1 point a heart, {queen} for Q♠, {king} for K♠, {ace} for A♠."),
    }
    lines.append(scoring_words[settings.scoring].format(**points))
    if settings.omnibus:
        lines.append(
            _("Omnibus: {card} is a bonus card worth {bonus} to its taker.").format(
                card=card_said(settings, "bonus"), bonus=points["bonus"]
            )
        )
    if settings.ten_of_clubs:
        lines.append(_("Klør ti: the round score of whoever takes 10♣ is doubled, as the last step."))
        if settings.decks == 2:
            lines.append(_("Each 10♣ doubles on its own: a player with both has the round score times four."))
    lines.append(
        _("A round is worth {worth} points in all; each round, say who took {cards}.").format(
            worth=round_worth(settings),
            cards=said_and([card_said(settings, card) for card in cards_in_use(settings)]),
        )
    )
    lines.append(describe_moon(settings))
    return lines + _play_and_end(settings, count)


def _the_deal(settings: Settings, count: int, players: tuple[str, ...]) -> list[str]:
    """The packs, what is removed or goes to the kitty, cards each; the pairs and cancelling."""
    each, removed, kitty = cards_each(settings, count), removed_cards(settings, count), kitty_size(settings, count)
    lines = []
    if settings.decks == 2:
        lines.append(_("Two packs shuffled together (Cancellation Hearts): every card twice, 104 in all."))
    if settings.deal == "kitty" and not kitty:
        even = _("Deal every card: {each} cards each, 0 to the kitty (the deal comes out even).")
        lines.append(even.format(each=each))
    elif settings.deal == "kitty":
        lines.append(
            _(
                "Deal every card: {each} cards each, {kitty} to the kitty, which the winner of the first trick takes."
            ).format(each=each, kitty=kitty)
        )
    elif removed and settings.decks == 2:
        lines.append(
            _("Remove one copy each of {cards}: {each} cards each.").format(cards=", ".join(removed), each=each)
        )
    elif removed:
        lines.append(_("Remove {cards} from the deck: {each} cards each.").format(cards=", ".join(removed), each=each))
    elif settings.decks == 2:
        lines.append(_("Deal both packs: {each} cards each.").format(each=each))
    else:
        lines.append(_("Deal the whole deck: {each} cards each.").format(each=each))
    if settings.decks == 2:
        lines.append(
            _(
                "Identical cards cancel each other: of two in one trick neither can win it, and a trick "
                "of cancelled cards alone goes to the winner of the next trick. The sheet counts what "
                "each player took."
            )
        )
    if settings.pairs:
        pairs = ", ".join("+".join(pair) for pair in settings.pairs)
        lines.append(_("Partner pairs: {pairs}; a pair's score is the sum of its two players'.").format(pairs=pairs))
    return lines


def _play_and_end(settings: Settings, count: int) -> list[str]:
    """Passing, the first lead, and how the game ends (ties, exact reset, one below)."""
    lines = []
    cycle = pass_cycle(settings, count)
    if cycle == ("hold",):
        lines.append(_("No passing: every round is played with the cards dealt."))
    else:
        lines.append(
            _("Pass {cards} cards: {cycle}; then again from the start.").format(
                cards=CARDS_PASSED, cycle=", ".join(pass_short(direction) for direction in cycle)
            )
        )
    lines.append(_first_lead(settings, count))
    if settings.pairs:
        ending = _(
            "The game ends when a pair's total reaches {target} and the lowest pair total is held alone: "
            "both its players win."
        )
    else:
        ending = _("The game ends when a total reaches {target} and the lowest total is held alone: that player wins.")
    lines.append(ending.format(target=settings.target))
    if settings.ties == "share":
        lines.append(_("Tied lowest totals at the end share the win."))
    else:
        lines.append(_("Tied lowest totals at the end play another round."))
    if settings.exact_reset:
        lines.append(
            _("Exact reset: a total that lands exactly on {target} goes back to 0.").format(target=settings.target)
        )
    if settings.one_below:
        said = _("One below: a player on exactly {total} plays the next round without passing.")
        if settings.pairs:
            said = _("One below: a pair on exactly {total} plays the next round without passing, both partners.")
        lines.append(said.format(total=settings.target - 1))
    return lines


def _first_lead(settings: Settings, count: int) -> str:
    """Which card leads the first trick: the lowest club in play (or dealt, with a kitty that may
    hold it), and of its two holders the one nearer the dealer's left."""
    card, both = first_lead(settings, count)
    if kitty_size(settings, count) and both:  # the lowest club may lie in the kitty
        return _(
            "The lowest club dealt leads the first trick ({card}, unless both lie in the kitty): "
            "of two holders, the one nearer the dealer's left."
        ).format(card=card)
    if kitty_size(settings, count):
        return _("The lowest club dealt leads the first trick ({card}, unless it lies in the kitty).").format(card=card)
    if both:
        said = _("{card} leads the first trick: of its two holders, the one nearer the dealer's left.")
        return said.format(card=card)
    return _("{card} leads the first trick.").format(card=card)


def describe_moon(settings: Settings) -> str:
    worth = moon_worth(settings)
    if worth is None:
        return _("Sorte Maria has no moon, so the moon rule ({rule}) has no effect.").format(rule=settings.moon)
    taking = _("all hearts and Q♠")
    if moon_needs_bonus(settings):
        taking = _("all hearts, Q♠ and {card}").format(card=card_said(settings, "bonus"))
    plus = _("the others get +{worth} each, the shooter 0")
    if settings.pairs:
        plus = _("the players outside the shooter's pair get +{worth} each, the shooter and partner 0")
    words = {
        "plus": plus,
        "minus": _("the shooter gets -{worth} (Træk månen fra), the others 0"),
        "off": _("nothing special: the raw points stand"),
        "choose": _("the shooter chooses: -{worth} to themselves or +{worth} to everyone else (Skyderen vælger selv)"),
        "auto": _(
            "the others get +{worth}, unless that ends the game with someone else winning: "
            "then the shooter gets -{worth}"
        ),
    }[settings.moon].format(worth=worth)
    line = _("Shooting the moon (taking {taking}): {words}.").format(taking=taking, words=words)
    if settings.omnibus and not moon_needs_bonus(settings):
        line += " " + _("{card} keeps its -10 for whoever took it, the shooter too.").format(
            card=card_said(settings, "bonus")
        )
    if settings.sun:
        line += " " + _("A sun (every trick) counts double: {worth}.").format(worth=sun_worth(settings))
    return line
