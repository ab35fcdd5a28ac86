"""Nothing false at the edges of 1.3 (CLI.md, "Added in 1.4", Fixes): stats count rounds, a moon's
report names every part, a card given twice by letter and option, a damaged `redo` list, a cache
nested beyond reading, a third copy named; and behaviour that held only by chance."""

from __future__ import annotations

import json

import pytest

from hjerter_cli.core.game import edit_round, new_game
from hjerter_cli.core.settings import Settings
from hjerter_cli.core.tally import parse_entry, read_round
from hjerter_cli.errors import RefusedError
from hjerter_cli.render.refusals import say
from tests.helpers import PLAYERS, play, raises_refusal, score, tally

P4 = PLAYERS[4]
SIX = PLAYERS[6]


def one_sentence(result, code: int) -> str:
    """A refusal: its exit code, one line on stderr, nothing on stdout, no traceback."""
    assert result.exit_code == code, result.output
    assert result.stdout == "" and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    return result.stderr


class TestStatsCountRounds:
    """`queens`, `bonus_cards` and `tens` count the rounds in which a player took the card: both
    copies in one round count once."""

    def test_both_copies_in_one_round_count_once(self, cli):
        cli.ok("new", "-g", "b", *SIX, "--decks", "2", "--omnibus", "--ten-of-clubs", "--target", "500")
        # Round 1: Ann takes both Q♠, both J♦ and both 10♣; round 2: one Q♠ each to Ann and Bo,
        # Cy and Di a J♦ and a 10♣ each.
        cli.ok("round", "13qqjjtt", "13", "0", "0", "0", "0")
        cli.ok("round", "13q", "13q", "jt", "jt", "0", "0")
        players = {p["name"]: p for p in json.loads(cli.ok("stats", "--format", "json").stdout)["players"]}
        counted = {name: (p["queens"], p["bonus_cards"], p["tens"]) for name, p in players.items()}
        # rounds with a copy taken: Ann Q♠ in rounds 1 and 2, J♦ and 10♣ in round 1; Bo Q♠ in
        # round 2; Cy and Di a J♦ and a 10♣ in round 2
        assert counted == {
            "Ann": (2, 1, 1),
            "Bo": (1, 0, 0),
            "Cy": (0, 1, 1),
            "Di": (0, 1, 1),
            "Eva": (0, 0, 0),
            "Finn": (0, 0, 0),
        }

    def test_a_moon_with_both_queens_is_one_round_with_the_queen(self, cli):
        cli.ok("new", "-g", "b", *SIX, "--decks", "2")
        cli.ok("round", "26qq", "0", "0", "0", "0", "0")
        ann = json.loads(cli.ok("stats", "--format", "json").stdout)["players"][0]
        assert (ann["name"], ann["moons"], ann["queens"]) == ("Ann", 1, 1)


class TestTheMoonsReportNamesEveryPart:
    """A without-bonus moon: the moon's part and the bonus card's -10, as the sheet's note has them."""

    @pytest.fixture
    def without_bonus(self, cli):
        def made(rule: str):
            cli.ok("new", "-g", rule, "--omnibus", "--omnibus-moon", "without-bonus", "--moon", rule, *P4)
            return cli

        return made

    def test_minus_with_the_bonus_card(self, without_bonus):
        said = without_bonus("minus").ok("round", "13qj", "0", "0", "0").stdout
        # RULES.md: 13 hearts + Q♠ + J♦, minus: -26 - 10 = -36 for the shooter
        assert said.startswith("Round 1: Ann -36, Bo 0, Cy 0, Di 0\n")
        assert "  Ann shot the moon: -26 to Ann (minus).\n  J♦ -10 to Ann (the bonus card).\n" in said

    def test_plus_with_the_bonus_card_elsewhere(self, without_bonus):
        said = without_bonus("plus").ok("round", "13q", "j", "0", "0").stdout
        # RULES.md: the J♦ taker 26 - 10 = 16, the others 26, the shooter 0
        assert said.startswith("Round 1: Ann 0, Bo 16, Cy 26, Di 26\n")
        assert "  Ann shot the moon: +26 to everyone else (plus).\n  J♦ -10 to Bo (the bonus card).\n" in said

    def test_a_moon_with_the_bonus_card_counted_in_says_nothing_more(self, cli):
        cli.ok("new", "-g", "w", "--omnibus", "--moon", "minus", *P4)
        said = cli.ok("round", "13qj", "0", "0", "0").stdout
        assert said.startswith("Round 1: Ann -26, Bo 0, Cy 0, Di 0\n") and "(the bonus card)" not in said


