"""The table's rules in words, for `new` and `rules`: cards, worth, moon, passing, the end."""

from __future__ import annotations

from hjerter_cli.core.game import (
    CARDS_PASSED,
    Game,
    Sheet,
    cards_each,
    first_lead,
    kitty_size,
    pass_cycle,
    removed_cards,
)
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
from hjerter_cli.render.cardnames import card_named, cards_named, sentence
from hjerter_cli.render.sentences import card_said, end_line, pass_short, said_and


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
        bonus = _("Omnibus: {card} is a bonus card worth {bonus} to its taker.")
        if settings.decks == 2:
            bonus = _("Omnibus: each {card} is a bonus card worth {bonus} to its taker.")
        lines.append(bonus.format(card=card_said(settings, "bonus"), bonus=points["bonus"]))
    if settings.ten_of_clubs:
        lines.append(_("Klør ti: the round score of whoever takes 10♣ is doubled, as the last step."))
        if settings.decks == 2:
            lines.append(_("Each 10♣ doubles on its own: a player with both has the round score times four."))
    cards = [card_said(settings, card) for card in cards_in_use(settings)]
    if settings.decks == 2:
        cards = [_("each {card}").format(card=card) for card in cards]
    lines.append(
        _("A round is worth {worth} points in all; each round, say who took {cards}.").format(
            worth=round_worth(settings), cards=said_and(cards)
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
            _("Remove {cards} from the two packs: {each} cards each.").format(cards=_copies(removed), each=each)
        )
    elif removed:
        lines.append(
            _("Remove {cards} from the deck: {each} cards each.").format(
                cards=cards_named([card_named(card) for card in removed]), each=each
            )
        )
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


def _copies(removed: tuple[str, ...]) -> str:
    """The copies taken out of two packs, a card once: "both 2♦, both 2♣ and one 3♦"."""
    cards = dict.fromkeys(removed)  # in the order they are taken out
    return said_and(
        [
            (_("both {card}") if removed.count(card) == 2 else _("one {card}")).format(card=card_named(card))
            for card in cards
        ]
    )


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
    if settings.deals:
        lines.append(_deals_ending(settings))
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


def _deals_ending(settings: Settings) -> str:
    """The end after so many deals (new --deals), whatever the totals."""
    said = _("The game also ends after round {deals}: the lowest total wins, players level on it sharing the win.")
    if settings.pairs:
        said = _(
            "The game also ends after round {deals}: the lowest pair total wins, pairs level on it sharing the win."
        )
    return said.format(deals=settings.deals)


def _first_lead(settings: Settings, count: int) -> str:
    """Which card leads the first trick: the lowest club in play (or dealt, with a kitty that may
    hold it), and of its two holders the one nearer the dealer's left."""
    card, both = first_lead(settings, count)
    card = card_named(card)
    if kitty_size(settings, count) and both:  # the lowest club may lie in the kitty
        return _(
            "The lowest club dealt leads the first trick ({card}, unless both lie in the kitty): "
            "of two holders, the one nearer the dealer's left."
        ).format(card=card)
    if kitty_size(settings, count):
        return _("The lowest club dealt leads the first trick ({card}, unless it lies in the kitty).").format(card=card)
    if both:
        said = _("{card} leads the first trick: of its two holders, the one nearer the dealer's left.")
        return sentence(said.format(card=card))
    return sentence(_("{card} leads the first trick.").format(card=card))


def describe_moon(settings: Settings) -> str:
    worth = moon_worth(settings)
    if worth is None:
        return _("Sorte Maria has no moon, so the moon rule ({rule}) has no effect.").format(rule=settings.moon)
    line = _("Shooting the moon (taking {taking}): {words}.").format(
        taking=_moon_takes(settings), words=_moon_counts(settings).format(worth=worth)
    )
    if settings.omnibus and not moon_needs_bonus(settings):
        line += " " + _("{card} keeps its -10 for whoever took it, the shooter too.").format(
            card=card_said(settings, "bonus")
        )
    if settings.sun:
        line += " " + _("A sun (every trick) counts double: {worth}.").format(worth=sun_worth(settings))
    return line


def _moon_takes(settings: Settings) -> str:
    """What a moon takes: every heart and Q♠ (both of each with two packs), and the bonus card
    where the moon needs it."""
    if settings.decks == 2 and moon_needs_bonus(settings):  # the bonus card's plural in Danish: one sentence each
        if settings.bonus_card == "ten":
            return _("all hearts, both Q♠ and both 10♦")
        return _("all hearts, both Q♠ and both J♦")
    if settings.decks == 2:
        return _("all hearts and both Q♠")
    if moon_needs_bonus(settings):
        return _("all hearts, Q♠ and {card}").format(card=card_said(settings, "bonus"))
    return _("all hearts and Q♠")


def _moon_counts(settings: Settings) -> str:
    """How the table's moon rule counts a moon, with {worth} to fill in; with pairs a plus moon
    goes to the players outside the shooter's pair."""
    if settings.pairs and settings.moon in ("plus", "choose", "auto"):
        return {
            "plus": _(
                "the players outside the shooter's pair get +{worth} each; the shooter gets 0, "
                "the partner keeps their own points"
            ),
            "choose": _(
                "the shooter chooses: -{worth} to themselves or +{worth} to each player outside the pair "
                "(Skyderen vælger selv)"
            ),
            "auto": _(
                "the players outside the shooter's pair get +{worth}, unless that ends the game with another "
                "pair winning: then the shooter gets -{worth}"
            ),
        }[settings.moon]
    return {
        "plus": _("the others get +{worth} each, the shooter 0"),
        "minus": _("the shooter gets -{worth} (Træk månen fra), the others 0"),
        "off": _("nothing special: the raw points stand"),
        "choose": _("the shooter chooses: -{worth} to themselves or +{worth} to everyone else (Skyderen vælger selv)"),
        "auto": _(
            "the others get +{worth}, unless that ends the game with someone else winning: "
            "then the shooter gets -{worth}"
        ),
    }[settings.moon]


def rules_of(name: str, game: Game, scored: Sheet, columns: int | None) -> str:
    """`hjerter rules`: the game's name, its table in words, and what comes next in it."""
    from hjerter_cli.render.columns import wrapped

    lines = [*wrapped(_("Rules of {name}:").format(name=name), columns)]
    for line in describe(game):
        lines += wrapped(line, columns, indent="  ")
    return "\n".join([*lines, *wrapped(end_line(scored), columns)])
