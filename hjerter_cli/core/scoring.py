"""Scoring one round, in core/RULES.md's order: validate, raw, moon check, moon rule, klør ti
(and, where the table plays it, the exact reset).

Read it beside core/RULES.md ("Scoring a round"); each step is one function here.
"""

from __future__ import annotations

from hjerter_cli.core.hands import dealable
from hjerter_cli.core.records import Record, assert_never
from hjerter_cli.core.refusals import Phrase, phrase
from hjerter_cli.core.settings import (
    CARDS,
    AppliedMoon,
    Settings,
    alone,
    card_name,
    card_points,
    cards_in_use,
    check_moon_choice,
    hearts_total,
    moon_needs_bonus,
    moon_worth,
    round_worth,
    side_of,
    sides,
    sun_worth,
)
from hjerter_cli.core.tally import Tally
from hjerter_cli.errors import RefusedError


class MoonChoiceNeeded(RefusedError):
    """The rule is `choose` and this round's shooter has not said plus or minus."""

    def __init__(self, message: Phrase, shooter: int) -> None:
        super().__init__(message)
        self.shooter = shooter


class Moon(Record):
    """A moon that was shot: who, which rule was applied (plus, minus, off), any sun, and what
    it was worth (doubled for a sun), so that no screen works the worth out again."""

    shooter: int
    rule: AppliedMoon
    sun: bool
    worth: int
    # Under `auto`, when it chose minus: the seats plus would have made the winners.
    plus_winners: tuple[int, ...] = ()


class RoundScore(Record):
    """What one round scores: raw points, the moon if any, the round scores, the doubled seat,
    and the seats an exact reset sent back to 0 (their scores are already the reset ones)."""

    raw: tuple[int, ...]
    moon: Moon | None
    scores: tuple[int, ...]
    doubled: tuple[int, ...]  # the seat of each 10♣ that doubled a score (one seat twice: ×4)
    reset: tuple[int, ...] = ()


# A score on a sheet has at most six digits, as a tally's number does (tally.MOST_DIGITS).
SHEET_SCORE_LIMIT = 1_000_000


# Step 0 ------------------------------------------------------------------------------------


def validate(players: tuple[str, ...], settings: Settings, tally: Tally) -> None:
    """Refuse a tally that breaks core/RULES.md step 0; the message names the player and the problem."""
    _validated(players, settings, tally)


def _validated(players: tuple[str, ...], settings: Settings, tally: Tally) -> int | None:
    """validate, saying the moon's shooter it found (step 2), if any."""
    if tally.written is not None:
        _check_written(players, tally.written)
        return None
    if len(tally.hearts) != len(players):
        raise RefusedError(phrase("hearts-entry-count").format(given=len(tally.hearts), count=len(players)))
    _check_hearts(players, settings, tally.hearts)
    _check_cards(players, settings, tally)
    return _check_moon_words(players, settings, tally)


def _check_written(players: tuple[str, ...], written: tuple[int, ...]) -> None:
    """A round from a sheet: a whole number a player, any whole numbers (a paper sheet may hold
    scores no round of these rules gives)."""
    if len(written) != len(players) or any(type(score) is not int for score in written):
        raise RefusedError(phrase("sheet-round-count").format(given=len(written), count=len(players)))
    for player, score in zip(players, written):
        if not -SHEET_SCORE_LIMIT < score < SHEET_SCORE_LIMIT:
            raise RefusedError(phrase("sheet-score-too-long").format(player=player, score=score))


