"""`new` and `round` at the big table end to end (cli/CLI.md, "Added in 1.3"): what each setting
prints, and every refusal one sentence with its exit code and nothing written."""

from __future__ import annotations

import pytest

SIX = ("Ann", "Bo", "Cy", "Di", "Eva", "Finn")


class TestNew:
    def test_two_packs_say_the_deal_the_lead_and_the_cancelling(self, cli):
        said = cli.ok("new", "-g", "b", *SIX, "--decks", "2").output
        assert "Two packs shuffled together (Cancellation Hearts): every card twice, 104 in all." in said
        assert "Remove one 2♦ and one 2♣ from the two packs: 17 cards each." in said
        assert "2♣ leads the first trick." in said  # its other copy is out
        said = cli.ok("new", "-g", "c", *SIX, "Gry", "Hal", "Ida", "Jon", "Kim", "Lis", "--decks", "2").output
        assert "Remove both 2♦, both 2♣, both 3♦ and both 3♣ from the two packs: 8 cards each." in said
        assert "4♣ leads the first trick: of its two holders, the one nearer the dealer's left." in said
        assert "Identical cards cancel each other" in said

    def test_nine_players_lose_both_twos_and_one_three(self, cli):
        said = cli.ok("new", "-g", "n", *SIX, "Gry", "Hal", "Ida", "--decks", "2").output
        # 104 mod 9 = 5 copies, in the order 2♦ 2♣ 2♦ 2♣ 3♦: (104 - 5) / 9 = 11 each
        assert "Remove both 2♦, both 2♣ and one 3♦ from the two packs: 11 cards each." in said

    def test_two_packs_say_each_copy_in_the_tally_and_the_moon(self, cli):
        said = cli.ok("new", "-g", "o", *SIX, "--decks", "2", "--omnibus", "--ten-of-clubs").output
        assert "Omnibus: each J♦ is a bonus card worth -10 to its taker." in said
        assert "each round, say who took each Q♠, each J♦ and each 10♣." in said
        assert "Shooting the moon (taking all hearts, both Q♠ and both J♦):" in said
        said = cli.ok("new", "-g", "w", *SIX, "--decks", "2", "--omnibus", "--omnibus-moon", "without-bonus").output
        assert "Shooting the moon (taking all hearts and both Q♠):" in said

    @pytest.mark.parametrize(
        "rule,words",
        [
            (
                "plus",
                "the players outside the shooter's pair get +26 each; the shooter gets 0, the partner "
                "keeps their own points.",
            ),
            ("choose", "the shooter chooses: -26 to themselves or +26 to each player outside the pair"),
            (
                "auto",
                "the players outside the shooter's pair get +26, unless that ends the game with another "
                "pair winning: then the shooter gets -26.",
            ),
        ],
    )
    def test_the_moon_in_words_with_pairs(self, cli, rule, words):
        said = cli.ok("new", "-g", "m", *SIX[:4], "--pairs", "--moon", rule).output
        assert words in " ".join(said.split()), said

    def test_the_kitty(self, cli):
        said = cli.ok("new", "-g", "k", "Ann", "Bo", "Cy", "Di", "Eva", "--deal", "kitty").output
        assert "Deal every card: 10 cards each, 2 to the kitty, which the winner of the first trick takes." in said
        assert "The lowest club dealt leads the first trick (2♣, unless it lies in the kitty)." in said
        said = cli.ok("new", "-g", "k2", *SIX, "Gry", "--decks", "2", "--deal", "kitty").output
        assert "14 cards each, 6 to the kitty" in said and "(2♣, unless both lie in the kitty): of two" in said
        said = cli.ok("new", "-g", "k3", "Ann", "Bo", "Cy", "Di", "--deal", "kitty").output
        assert "Deal every card: 13 cards each, 0 to the kitty (the deal comes out even)." in said
        assert "2♣ leads the first trick." in said  # nothing left over: no kitty

    def test_pairs_and_their_target(self, cli):
        said = cli.ok("new", "-g", "p", *SIX, "--pairs").output
        assert "Partner pairs: Ann+Di, Bo+Eva, Cy+Finn" in said and "reaches 200" in said
        said = cli.ok("new", "-g", "q", *SIX, "--pair", "Finn+Ann", "--pair", "2+3", "--pair", "di+eva").output
        assert "Partner pairs: Ann+Finn, Bo+Cy, Di+Eva" in said
        assert "reaches 100" in cli.ok("new", "-g", "r", *SIX, "--pairs", "--target", "100").output

    def test_like_carries_the_big_table_and_the_no_forms_undo_it(self, cli):
        cli.ok("new", "-g", "p", *SIX, "--pairs", "--decks", "2", "--deal", "kitty")
        said = cli.ok("new", "-g", "again", "--like", "p").output
        assert "Partner pairs: Ann+Di, Bo+Eva, Cy+Finn" in said and "Two packs" in said and "kitty" in said
        said = cli.ok("new", "-g", "plain", "--like", "p", "--no-pairs", "--decks", "1", "--deal", "remove").output
        assert "Partner pairs" not in said and "Two packs" not in said and "reaches 200" in said

    @pytest.mark.parametrize(
        "args,code,sentence",
        [
            ([*SIX, *"GHIJKLM", "--decks", "2"], 1, "With two packs Hearts is played by 5 to 12 players, not 13."),
            ([*SIX[:4], "--decks", "2"], 1, "With two packs Hearts is played by 5 to 12 players, not 4."),
            ([*SIX, "Gry", "Hal"], 1, "3 to 7 players"),
            ([*SIX[:5], "--pairs"], 1, "Partner pairs need an even number of players, not 5."),
            ([*SIX[:4], "--pair", "Ann+Bo", "--pair", "Ann+Cy"], 2, "In two pairs: Ann; each player is in exactly"),
            ([*SIX[:4], "--pair", "Ann+Bo"], 2, "Not in any pair: Cy, Di; name a pair with --pair for every player."),
            ([*SIX[:4], "--pair", "Ann+Zed", "--pair", "Bo+Cy"], 2, "does not name two players as A+B"),
            ([*SIX[:4], "--pair", "Ann+Ann", "--pair", "Bo+Cy"], 2, "names Ann twice; a pair is two players."),
            ([*SIX[:4], "--pairs", "--pair", "Ann+Bo"], 2, "Use --pairs (partners opposite) or --pair A+B"),
            ([*SIX[:4], "--pairs", "--exact-reset"], 2, "leave out --exact-reset"),
            ([*SIX[:4], "--decks", "3"], 2, "'3' is not one of 1, 2"),
            ([*SIX[:4], "--deal", "pile"], 2, "'pile' is not one of remove, kitty"),
        ],
    )
    def test_refusals_are_one_sentence_and_write_nothing(self, cli, args, code, sentence):
        before = cli.snapshot()
        result = cli("new", "-g", "x", *args)
        assert result.exit_code == code, result.output
        assert sentence in result.stderr and len(result.stderr.strip().splitlines()) == 1
        assert "Traceback" not in result.output and cli.snapshot() == before


