"""A game: players, settings and the rounds' tallies; everything else is derived from them."""

from __future__ import annotations

from operator import add  # the interpreter has it at start

from hjerter_cli.core.records import TYPE_CHECKING, Record
from hjerter_cli.core.refusals import phrase
from hjerter_cli.core.scoring import RoundScore, double_ten, exact_reset, game_winners, score_round, validate
from hjerter_cli.core.settings import (
    Settings,
    alone,
    card_points,
    cards_in_use,
    check_players,
    check_settings,
    check_typed_back,
    hearts_total,
    moon_worth,
    round_worth,
    sides,
)
from hjerter_cli.core.tally import Tally, parse_who
from hjerter_cli.errors import RefusedError

if TYPE_CHECKING:
    from collections.abc import Callable

OTHER_CYCLES = {"left-right-hold": ("left", "right", "hold"), "left": ("left",), "none": ("hold",)}
CARDS_PASSED = 3

# Cards taken out so that the deal comes out even; hearts and the scoring cards always stay.
REMOVED_CARDS = {3: ("2♦",), 4: (), 5: ("2♦", "2♣"), 6: ("2♦", "3♦", "2♣", "3♣"), 7: ("2♦", "3♦", "2♣")}
# Two packs: `104 mod n` cards out, one copy at a time in this order (core/RULES.md, the big table).
TWO_PACK_REMOVALS = ("2♦", "2♣", "2♦", "2♣", "3♦", "3♣", "3♦", "3♣", "4♦", "4♣", "4♦")
CLUBS = ("2♣", "3♣", "4♣", "5♣")