def _check_hearts(players: tuple[str, ...], settings: Settings, hearts: tuple[int, ...]) -> None:
    by_value = settings.scoring == "by-value"
    total = hearts_total(settings)  # also the most one player can take: 13, or 104 by value (twice with two packs)
    decks = settings.decks  # the sentence says the packs (render/refusals.py)
    in_range = bool(hearts) and {int}.issuperset(map(type, hearts)) and min(hearts) >= 0 and max(hearts) <= total
    for player, count in () if in_range else zip(players, hearts):  # whole numbers 0 to total: none to refuse
        if type(count) is not int or not 0 <= count <= total:
            said = phrase("hearts-value-out-of-range" if by_value else "hearts-out-of-range")
            raise RefusedError(said.format(player=player, count=count, decks=decks))
    if sum(hearts) != total:
        said = phrase("hearts-value-sum" if by_value else "hearts-sum")
        raise RefusedError(said.format(sum=sum(hearts), decks=decks))
    if by_value:
        for player, value in zip(players, hearts):
            if value in (1, total - 1):
                raise RefusedError(phrase("hearts-value-impossible").format(player=player, value=value))
        if not dealable(tuple(hearts), settings.decks):
            values = ", ".join(f"{p} {v}" for p, v in zip(players, hearts))
            raise RefusedError(phrase("hearts-values-not-dealable").format(values=values, decks=decks))


def can_still_deal(settings: Settings, taken: tuple[int, ...], players_left: int) -> bool:
    """Whether the hearts entered so far (in seat order) can be completed by the players still to
    answer: nothing above what is left, and by value a split that deals out (never 1 or 103)."""
    left = hearts_total(settings) - sum(taken)
    if left < 0 or any(value < 0 for value in taken) or (players_left == 0 and left != 0):
        return False
    if settings.scoring != "by-value":
        return True
    # The players still to answer can always pool what is left into one hand, so it is enough
    # that one more player could take all of it (with nobody left, that hand is empty).
    return dealable(taken + (left,), settings.decks)


def _check_cards(players: tuple[str, ...], settings: Settings, tally: Tally) -> None:
    used = cards_in_use(settings)
    for card, seat in tally.cards:
        if card not in CARDS or not 0 <= seat < len(players):
            raise RefusedError(phrase("card-or-seat-unknown"))
        if card not in used:
            raise RefusedError(
                phrase("card-not-played").format(
                    player=players[seat], card=card_name(settings, card), why=_unused_reason(card)
                )
            )
    for card in used:
        takers = tally.takers(card)
        if settings.decks == 2:  # each card twice: exactly two takers, which may be one player twice
            if len(takers) != 2:
                said = phrase("card-copy-missing") if len(takers) < 2 else phrase("card-taken-thrice")
                named = tuple(players[seat] for seat in takers)
                raise RefusedError(said.format(card=card_name(settings, card).capitalized(), players=named))
            continue
        if not takers:
            raise RefusedError(phrase("card-taker-missing").format(card=card_name(settings, card)))
        if len(takers) > 1 and len(set(takers)) == 1:
            raise RefusedError(
                phrase("card-listed-twice").format(
                    card=card_name(settings, card).capitalized(), player=players[takers[0]]
                )
            )
        if len(takers) > 1:
            raise RefusedError(
                phrase("card-taken-twice").format(
                    card=card_name(settings, card).capitalized(),
                    first=players[takers[0]],
                    second=players[next(s for s in takers if s != takers[0])],
                )
            )


def _unused_reason(card: str) -> Phrase:
    return {
        "bonus": phrase("why-bonus-needs-omnibus"),
        "ten": phrase("why-ten-needs-setting"),
        "king": phrase("why-king-black-maria"),
        "ace": phrase("why-ace-black-maria"),
    }[card]  # Q♠ is always in use


def _check_moon_words(players: tuple[str, ...], settings: Settings, tally: Tally) -> int | None:
    shooter = moon_shooter(settings, tally)
    if tally.moon_choice is not None:
        check_moon_choice(tally.moon_choice)  # refuses anything but plus or minus
        if settings.moon != "choose":
            raise RefusedError(phrase("moon-choice-not-asked").format(rule=settings.moon))
        if shooter is None:
            raise RefusedError(phrase("moon-choice-without-moon"))
    elif settings.moon == "choose" and shooter is not None:
        raise MoonChoiceNeeded(
            phrase("moon-choice-needed").format(player=players[shooter]),
            shooter,
        )
    if tally.sun:
        if not settings.sun:
            raise RefusedError(phrase("sun-not-played"))
        if shooter is None:
            raise RefusedError(phrase("sun-without-moon"))
        missed = cards_missed_by_shooter(settings, tally, shooter)
        if missed:
            raise RefusedError(
                phrase("sun-card-missed").format(player=players[shooter], card=card_name(settings, missed[0]))
            )
    return shooter