class TestTwoPackRounds:
    @pytest.fixture
    def big(self, cli):
        cli.ok("new", "-g", "b", *SIX, "--decks", "2")
        return cli

    def test_letters_twice_options_twice_and_one_of_each(self, big):
        assert big.ok("round", "13qq", "13", "0", "0", "0", "0").output.startswith("Round 1: Ann 39, Bo 13,")
        assert big.ok("round", "--queen", "Bo", "--queen", "Bo", "13", "13", "0", "0", "0", "0").output.startswith(
            "Round 2: Ann 13, Bo 39,"
        )
        assert big.ok("round", "--queen", "Cy", "13q", "13", "0", "0", "0", "0").output.startswith(
            "Round 3: Ann 26, Bo 13, Cy 13,"
        )

    @pytest.mark.parametrize(
        "args,sentence",
        [
            (["13qqq", "13", "0", "0", "0", "0"], "three times"),
            (["13q", "13", "0", "0", "0", "0"], "needs two takers"),
            (["--queen", "Bo", "13qq", "13", "0", "0", "0", "0"], "two takers, not Ann, Ann, Bo"),
            (["27", "0", "0", "0", "0", "0"], "0 to 26"),
            (["13qq", "14", "0", "0", "0", "0"], "not 26 (two packs)"),
        ],
    )
    def test_a_third_taker_or_a_missing_one_is_refused_naming_the_card(self, big, args, sentence):
        before = big.snapshot()
        result = big("round", *args)
        assert result.exit_code == 1 and sentence in result.stderr, result.output
        assert len(result.stderr.strip().splitlines()) == 1 and big.snapshot() == before

    def test_one_pack_keeps_1_2s_refusal_of_a_card_twice(self, game4):
        result = game4("round", "4qq", "0", "9", "0")
        assert result.exit_code == 1 and "'4qq' names a card twice; each card has exactly one taker." in result.stderr