class TestOneCardGivenTwice:
    """One pack: a card given by letter and by option to the same player is one card given twice."""

    @pytest.mark.parametrize(
        "words",
        [
            ["13q", "0", "0", "0", "--queen", "Ann"],
            ["13q", "0", "0", "0", "--queen", "1"],
            ["13", "0", "0", "0", "--queen", "Ann", "--queen", "Ann"],
        ],
    )
    def test_refused_alike(self, game4, words):
        before = game4.snapshot()
        said = one_sentence(game4("round", *words), 1)
        assert "given twice" in said or "marked twice for Ann" in said or "2 times (Ann, Ann)" in said
        assert game4.snapshot() == before

    def test_by_letter_and_option_it_is_the_card_marked_twice(self, game4):
        said = one_sentence(game4("round", "13q", "0", "0", "0", "--queen", "Ann"), 1)
        assert said == "Error: The queen of spades (Q♠) is marked twice for Ann; give each card once.\n"

    def test_the_option_alone_still_counts(self, game4):
        assert game4.ok("round", "13", "0", "0", "0", "--queen", "Ann").stdout.startswith("Round 1: Ann 0, Bo 26,")


class TestARedoListTheRulesRefuse:
    """A file whose `redo` list holds a round the rules refuse is damaged, as bad `rounds` are."""

    @pytest.fixture
    def damaged(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        game4.ok("undo")
        path = game4.game_file("g")
        text = path.read_text(encoding="utf-8")
        assert 'redo = [\n    "Ann=4 Bo=q Cy=9 Di=0",\n]' in text
        path.write_text(text.replace('"Ann=4 Bo=q Cy=9 Di=0"', '"Ann=4 Bo=q Cy=9 Di=1"'), encoding="utf-8")
        return game4

    @pytest.mark.parametrize(
        "words",
        [["show"], ["show", "--format", "json"], ["redo"], ["round", "4", "q", "9", "0"], ["rules"], ["undo"]],
    )
    def test_every_command_says_damaged(self, damaged, words):
        before = damaged.snapshot()
        said = one_sentence(damaged(*words), 3)
        assert "cannot be used: redo 1" in said and "14" in said  # 4 + 9 + 1 hearts
        assert damaged.snapshot() == before

    def test_an_undone_round_from_a_sheet_is_no_damage(self, cli, tmp_path):
        sheet = tmp_path / "s.csv"
        sheet.write_text("round,Ann,Bo,Cy,Di\n1,4,13,9,0\n2,0,26,0,0\n", encoding="utf-8")
        cli.ok("import", str(sheet))
        cli.ok("undo", "-g", "s")
        assert json.loads(cli.ok("show", "-g", "s", "--format", "json").stdout)["totals"]["Bo"] == 13
        assert cli.ok("redo", "-g", "s").stdout.startswith("Put back:\nRound 2: Ann 0, Bo 26, Cy 0, Di 0\n")

    def test_list_says_damaged(self, damaged):
        (entry,) = json.loads(damaged.ok("list", "--format", "json").stdout)
        assert entry["name"] == "g" and "redo 1" in entry["damaged"]


class TestACacheBeyondReading:
    """Whatever the cache holds, `list` and `stats` come from the games: no traceback."""

    DEEP = 100_000

    @pytest.mark.parametrize(
        "cache",
        [
            "[" * DEEP + "]" * DEEP,
            '{"schema": 2, "games": ' + "[" * DEEP + "]" * DEEP + "}",
            '{"games": {"g": {"identity": ' + '{"a": ' * DEEP + "1" + "}" * DEEP + "}}}",
        ],
    )
    @pytest.mark.parametrize("command", ["list", "stats"])
    def test_nested_deeply_it_is_recomputed(self, game4, cache, command):
        game4.ok("round", "4", "q", "9", "0")
        expected = game4.ok(command, "--format", "json").stdout
        (game4.data / "list-cache.json").write_text(cache)
        result = game4(command, "--format", "json")
        assert (result.exit_code, result.stderr, result.stdout) == (0, "", expected)


class TestAThirdCopyIsNamed:
    def test_the_entry_names_the_card(self, cli):
        cli.ok("new", "-g", "b", *SIX, "--decks", "2")
        said = one_sentence(cli("round", "4qqq", "22", "0", "0", "0", "0"), 1)
        assert said == (
            "Error: Ann's entry '4qqq' names the queen of spades (Q♠) three times; with two packs each card "
            "is there twice.\n"
        )

    def test_the_bonus_card_is_named_by_the_games_own(self, cli):
        cli.ok("new", "-g", "b", *SIX, "--decks", "2", "--omnibus", "--bonus-card", "ten")
        said = one_sentence(cli("round", "4qqjjj", "22", "0", "0", "0", "0"), 1)
        assert "names the ten of diamonds (10♦) three times" in said


# Behaviour that held only by chance: nothing failed when it was broken -----------------------


class TestPairsKeptAndRefused:
    def test_like_keeps_pairs_that_are_not_opposite(self, cli):
        cli.ok("new", "-g", "a", "--pair", "Ann+Bo", "--pair", "Cy+Di", *P4)
        cli.ok("new", "-g", "b", "--like", "a")
        settings = json.loads(cli.ok("show", "-g", "b", "--format", "json").stdout)["settings"]
        assert settings["pairs"] == [["Ann", "Bo"], ["Cy", "Di"]]  # as given, not Ann+Cy, Bo+Di

    def test_a_pair_at_five_players_is_refused_as_odd(self, cli):
        result = cli("new", "--pair", "Ann+Bo", "--pair", "Cy+Di", *PLAYERS[5])
        assert one_sentence(result, 1) == "Error: Partner pairs need an even number of players, not 5.\n"
        assert cli.snapshot() == {}

    def test_a_name_with_a_plus_in_it_is_cut_where_two_players_are_named(self, cli):
        cli.ok("new", "-g", "p", "--pair", "Ann+Bo+Cy", "--pair", "Di+Eva", "Ann+Bo", "Cy", "Di", "Eva")
        settings = json.loads(cli.ok("show", "--format", "json").stdout)["settings"]
        assert settings["pairs"] == [["Ann+Bo", "Cy"], ["Di", "Eva"]]  # "Ann" + "Bo+Cy" names nobody second

    @pytest.mark.parametrize(
        "pair,said",
        [
            ("Ann+Zed", "--pair 'Ann+Zed' does not name two players as A+B; players are Ann, Bo, Cy, Di."),
            ("Ann+ann", "--pair 'Ann+ann' names Ann twice; a pair is two players."),
        ],
    )
    def test_a_pair_that_is_not_two_players_is_said_as_typed(self, cli, pair, said):
        assert one_sentence(cli("new", "--pair", pair, "--pair", "Bo+Cy", *P4), 2) == f"Error: {said}\n"


class TestEntriesAsFilesHoldThem:
    def test_an_entry_of_many_digits(self):
        assert parse_entry("Ann", "000004q") == (4, ["queen"])  # six digits: the most read
        with raises_refusal(RefusedError, match="0000004q"):
            parse_entry("Ann", "0000004q")

    @pytest.mark.parametrize(
        "text",
        ["Ann=4\tBo=q Cy=9 Di=0", "Ann =4 Bo=q Cy=9 Di=0", "Ann=4 Bo=q\t Cy=9  Di=0", "Ann=4\u2003Bo=q Cy=9 Di=0"],
    )
    def test_a_tab_or_a_blank_before_the_equals_sign(self, text):
        assert read_round(P4, text) == tally([4, 0, 9, 0], queen=1)

    def test_a_stored_round_names_the_games_own_bonus_card_given_thrice(self):
        with raises_refusal(RefusedError, match=r"names the ten of diamonds \(10♦\) three times"):
            read_round(SIX, "Ann=4jjj Bo=22 Cy=0 Di=0 Eva=0 Finn=0", hearts_total=26, copies=2, bonus_card="ten")

    def test_an_entry_without_a_name_is_refused(self):
        with raises_refusal(RefusedError) as caught:
            read_round(P4, "Ann=4 =3 Bo=q Cy=9 Di=0")
        assert caught.value.kind == "entry-without-name"

    def test_an_entry_without_a_name_on_the_command_line_says_so(self, game4):
        before = game4.snapshot()
        result = game4("round", "Ann=4", "=3", "Cy=9", "Di=0")
        assert result.exit_code == 1 and result.stderr == (
            "Error: =3 has no name before its =; write NAME=ENTRY for one of Ann, Bo, Cy, Di.\n"
        )
        assert game4.snapshot() == before

    def test_a_game_file_with_a_tab_between_entries_reads(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        path = game4.game_file("g")
        path.write_text(path.read_text(encoding="utf-8").replace("Ann=4 Bo", "Ann=4\\tBo"), encoding="utf-8")
        assert json.loads(game4.ok("show", "--format", "json").stdout)["totals"] == {
            "Ann": 4,
            "Bo": 13,
            "Cy": 9,
            "Di": 0,
        }


class TestAutoWithExactReset:
    def test_plus_that_resets_a_total_ends_nothing(self):
        settings = Settings(moon="auto", exact_reset=True)
        # plus: Bo 74 + 26 = 100, exactly the target: back to 0 (a score of -74), so nobody
        # reaches 100 and plus ends nothing; without the reset Bo's 100 would end the game with
        # Cy winning on 36 and auto would choose minus.
        result = score([13, 0, 0, 0], totals=[50, 74, 10, 20], settings=settings, queen=0)
        assert result.moon is not None and (result.moon.rule, result.moon.plus_winners) == ("plus", ())
        assert result.scores == (0, -74, 26, 26) and result.reset == (1,)
        plain = score([13, 0, 0, 0], totals=[50, 74, 10, 20], settings=Settings(moon="auto"), queen=0)
        assert plain.moon is not None and plain.moon.rule == "minus" and plain.scores == (-26, 0, 0, 0)


class TestRefusalsNameTheirCard:
    @pytest.mark.parametrize(
        "settings,takers,card",
        [
            (Settings(sun=True, omnibus=True, omnibus_moon="without-bonus"), {"bonus": 1}, "the jack of diamonds (J♦)"),
            (
                Settings(sun=True, omnibus=True, omnibus_moon="without-bonus", bonus_card="ten"),
                {"bonus": 2},
                "the ten of diamonds (10♦)",
            ),
            (Settings(sun=True, ten_of_clubs=True), {"ten": 3}, "the ten of clubs (10♣)"),
        ],
    )
    def test_a_sun_names_the_card_the_shooter_missed(self, settings, takers, card):
        with raises_refusal(RefusedError) as caught:
            score([13, 0, 0, 0], sun=True, settings=settings, queen=0, **takers)
        assert say(caught.value) == f"Ann did not take {card}, so they did not take every trick: no sun."

    def test_edit_round_refuses_an_impossible_tally_as_it_is(self):
        game = play([tally([4, 0, 9, 0], queen=1)])
        with raises_refusal(RefusedError) as caught:
            edit_round(game, 1, tally([4, 0, 9, 1], queen=1))
        assert caught.value.kind == "hearts-sum" and "14" in say(caught.value)
        fresh = new_game(P4, Settings())
        with raises_refusal(RefusedError) as caught:
            edit_round(fresh, 1, tally([4, 0, 9, 1], queen=1))
        assert caught.value.kind == "no-such-round-none-yet"
