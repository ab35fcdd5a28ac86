"""Hypothesis strategies: random tables, settings and valid rounds."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import strategies as st

from hjerter_cli.core.game import Game, add_round, new_game, sheet
from hjerter_cli.core.scoring import moon_shooter
from hjerter_cli.core.settings import (
    BONUS_CARDS,
    MOON_RULES,
    OMNIBUS_MOONS,
    PASSINGS,
    SCORINGS,
    TIES,
    Settings,
    cards_in_use,
)
from hjerter_cli.core.tally import Tally
from tests.helpers import PLAYERS

settings_strategy = st.builds(
    Settings,
    target=st.integers(min_value=1, max_value=300),
    moon=st.sampled_from(MOON_RULES),
    scoring=st.sampled_from(SCORINGS),
    omnibus=st.booleans(),
    bonus_card=st.sampled_from(BONUS_CARDS),
    ten_of_clubs=st.booleans(),
    sun=st.booleans(),
    ties=st.sampled_from(TIES),
    passing=st.sampled_from(PASSINGS),
    one_below=st.booleans(),
    omnibus_moon=st.sampled_from(OMNIBUS_MOONS),
    exact_reset=st.booleans(),
)


@st.composite
def tables(draw, settings=settings_strategy) -> Game:
    count = draw(st.integers(min_value=3, max_value=7))
    chosen = draw(settings)
    if not chosen.omnibus:
        chosen = chosen._replace(omnibus_moon="with-bonus")  # the setting needs omnibus
    dealer = draw(st.sampled_from(PLAYERS[count]))
    return new_game(PLAYERS[count], Settings(**{**chosen.to_dict(), "dealer": dealer}))


@st.composite
def rounds(draw, game: Game, moon_likely: bool = False) -> Tally:
    """A valid round for this table: hearts dealt card by card, each special card to someone."""
    settings = game.settings
    count = len(game.players)
    seat = st.integers(min_value=0, max_value=count - 1)
    shoot = draw(st.booleans()) if moon_likely else draw(st.integers(0, 9)) == 0
    shooter = draw(seat)
    heart_seats = [shooter] * 13 if shoot else draw(st.lists(seat, min_size=13, max_size=13))
    hearts = [0] * count
    for rank, taker in zip(range(2, 15), heart_seats):
        hearts[taker] += rank if settings.scoring == "by-value" else 1
    cards = []
    for card in cards_in_use(settings):
        taker = shooter if shoot and card in ("queen", "bonus") else draw(seat)
        if shoot and card == "bonus" and settings.omnibus_moon == "without-bonus" and draw(st.booleans()):
            taker = draw(seat)  # without-bonus: a moon without the bonus card
        if shoot and card == "ten" and draw(st.booleans()):
            taker = shooter
        cards.append((card, taker))
    tally = Tally(tuple(hearts), tuple(cards))
    moon_by = moon_shooter(settings, tally)
    choice = draw(st.sampled_from(["plus", "minus"])) if moon_by is not None and settings.moon == "choose" else None
    sun = False
    if moon_by is not None and settings.sun:
        sun = all(tally.taker(card) == moon_by for card in cards_in_use(settings)) and draw(st.booleans())
    return Tally(tally.hearts, tally.cards, choice, sun)


@st.composite
def played_games(draw, max_rounds: int = 12) -> Game:
    """A table and up to `max_rounds` valid rounds, stopping when the game ends."""
    game = draw(tables())
    for _number in range(draw(st.integers(min_value=0, max_value=max_rounds))):
        if sheet(game).finished:
            break
        game, _sheet = add_round(game, draw(rounds(game)))
    return game


@st.composite
def big_tables(draw) -> Game:
    """The big table: two packs for 5 to 12 players, or one pack; partner pairs opposite on an even
    table (no exact reset then), or none; the kitty or cards removed; every other setting at random."""
    from hjerter_cli.core.settings import check_settings

    decks = draw(st.sampled_from([1, 2]))
    count = draw(st.integers(min_value=5, max_value=12) if decks == 2 else st.integers(min_value=3, max_value=7))
    players = tuple(f"P{seat}" for seat in range(count))
    chosen = draw(settings_strategy)
    if not chosen.omnibus:
        chosen = chosen._replace(omnibus_moon="with-bonus")
    half = count // 2
    pairs = tuple((players[seat], players[seat + half]) for seat in range(half)) if count % 2 == 0 else ()
    pairs = pairs if draw(st.booleans()) else ()
    chosen = chosen._replace(decks=decks, deal=draw(st.sampled_from(["remove", "kitty"])), pairs=pairs)
    if pairs:
        chosen = chosen._replace(exact_reset=False)
    return new_game(players, check_settings(chosen, players))


@st.composite
def big_rounds(draw, game: Game) -> Tally:
    """A valid round of either pack: each heart (each copy) to someone, each copy of a card in use
    to someone; now and then a moon."""
    settings = game.settings
    seat = st.integers(min_value=0, max_value=len(game.players) - 1)
    shooter = draw(seat) if draw(st.integers(0, 5)) == 0 else None
    hearts = [0] * len(game.players)
    for rank in [rank for rank in range(2, 15) for _copy in range(settings.decks)]:
        taker = shooter if shooter is not None else draw(seat)
        hearts[taker] += rank if settings.scoring == "by-value" else 1
    cards = []
    for card in cards_in_use(settings):
        for _copy in range(settings.decks):
            cards.append((card, shooter if shooter is not None and card in ("queen", "bonus") else draw(seat)))
    tally = Tally(tuple(hearts), tuple(cards))
    moon_by = moon_shooter(settings, tally)
    choice = draw(st.sampled_from(["plus", "minus"])) if moon_by is not None and settings.moon == "choose" else None
    return Tally(tally.hearts, tally.cards, choice)


@st.composite
def big_table_games(draw, max_rounds: int = 8) -> Game:
    game = draw(big_tables())
    for _number in range(draw(st.integers(min_value=0, max_value=max_rounds))):
        if sheet(game).finished:
            break
        game, _sheet = add_round(game, draw(big_rounds(game)))
    return game


# A circle of players; "ann" is Ann written another way (one player, never both at one table).
NAMES = ("Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal", "Ida", "Jon", "Kim", "Lis", "ann")


@st.composite
def histories(draw, max_games: int = 6) -> list:
    """(name, GameRecord) of a few scored games of players drawn from a small circle (so that they
    meet again), some with partner pairs, some not finished, some started at the same moment, each
    in its own offset."""
    from hjerter_cli.core.game import sheet as scored
    from hjerter_cli.core.stats import record

    found = []
    for number in range(draw(st.integers(min_value=0, max_value=max_games))):
        game = draw(big_table_games(max_rounds=6) if draw(st.booleans()) else played_games(max_rounds=6))
        players = tuple(draw(st.permutations(NAMES))[: len(game.players)])
        if "Ann" in players and "ann" in players:
            players = tuple("Mo" if name == "ann" else name for name in players)
        pairs = tuple((players[seat], players[seat + len(players) // 2]) for seat in range(len(players) // 2))
        settings = game.settings._replace(pairs=pairs) if game.settings.pairs else game.settings
        game = game._replace(players=players, settings=settings)
        day, hour = draw(st.integers(1, 60)), draw(st.sampled_from(["T20:00:00+01:00", "T23:30:00-05:00"]))
        started = f"{date(2026, 1, 1) + timedelta(days=day - 1)}{hour}"
        found.append((f"g{number}", record(game, scored(game), started)))
    return found