def standard_cycle(player_count: int) -> tuple[str, ...]:
    """passing = standard: left, right, left-2, right-2, ... up to (n - 1) / 2 seats each way, then
    across when n is even, then hold (4 players: left, right, across, hold)."""
    cycle = ["left", "right"] if player_count > 2 else ["left"]
    for seats in range(2, (player_count - 1) // 2 + 1):
        cycle += [f"left-{seats}", f"right-{seats}"]
    if player_count % 2 == 0 and player_count > 2:
        cycle.append("across")
    return (*cycle, "hold")


def removed_cards(settings: Settings, player_count: int) -> tuple[str, ...]:
    """The cards taken out so the deal comes out even (none with the kitty); with two packs each
    entry is one copy."""
    if settings.deal == "kitty":
        return ()
    if settings.decks == 2:
        return TWO_PACK_REMOVALS[: (52 * settings.decks) % player_count]
    return REMOVED_CARDS[player_count]


def kitty_size(settings: Settings, player_count: int) -> int:
    """The cards left over for the kitty, which the winner of the first trick takes (0 without it)."""
    return (52 * settings.decks) % player_count if settings.deal == "kitty" else 0


def first_lead(settings: Settings, player_count: int) -> tuple[str, bool]:
    """The card that leads the first trick, the lowest club in play, and whether both its copies
    are in play (then the holder nearer the dealer's left leads)."""
    removed = removed_cards(settings, player_count)
    for club in CLUBS:
        left = settings.decks - removed.count(club)
        if left > 0:
            return club, left == 2
    raise AssertionError("a club is always in play")  # at most 11 copies are ever removed


def seats_to_the_left(seats: int, player_count: int) -> str:
    """A pass `seats` places to the left, named the short way round: left, left-2, across, right-2, right."""
    if seats == 1:
        return "left"
    if seats == player_count - 1:
        return "right"
    if 2 * seats == player_count:
        return "across"
    if 2 * seats < player_count:
        return f"left-{seats}"
    return f"right-{player_count - seats}"


def increasing_cycle(player_count: int) -> tuple[str, ...]:
    """passing = increasing: 1 seat to the left, then 2, ... up to n - 1, then hold."""
    return (*(seats_to_the_left(seats, player_count) for seats in range(1, player_count)), "hold")


# The most rounds a game keeps: some hundred evenings of play, and a bound on every command's work.
MAX_ROUNDS = 5000


class Game(Record):
    """The facts of a game: what is stored. Scores, totals and the end are derived by `sheet`."""

    players: tuple[str, ...]
    settings: Settings
    rounds: tuple[Tally, ...] = ()
    redo: tuple[Tally, ...] = ()  # undone rounds, the next one to put back last
    started: str = ""  # when the game began: ISO 8601 with offset ("" where a file never said)
    id: str = ""  # the game's identity, made once at random where the game is made ("" before 1.6)


class ScoredRound(Record):
    """One row of the sheet."""

    number: int
    pass_direction: str
    dealer: int
    tally: Tally
    score: RoundScore
    totals: tuple[int, ...]


class NextRound(Record):
    """What the table does next: round number, pass direction, dealer, who may not pass, and the
    seats tied lowest when the target is reached but a tie plays on."""

    number: int
    pass_direction: str
    dealer: int
    no_pass: tuple[int, ...]
    tied: tuple[int, ...] = ()


class Sheet(Record):
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

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Who plays together, by seat: the partner pairs, or each player alone."""
        return sides(self.game.settings, self.game.players)

    @property
    def side_totals(self) -> tuple[int, ...]:
        """Each side's total: a player's, or a pair's (the sum of its two)."""
        return tuple(sum(self.totals[seat] for seat in side) for side in self.sides)

    @property
    def to_go(self) -> tuple[int, ...]:
        """Each side's points left before the target (0 for a total at or past it)."""
        return tuple(max(0, self.game.settings.target - total) for total in self.side_totals)

    @property
    def leaders(self) -> tuple[int, ...]:
        """The seats of the side(s) holding the lowest total (one or more); none before round 1."""
        if not self.rounds:
            return ()
        lowest = min(self.side_totals)
        return tuple(
            sorted(seat for side, total in zip(self.sides, self.side_totals) if total == lowest for seat in side)
        )


def new_game(
    players: list[str] | tuple[str, ...], settings: Settings = Settings(), started: str = "", game_id: str = ""
) -> Game:
    """A game with no rounds yet; refuses bad names and nonsense settings."""
    names = check_players(players, settings.decks)
    for name in names:
        check_typed_back(name)
    return Game(names, check_settings(settings, names), started=started, id=game_id)


def pass_direction(settings: Settings, player_count: int, number: int) -> str:
    """The pass for round `number` (1-based), cycling from round 1."""
    cycle = pass_cycle(settings, player_count)
    return cycle[(number - 1) % len(cycle)]


def dealer_seat(game: Game, number: int) -> int:
    """The dealer of round `number`: the first dealer, then one seat to the left each round."""
    first = game.players.index(game.settings.dealer) if game.settings.dealer in game.players else 0
    return (first + number - 1) % len(game.players)


def cards_each(settings: Settings, player_count: int) -> int:
    """How many cards each player is dealt: the packs less the cards removed, or the kitty."""
    return (52 * settings.decks - len(removed_cards(settings, player_count))) // player_count


def first_dealer(seats: tuple[str, ...], dealer: str | None, model: Game | None = None) -> str:
    """Who deals round 1 of a new game: `dealer` by seat number (1-based) or name; else, for a
    rematch of `model`, the seat after the one that dealt its round 1; else the first player
    ("": filled in by check_settings)."""
    if dealer is not None and dealer.strip().isascii() and dealer.strip().isdigit():
        return seats[parse_who(seats, dealer, "--dealer")]
    if dealer is not None:
        return dealer
    if model is not None:
        return seats[(dealer_seat(model, 1) + 1) % len(seats)]
    return ""


def round_scorer(players: tuple[str, ...], settings: Settings) -> Callable[[Tally, tuple[int, ...], int], RoundScore]:
    """score_round for one game's players and settings, which every round of the game shares: what
    they decide is worked out once. The common round (tallied, no moon possible in it, no moon
    choice, no sun, counted hearts, each card in use taken once a pack, in file order) is scored
    without asking the checks that cannot refuse it; every other round is score_round's."""
    total, count = hearts_total(settings), len(players)
    expected = tuple(card for card in cards_in_use(settings) for _copy in range(settings.decks))
    points, worth = card_points(settings), round_worth(settings)
    moonless = moon_worth(settings) is None
    counted = settings.scoring != "by-value"  # by value, a split must also deal out: score_round's
    neither = not settings.ten_of_clubs and not settings.exact_reset  # the scores are the raw points

    def scored(tally: Tally, totals_before: tuple[int, ...], number: int = 0) -> RoundScore:
        hearts, cards = tally.hearts, tally.cards
        if not (
            counted
            and tally.written is None
            and tally.moon_choice is None
            and not tally.sun
            and len(hearts) == count
            and {int}.issuperset(map(type, hearts))
            and min(hearts) >= 0
            and sum(hearts) == total
            and (moonless or total not in hearts)
            and tuple([card for card, _seat in cards]) == expected
            and all([type(seat) is int and 0 <= seat < count for _card, seat in cards])
        ):
            return score_round(players, settings, tally, totals_before, number)
        listed = list(hearts)
        for card, seat in cards:
            if card in points:
                listed[seat] += points[card]
        raw = tuple(listed)
        if sum(raw) != worth:
            return score_round(players, settings, tally, totals_before, number)
        if neither:
            return RoundScore(raw, None, raw, (), ())
        scores, doubled = double_ten(settings, tally, raw)
        scores, reset = exact_reset(settings, totals_before, scores)
        return RoundScore(raw, None, scores, doubled, reset)

    return scored


def sheet(game: Game, known: Sheet | None = None) -> Sheet:
    """Score every round in order; refuses a game whose rounds break the rules or go on past its end.

    `known`, the sheet of this game's first rounds, spares scoring those again.
    """
    totals = known.totals if known is not None else tuple(0 for _player in game.players)
    groups = sides(game.settings, game.players)
    scored: list[ScoredRound] = list(known.rounds) if known is not None else []
    winners: tuple[int, ...] | None = known.winners if known is not None and known.finished else None
    cycle, first = pass_cycle(game.settings, len(game.players)), dealer_seat(game, 1)
    scorer = round_scorer(game.players, game.settings)
    # Each player alone, no total at the target, deals to go: no winner yet (game_winners, asked less)
    target, each_alone = game.settings.target, groups == alone(len(game.players))
    last = game.settings.deals or MAX_ROUNDS + 1  # the round after which the game ends, whatever the totals
    cycle_length, player_count = len(cycle), len(game.players)
    for number, tally in enumerate(game.rounds[len(scored) :], start=len(scored) + 1):
        if winners is not None:
            raise RefusedError(phrase("round-after-the-end").format(number=number - 1, later=number))
        try:
            score = scorer(tally, totals, number)
        except RefusedError as error:
            raise RefusedError(phrase("round-problem").format(number=number, problem=error)) from error
        totals = tuple(map(add, totals, score.scores))
        # pass_direction and dealer_seat, the cycle and the first dealer found once
        passing, dealer = cycle[(number - 1) % cycle_length], (first + number - 1) % player_count
        scored.append(ScoredRound(number, passing, dealer, tally, score, totals))
        ended = not each_alone or max(totals) >= target or number >= last
        winners = game_winners(game.settings, totals, groups, number) if ended else None
    following = None
    if winners is None:
        number = len(game.rounds) + 1
        side_totals = [sum(totals[seat] for seat in side) for side in groups]
        no_pass: tuple[int, ...] = ()
        if game.settings.one_below:  # a side on exactly target - 1: with pairs, the pair's total
            no_pass = _seats_of(groups, side_totals, game.settings.target - 1)
        tied: tuple[int, ...] = ()
        if scored and max(side_totals) >= game.settings.target:  # the target is reached, yet no winner: a tie
            tied = _seats_of(groups, side_totals, min(side_totals))
        following = NextRound(
            number,
            pass_direction(game.settings, len(game.players), number),
            dealer_seat(game, number),
            no_pass,
            tied,
        )
    return Sheet(game, tuple(scored), totals, winners or (), following)


def _seats_of(groups: tuple[tuple[int, ...], ...], side_totals: list[int], total: int) -> tuple[int, ...]:
    """The seats of the sides on `total`, in seat order."""
    return tuple(sorted(seat for side, value in zip(groups, side_totals) if value == total for seat in side))


def require_open(scored: Sheet) -> None:
    """Refuse to go on with a game that is over."""
    if scored.finished:
        raise RefusedError(phrase("game-over").format(winners=tuple(scored.game.players[s] for s in scored.winners)))


def require_round(game: Game, number: int) -> None:
    """Refuse a round number the game does not have."""
    if 1 <= number <= len(game.rounds):
        return
    if not game.rounds:
        raise RefusedError(phrase("no-such-round-none-yet").format(number=number))
    if len(game.rounds) == 1:
        raise RefusedError(phrase("no-such-round-only-one").format(number=number))
    raise RefusedError(phrase("no-such-round").format(number=number, last=len(game.rounds)))


def add_round(game: Game, tally: Tally, before: Sheet | None = None) -> tuple[Game, Sheet]:
    """Score and append a round; refused when the game is over or the tally breaks the rules.

    `before`, the game's sheet if the caller has it, spares scoring the earlier rounds again.
    """
    before = before if before is not None else sheet(game)
    require_open(before)
    if len(game.rounds) >= MAX_ROUNDS:
        raise RefusedError(phrase("too-many-rounds").format(count=MAX_ROUNDS))
    score_round(game.players, game.settings, tally, before.totals, len(game.rounds) + 1)
    changed = game._replace(rounds=game.rounds + (tally.in_file_order(),), redo=())
    return changed, sheet(changed, before)


def undo(game: Game) -> tuple[Game, Tally]:
    """Remove the last round; it can be put back with redo until a new round is entered."""
    if not game.rounds:
        raise RefusedError(phrase("nothing-to-undo"))
    last = game.rounds[-1]
    return game._replace(rounds=game.rounds[:-1], redo=game.redo + (last,)), last


def redo(game: Game) -> tuple[Game, Tally]:
    """Put back the round undone last."""
    if not game.redo:
        raise RefusedError(phrase("nothing-to-redo"))
    tally = game.redo[-1]
    changed = game._replace(rounds=game.rounds + (tally,), redo=game.redo[:-1])
    sheet(changed)  # an edit since the undo may have ended the game before it
    return changed, tally


def edit_round(game: Game, number: int, tally: Tally) -> tuple[Game, Sheet]:
    """Replace round `number`'s tallies and recompute; refused when the game would end early."""
    require_round(game, number)
    validate(game.players, game.settings, tally)  # the round's own mistakes, said as they are
    rounds = game.rounds[: number - 1] + (tally.in_file_order(),) + game.rounds[number:]
    changed = game._replace(rounds=rounds)
    try:
        return changed, sheet(changed)
    except RefusedError as error:
        raise RefusedError(phrase("edit-ends-game-early").format(problem=error)) from error


def rename_player(game: Game, old: str, new: str) -> Game:
    """The game with a player renamed: the same checks as names at a new game (a name another
    player has is refused; a new spelling of the same name is fine); seats and rounds stay."""
    from hjerter_cli.core.settings import check_player_name, find_seat, name_key

    seat = find_seat(game.players, old)
    if seat is None:
        raise RefusedError(phrase("rename-unknown").format(name=old, players=game.players))
    taken = [player for player in game.players if name_key(player) == name_key(check_player_name(new))]
    if taken and taken[0] != game.players[seat]:  # another player's name, not a new spelling of this one
        raise RefusedError(phrase("rename-taken").format(name=taken[0]))
    players = check_players(game.players[:seat] + (new,) + game.players[seat + 1 :], game.settings.decks)
    check_typed_back(players[seat])
    dealer = players[seat] if game.settings.dealer == game.players[seat] else game.settings.dealer
    renamed = {game.players[seat]: players[seat]}  # the pairs name the player anew too
    pairs = tuple((renamed.get(a, a), renamed.get(b, b)) for a, b in game.settings.pairs)
    return game._replace(players=players, settings=game.settings._replace(dealer=dealer, pairs=pairs))


def pass_cycle(settings: Settings, player_count: int) -> tuple[str, ...]:
    """The pass directions in order, round 1 first."""
    if settings.passing == "increasing":
        return increasing_cycle(player_count)
    if settings.passing == "standard":
        return standard_cycle(player_count)
    return OTHER_CYCLES[settings.passing]
