"""The table's rules in words, for `new` and `rules`: cards, worth, moon, passing, the end."""

from __future__ import annotations

from hjerter_cli.core.game import CARDS_PASSED, FIRST_LEAD, REMOVED_CARDS, Game, cards_each, pass_cycle
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
    removed = REMOVED_CARDS[count]
    if removed:
        lines.append(
            _("Remove {cards} from the deck: {each} cards each.").format(
                cards=", ".join(removed), each=cards_each(count)
            )
        )
    else:
        lines.append(_("Deal the whole deck: {each} cards each.").format(each=cards_each(count)))
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
    lines.append(
        _("A round is worth {worth} points in all; each round, say who took {cards}.").format(
            worth=round_worth(settings),
            cards=said_and([card_said(settings, card) for card in cards_in_use(settings)]),
        )
    )
    lines.append(describe_moon(settings))
    return lines + _play_and_end(settings, count)


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
    lines.append(_("{card} leads the first trick.").format(card=FIRST_LEAD[count]))
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
        lines.append(
            _("One below: a player on exactly {total} plays the next round without passing.").format(
                total=settings.target - 1
            )
        )
    return lines


def describe_moon(settings: Settings) -> str:
    worth = moon_worth(settings)
    if worth is None:
        return _("Sorte Maria has no moon, so the moon rule ({rule}) has no effect.").format(rule=settings.moon)
    taking = _("all hearts and Q♠")
    if moon_needs_bonus(settings):
        taking = _("all hearts, Q♠ and {card}").format(card=card_said(settings, "bonus"))
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
    if settings.omnibus and not moon_needs_bonus(settings):
        line += " " + _("{card} keeps its -10 for whoever took it, the shooter too.").format(
            card=card_said(settings, "bonus")
        )
    if settings.sun:
        line += " " + _("A sun (every trick) counts double: {worth}.").format(worth=sun_worth(settings))
    return line