# Steps 1-4 ---------------------------------------------------------------------------------


def raw_points(settings: Settings, tally: Tally) -> tuple[int, ...]:
    """Step 1: hearts, plus Q♠ (and K♠, A♠ in black-maria), minus 10 for the bonus card."""
    raw = list(tally.hearts)
    points = card_points(settings)
    for card, seat in tally.cards:  # each copy counts on its own
        if card in points:
            raw[seat] += points[card]
    return tuple(raw)


def moon_shooter(settings: Settings, tally: Tally) -> int | None:
    """Step 2: the seat that took all hearts and Q♠ (and the bonus card with omnibus, unless the
    table plays omnibus_moon = without-bonus), if any; with two packs every copy of them."""
    if moon_worth(settings) is None or hearts_total(settings) not in tally.hearts:
        return None
    seat = tally.hearts.index(hearts_total(settings))
    if _took_every(settings, tally, "queen", seat) and (
        not moon_needs_bonus(settings) or _took_every(settings, tally, "bonus", seat)
    ):
        return seat
    return None


def _took_every(settings: Settings, tally: Tally, card: str, seat: int) -> bool:
    """Whether `seat` took every copy of a card (one, or two with two packs)."""
    return tally.takers(card) == [seat] * settings.decks


def cards_missed_by_shooter(settings: Settings, tally: Tally, shooter: int) -> tuple[str, ...]:
    """The cards in use that the shooter did not take: a sun needs none missed."""
    return tuple(card for card in cards_in_use(settings) if not _took_every(settings, tally, card, shooter))


def may_be_sun(settings: Settings, tally: Tally) -> bool:
    """Whether this round could be a sun: the game counts suns, and a shooter took every card in use."""
    shooter = moon_shooter(settings, tally)
    return settings.sun and shooter is not None and not cards_missed_by_shooter(settings, tally, shooter)


def apply_moon(
    raw: tuple[int, ...], shooter: int, rule: AppliedMoon, worth: int, side: tuple[int, ...] = ()
) -> tuple[int, ...]:
    """Step 3 for one rule: plus (others + worth), minus (shooter - worth) or off (raw stands).
    `side`: the shooter's pair, whose partner a plus moon leaves at 0 as well."""
    if rule == "plus":
        return tuple(0 if seat == shooter or seat in side else worth for seat in range(len(raw)))
    if rule == "minus":
        return tuple(-worth if seat == shooter else 0 for seat in range(len(raw)))
    if rule == "off":
        return raw
    assert_never(rule)  # a rule that is no rule scores nothing (and does not type-check)


