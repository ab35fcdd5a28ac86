"""Tally syntax (cli/CLI.md): [NAME=]ENTRY, card letters and --queen style options."""

from __future__ import annotations

import pytest

from hjerter_cli.core.tally import Tally, format_entry, parse_entry, parse_tallies
from hjerter_cli.errors import RefusedError
from hjerter_cli.render.refusals import say
from tests.helpers import PLAYERS, raises_refusal

P4 = PLAYERS[4]


class TestEntry:
    @pytest.mark.parametrize(
        "entry,hearts,cards",
        [
            ("0", 0, []),
            ("5q", 5, ["queen"]),
            ("q", 0, ["queen"]),
            ("13qj", 13, ["queen", "bonus"]),
            ("4T", 4, ["ten"]),
            ("Qka", 0, ["queen", "king", "ace"]),
            ("104", 104, []),
            (" 7 ", 7, []),
        ],
    )
    def test_an_entry_is_a_number_then_card_letters(self, entry, hearts, cards):
        assert parse_entry("Ann", entry) == (hearts, cards)

    @pytest.mark.parametrize(
        "entry,message",
        [
            ("", "not a tally"),
            ("4.5", "not a tally"),
            ("-1", "not a tally"),
            ("q4", "not a tally"),
            ("٣", "not a tally"),
            ("４", "not a tally"),
            ("5x", "letter 'x'"),
            ("99999999999999999999", "a player takes 0 to 13"),
            ("1e3", "not a tally"),
            ("5æ", "not a tally"),
        ],
    )
    def test_a_bad_entry_names_the_player_and_the_entry(self, entry, message):
        with raises_refusal(RefusedError, match=message) as caught:
            parse_entry("Ann", entry)
        assert "Ann" in say(caught.value)


class TestTallies:
    def test_entries_in_seat_order(self):
        tally = parse_tallies(P4, ["4", "q", "9", "0"])
        assert tally == Tally((4, 0, 9, 0), (("queen", 1),))

    def test_names_in_any_order_ignoring_case(self):
        tally = parse_tallies(P4, ["di=0", "CY=9", "Bo=q", "ann=4"])
        assert tally == Tally((4, 0, 9, 0), (("queen", 1),))

    def test_a_mix_of_forms_is_refused(self):
        with raises_refusal(RefusedError, match="do not mix"):
            parse_tallies(P4, ["Ann=4", "q", "9", "0"])

    def test_a_missing_player_is_named(self):
        with raises_refusal(RefusedError, match="No entry for Di"):
            parse_tallies(P4, ["Ann=4", "Bo=q", "Cy=9"])

    def test_an_unknown_name_is_refused(self):
        with raises_refusal(RefusedError, match="Zed is not at this table"):
            parse_tallies(P4, ["Ann=4", "Bo=q", "Cy=9", "Zed=0"])

    def test_two_entries_for_one_player_are_refused(self):
        with raises_refusal(RefusedError, match="Ann has two entries"):
            parse_tallies(P4, ["Ann=4", "ann=q", "Cy=9", "Di=0"])

    def test_the_wrong_number_of_entries(self):
        with raises_refusal(RefusedError, match="3 entries for 4 players"):
            parse_tallies(P4, ["4", "q", "9"])

    @pytest.mark.parametrize("who", ["Bo", "bo", "2"])
    def test_card_options_take_a_name_or_a_seat(self, who):
        tally = parse_tallies(P4, ["4", "0", "9", "0"], {"queen": (who,)})
        assert tally.taker("queen") == 1

    @pytest.mark.parametrize("who,seat", [("1", 0), ("4", 3), ("Di", 3)])
    def test_the_first_and_the_last_seat_numbers_are_seats(self, who, seat):
        tally = parse_tallies(P4, ["4", "0", "9", "0"], {"queen": (who,)})
        assert tally.taker("queen") == seat

    @pytest.mark.parametrize(
        "who,message", [("5", "no seat 5"), ("0", "no seat 0"), ("Zed", "Zed .* not at the table")]
    )
    def test_a_bad_card_option_is_refused(self, who, message):
        with raises_refusal(RefusedError, match=message):
            parse_tallies(P4, ["4", "0", "9", "0"], {"queen": (who,)})

    def test_a_letter_and_an_option_for_different_players_both_stand_for_validation(self):
        tally = parse_tallies(P4, ["4", "q", "9", "0"], {"queen": ("Cy",)})
        assert tally.takers("queen") == [1, 2] and tally.taker("queen") is None

    def test_names_with_spaces(self):
        players = ("Anne Marie", "Bo", "Cy")
        tally = parse_tallies(players, ["Anne Marie=3", "Bo=10q", "Cy=0"])
        assert tally.hearts == (3, 10, 0)

    def test_moon_choice_and_sun_are_carried(self):
        tally = parse_tallies(P4, ["0", "13q", "0", "0"], moon_choice="minus", sun=True)
        assert tally.moon_choice == "minus" and tally.sun

    @pytest.mark.parametrize("words", [["4", "q", "9", "0"], ["0", "13qj", "0", "0"], ["1t", "2", "3q", "7j"]])
    def test_format_entry_is_the_inverse_of_parsing(self, words):
        tally = parse_tallies(P4, words)
        assert [format_entry(tally, seat) for seat in range(4)] == words


@pytest.mark.parametrize("entry", ["2qq", "4qd", "_qq", "0jj", "3QdQ"])
def test_a_card_letter_given_twice_in_one_entry_is_refused(entry):
    with pytest.raises(RefusedError) as refused:
        parse_entry("Ann", entry)
    assert say(refused.value) == f"Ann's entry {entry!r} names a card twice; each card has exactly one taker."
