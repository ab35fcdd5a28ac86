"""A game file's rounds as written are read at once, and a sheet is scored with what each round
shares worked out once: the same answers, and the same refusals, as reading and scoring each
round in full."""

from __future__ import annotations

import pytest
import tomli_w
from hypothesis import example, given
from hypothesis import strategies as st

from hjerter_cli.core.game import Game, dealer_seat, new_game, pass_direction, sheet
from hjerter_cli.core.scoring import game_winners, validate
from hjerter_cli.core.settings import Settings, check_player_name, check_typed_back, hearts_total, name_key, sides
from hjerter_cli.core.tally import Tally, _entries_by_seat, _tally, format_tally, read_round, split_named
from hjerter_cli.errors import HjerterError
from hjerter_cli.store import codec, plaintoml
from tests.strategies import big_rounds, big_table_games, played_games, rounds, settings_strategy
from tests.test_plaintoml import same

# Blanks of every kind, quotes, backslashes, `=`, `_` and letters a tally or a name may hold.
NAME_CHARACTERS = st.sampled_from(list("AaBbÅåßİı é\"'\\_q1"))
EDITS = st.sampled_from(
    [" ", "  ", "\t", "\u00a0", "\u2028", "=", "_", "q", "Q", "d", "j", "qq", "x", "1", "13", "é", "Å", '"', "\\", ""]
)


def outcome(read, *arguments):
    """What reading gives: the tally, or the refusal's kind and words."""
    try:
        return read(*arguments)
    except HjerterError as error:
        return type(error), str(error.said)


def in_full(players, text, moon, sun, total, copies, bonus_card):
    """read_round as it was before it read a plain round at once: every word looked at."""
    return _tally(players, _entries_by_seat(players, split_named(text)), None, moon, sun, total, copies, bonus_card)


def kept(name: str) -> str | None:
    """The name as a new game keeps it, or None for one it refuses."""
    try:
        return check_typed_back(check_player_name(name))
    except HjerterError:
        return None


NAMES = st.text(NAME_CHARACTERS, min_size=1, max_size=6).map(kept).filter(bool)


@st.composite
def named_tables(draw) -> Game:
    """A table whose names hold spaces, quotes, backslashes and letters that change with case."""
    players = draw(st.lists(NAMES, min_size=3, max_size=7, unique_by=name_key))
    return new_game(players, draw(settings_strategy)._replace(omnibus_moon="with-bonus", dealer=""))


@st.composite
def round_texts(draw):
    """A game's players and settings, and a round's text as the file writes it, edited or not."""
    if draw(st.booleans()):
        game = draw(big_table_games(max_rounds=0))
        tally = draw(big_rounds(game))
    else:
        game = draw(named_tables())
        tally = draw(rounds(game))
    text = format_tally(game.players, tally)
    for place, cut, insert in draw(st.lists(st.tuples(st.integers(0, 200), st.integers(0, 2), EDITS), max_size=3)):
        place %= len(text) + 1
        text = text[:place] + insert + text[place + cut :]
    if draw(st.booleans()):  # the players as the text names them, another case or spelling
        text = text.replace(game.players[0], name_key(game.players[0]), 1)
    return game, text, tally


class TestPlainRounds:
    @given(round_texts(), st.sampled_from([None, "plus", "minus", "up"]), st.booleans())
    @example((new_game(("Ann", "Bo", "Cy")), "Ann=4\t Bo=q Cy=9", None), None, False)
    @example((new_game(("Ann", "Bo", "Cy")), "Ann=4\tBo=q Cy=9", None), None, False)
    @example((new_game(("Ann", "Bo", "Cy")), "Ann=\t4 Bo=q Cy=9", None), None, False)
    @example((new_game(("Ann", "Bo", "Cy")), "Ann=4 Bo=\u00a0q Cy=9", None), None, False)
    @example((new_game(("Ann", "Bo", "Cy")), "ann=4 Bo=q Cy=_", None), "plus", False)
    @example((new_game(("Ann", "Bo", "Cy")), "Ann=4 Bo=q Cy=9 ", None), None, False)
    @example((new_game(("Ann", "Bo", "Cy")), "Bo=q Ann=4 Cy=9", None), None, False)
    @example((new_game(("Ann", "Bo", "Cy")), "Ann=4 Bo=qq Cy=9", None), None, False)
    def test_a_round_is_read_as_reading_every_word_reads_it(self, found, moon, sun):
        game, text, tally = found
        arguments = (game.players, text, moon, sun, hearts_total(game.settings))
        arguments += (game.settings.decks, game.settings.bonus_card)
        assert outcome(read_round, *arguments) == outcome(in_full, *arguments)
        if tally is not None and moon is None and text == format_tally(game.players, tally):  # unedited
            assert read_round(*arguments) == tally._replace(moon_choice=None, sun=sun).in_file_order()


class TestGameRounds:
    @given(round_texts(), st.sampled_from(["text", "table", "number"]))
    def test_a_games_rounds_are_read_and_refused_as_each_round_alone(self, found, kind):
        game, text, _tally_drawn = found
        item = {"text": text, "table": {"tally": text, "moon": "plus"}, "number": 7}[kind]
        items = [format_tally(game.players, _tally_drawn), item]
        settings = game.settings

        def one_by_one():
            total, decks, bonus = hearts_total(settings), settings.decks, settings.bonus_card
            return tuple(
                codec.tally_from_data(game.players, data, f"round {number}", total, decks, bonus)
                for number, data in enumerate(items, start=1)
            )

        def said(read):
            try:
                return read()
            except codec.Damaged as error:
                return str(error.said)

        assert said(lambda: codec._rounds(game.players, settings, items)) == said(one_by_one)