def double_ten(settings: Settings, tally: Tally, scores: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Step 4, klør ti: the taker's round score is doubled (a negative one gets more negative);
    with two packs each 10♣ doubles its taker's, so one player with both has it times four."""
    doubled = tuple(tally.takers("ten")) if settings.ten_of_clubs else ()
    if not doubled:
        return scores, ()
    changed = list(scores)
    for seat in doubled:
        changed[seat] *= 2
    return tuple(changed), doubled


def after_moon(
    settings: Settings, players: tuple[str, ...], tally: Tally, raw: tuple[int, ...], moon: Moon
) -> tuple[int, ...]:
    """Step 3 for a moon, with the bonus card's -10 kept by its taker when the moon is played
    without it (omnibus_moon = without-bonus; under `off` the raw points hold it already)."""
    shooter, rule = moon.shooter, moon.rule
    scores = list(apply_moon(raw, shooter, rule, moon.worth, side_of(settings, players, shooter)))
    if settings.omnibus and not moon_needs_bonus(settings) and rule != "off":
        for seat in tally.takers("bonus"):  # each bonus card's -10 stays with its taker
            scores[seat] -= 10
    return tuple(scores)


def exact_reset(
    settings: Settings, totals_before: tuple[int, ...], scores: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The exact reset: a total that lands exactly on the target goes back to 0, the round's score
    becoming what brings it there. Returns the scores and the seats that were reset."""
    if not settings.exact_reset:
        return scores, ()
    reset = tuple(
        seat for seat, (before, score) in enumerate(zip(totals_before, scores)) if before + score == settings.target
    )
    if not reset:
        return scores, ()
    return tuple(-totals_before[seat] if seat in reset else score for seat, score in enumerate(scores)), reset


def score_round(
    players: tuple[str, ...], settings: Settings, tally: Tally, totals_before: tuple[int, ...], number: int = 0
) -> RoundScore:
    """Validate and score one round; `totals_before` is what `auto` and the exact reset look at,
    `number` (the round's, 1-based) what `auto` looks at in a game that ends after its deals."""
    shooter = _validated(players, settings, tally)
    if tally.written is not None:  # a round from a sheet: its scores as written, nothing to work out
        return RoundScore(tally.written, None, tally.written, ())
    raw = raw_points(settings, tally)
    if sum(raw) != round_worth(settings):
        raise RefusedError(phrase("round-worth").format(sum=sum(raw), worth=round_worth(settings)))
    if shooter is None:
        scores, doubled = double_ten(settings, tally, raw)
        scores, reset = exact_reset(settings, totals_before, scores)
        return RoundScore(raw, None, scores, doubled, reset)
    counts_sun = tally.sun and settings.moon != "off"
    worth = (sun_worth(settings) if counts_sun else moon_worth(settings)) or 0
    rule, plus_winners = applied_rule(settings, players, tally, raw, shooter, worth, totals_before, number)
    moon = Moon(shooter, rule, tally.sun, worth, plus_winners)
    scores, doubled = double_ten(settings, tally, after_moon(settings, players, tally, raw, moon))
    scores, reset = exact_reset(settings, totals_before, scores)
    return RoundScore(raw, moon, scores, doubled, reset)


def applied_rule(
    settings: Settings,
    players: tuple[str, ...],
    tally: Tally,
    raw: tuple[int, ...],
    shooter: int,
    worth: int,
    totals_before: tuple[int, ...],
    number: int = 0,
) -> tuple[AppliedMoon, tuple[int, ...]]:
    """How this moon counts: the table's rule; under `choose` the shooter's choice; under `auto`
    plus, unless plus would end the game with someone else winning (then minus, and who those
    winners would have been)."""
    rule = settings.moon
    if rule == "choose":
        return check_moon_choice(str(tally.moon_choice)), ()  # validate() made sure the shooter chose
    if rule == "auto":
        plus = after_moon(settings, players, tally, raw, Moon(shooter, "plus", tally.sun, worth))
        plus_scores, _seats = double_ten(settings, tally, plus)
        plus_scores, _reset = exact_reset(settings, totals_before, plus_scores)
        after = tuple(a + b for a, b in zip(totals_before, plus_scores))
        winners = game_winners(settings, after, sides(settings, players), number)
        if winners is not None and not set(winners) <= set(side_of(settings, players, shooter)):
            return "minus", winners  # another side would win (alone or sharing the win)
        return "plus", ()
    return rule, ()


def game_winners(
    settings: Settings, totals: tuple[int, ...], groups: tuple[tuple[int, ...], ...], played: int = 0
) -> tuple[int, ...] | None:
    """The end: once a side's total (a player's, or a pair's: the sum of its two) reaches the
    target, the side alone on the lowest total wins (ties per setting); and in a game of so many
    deals, after the last of them (`played`: the rounds played), the lowest side wins, sides tied
    on it sharing the win.

    Returns the winning seats (both partners of a pair), in seat order, when the game is over."""
    side_totals = totals if groups == alone(len(totals)) else [sum(totals[seat] for seat in side) for side in groups]
    last = 0 < settings.deals <= played
    if max(side_totals) < settings.target and not last:
        return None
    lowest = min(side_totals)
    winning = [side for side, total in zip(groups, side_totals) if total == lowest]
    if len(winning) > 1 and settings.ties == "play-on" and not last:
        return None
    return tuple(sorted(seat for side in winning for seat in side))