class TestSheet:
    @given(st.one_of(played_games(max_rounds=6), big_table_games(max_rounds=4)))
    def test_each_row_has_its_rounds_pass_and_dealer(self, game):
        count = len(game.players)
        rows = sheet(game).rounds
        assert [row.pass_direction for row in rows] == [pass_direction(game.settings, count, r.number) for r in rows]
        assert [row.dealer for row in rows] == [dealer_seat(game, row.number) for row in rows]

    @given(
        st.integers(3, 12),
        st.booleans(),
        st.lists(st.integers(-200, 300), min_size=12, max_size=12),
        st.sampled_from([50, 100]),
        st.sampled_from(["play-on", "share"]),
    )
    def test_the_winners_are_the_side_alone_lowest_once_a_side_reaches_the_target(
        self, count, paired, scores, target, ties
    ):
        players = tuple(f"P{seat}" for seat in range(count))
        pairs = tuple((players[seat], players[seat + count // 2]) for seat in range(count // 2))
        settings = Settings(target=target, ties=ties, pairs=pairs if paired and count % 2 == 0 else ())
        groups = sides(settings, players)
        totals = tuple(scores[:count])
        side_totals = [sum(totals[seat] for seat in side) for side in groups]  # the sides' sums, as RULES.md says
        lowest = [side for side, total in zip(groups, side_totals) if total == min(side_totals)]
        if max(side_totals) < target or (len(lowest) > 1 and ties == "play-on"):
            assert game_winners(settings, totals, groups) is None
        else:
            assert game_winners(settings, totals, groups) == tuple(sorted(seat for side in lowest for seat in side))


# What an array's line may hold: quotes, backslashes, the `",` that ends an item, blanks, brackets.
ITEM_PIECES = st.sampled_from(['"', "\\", '",', ",", " ", "\t", "[", "]", "é", "a", "\x7f", "\\u0041", ""])


class TestPlainArrays:
    @given(
        st.lists(st.lists(ITEM_PIECES, max_size=4).map("".join), max_size=5),
        st.lists(st.tuples(st.integers(0, 400), st.integers(0, 3), ITEM_PIECES | st.just("\n")), max_size=3),
    )
    def test_an_array_of_strings_is_read_as_tomllib_reads_it(self, strings, edits):
        text = tomli_w.dumps({"a": strings, "b": [strings]})
        for place, cut, insert in edits:
            place %= len(text) + 1
            text = text[:place] + insert + text[place + cut :]
        assert same(text)
        if not edits:
            assert plaintoml.loads(text) == {"a": strings, "b": [strings]}

    @pytest.mark.parametrize(
        "text",
        [
            'a = [\n",\n]\n',
            'a = [\n"",\n]\n',
            'a = [\n"x"y",\n]\n',
            'a = [\n"x", "y",\n]\n',
            'a = [\n"x\\ty",\n]\n',
            'a = [\n"x\ty",\n]\n',
            'a = [\n"x",\n"y"\n]\n',
            'a = [\n"x",\n"y",\n',
            'a = [\n"x",\n]\nb = [\n"y",\n],\n]\n',
        ],
    )
    def test_an_array_written_by_hand_is_read_as_tomllib_reads_it(self, text):
        assert same(text)


class TestMemo:
    @given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3)), max_size=30), st.integers(1, 8))
    def test_a_remembered_answer_is_the_functions_answer(self, asked, size):
        from hjerter_cli.core import records

        def one(pair: tuple[int, int]) -> list[int]:
            return [pair[0] * 10 + pair[1]]

        def two(first: int, second: int) -> list[int]:
            return [first * 10 + second]

        remembered_one, remembered_two = records.memo(one), records.memo(two)
        original = records.MEMO_SIZE
        records.MEMO_SIZE = size  # forgotten and worked out again every few answers
        try:
            for pair in asked:  # the same tuple twice, then an equal one that is not the same
                first, second = pair
                assert remembered_one(pair) == remembered_one(pair) == [first * 10 + second]
                assert remembered_one((first, second)) == [first * 10 + second]
                assert remembered_two(first, second) == [first * 10 + second]
        finally:
            records.MEMO_SIZE = original
        assert remembered_one.__wrapped__ is one and remembered_two.__name__ == "two"


class TestHearts:
    @given(st.lists(st.one_of(st.integers(-2, 15), st.booleans(), st.just(3.0)), min_size=4, max_size=4))
    @example([True, 12, 0, 0])
    @example([0, 0, 13.0, 0])
    @example([14, 0, 0, 0])
    def test_a_count_that_is_no_whole_number_0_to_13_is_refused_naming_the_first_player_with_one(self, hearts):
        players = ("Ann", "Bo", "Cy", "Di")
        # bool and float are no whole number of hearts, though Python adds them up as numbers
        wrong = [seat for seat, count in enumerate(hearts) if type(count) is not int or not 0 <= count <= 13]
        try:
            validate(players, Settings(), Tally(tuple(hearts), (("queen", 0),)))
        except HjerterError as error:
            said = error.said
        else:
            said = None
        if wrong:
            assert said is not None and said.kind == "hearts-out-of-range"
            assert dict(said.values)["player"] == players[wrong[0]]
        elif sum(hearts) != 13:
            assert said is not None and said.kind == "hearts-sum"
        else:
            assert said is None
