"""cli/CLI.md "Added in 1.1" for scripts: stdin one round a line, the `_` entry, options before the command."""

from __future__ import annotations

import json

import pytest


def sheet(cli, *args):
    return json.loads(cli.ok("show", "--format", "json", *args).stdout)


class TestTheRest:
    def test_underscore_takes_the_hearts_the_others_leave(self, game4):
        game4.ok("round", "4", "q", "_", "0")  # 13 - 4 - 0 - 0 = 9 for Cy
        assert sheet(game4)["rounds"][0]["hearts"] == {"Ann": 4, "Bo": 0, "Cy": 9, "Di": 0}

    def test_underscore_with_letters_and_names(self, game4):
        game4.ok("round", "Di=_q", "Ann=3", "Bo=0", "Cy=0")  # Di: 13 - 3 = 10, and Q♠
        assert sheet(game4)["rounds"][0]["raw"] == {"Ann": 3, "Bo": 0, "Cy": 0, "Di": 23}

    def test_by_value_the_rest_is_of_104(self, cli):
        cli.ok("new", "--scoring", "by-value", "Ann", "Bo", "Cy")
        cli.ok("round", "50", "_", "0q")  # 104 - 50 = 54
        assert sheet(cli)["rounds"][0]["hearts"]["Bo"] == 54

    def test_two_underscores_are_refused(self, game4):
        before = game4.snapshot()
        result = game4("round", "_", "q", "_", "0")
        assert result.exit_code == 1 and "Only one entry may be _ (the rest); Ann and Cy both have it." in result.stderr
        assert game4.snapshot() == before

    def test_nothing_left_is_refused(self, game4):
        result = game4("round", "10", "q", "_", "5")
        assert result.exit_code == 1 and "The others already have 15 of the 13 hearts" in result.stderr

    def test_d_for_dame_is_q(self, game4):
        game4.ok("round", "4", "d", "9", "0")
        assert sheet(game4)["rounds"][0]["cards"] == {"queen": "Bo"}


class TestStdinLines:
    def test_each_line_is_a_round_all_saved_at_once(self, game4):
        text = "4 q 9 0\n\n# a comment line\n   \n0 13q 0 0  # Bo's moon\nAnn=1 Bo=2 Cy=3 Di=_q\n"
        result = game4.ok("round", "-", input=text)
        assert [r["number"] for r in sheet(game4)["rounds"]] == [1, 2, 3]
        assert result.stdout.count("Round ") == 3 and "Next: round 4" in result.stdout
        assert "Totals: Ann 4, Bo 13, Cy 9, Di 0" in result.stdout  # each round's totals after it

    def test_one_bad_line_refuses_all_and_names_it(self, game4):
        before = game4.snapshot()
        result = game4("round", "-", input="4 q 9 0\n4 q 9 1\n0 13q 0 0\n")
        assert result.exit_code == 1
        assert "Line 2: The hearts add up to 14, not 13; someone's count is off. Nothing was saved." in result.stderr
        assert game4.snapshot() == before

    def test_options_inside_a_line(self, cli):
        cli.ok("new", "--moon", "choose", "--ten-of-clubs", "Ann", "Bo", "Cy", "Di")
        cli.ok("round", "-", input="0 13q 0 0 --moon minus --ten 1\n4 0 9 0 --queen=Bo --ten Cy\n")
        rounds = sheet(cli)["rounds"]
        assert rounds[0]["moon"]["rule"] == "minus" and rounds[0]["scores"]["Bo"] == -26
        assert rounds[1]["cards"] == {"queen": "Bo", "ten": "Cy"} and rounds[1]["scores"]["Cy"] == 18

    def test_options_beside_the_dash_apply_to_every_line(self, game4):
        game4.ok("round", "-", "--queen", "Bo", input="4 0 9 0\n4 0 9 0\n")
        assert [r["cards"]["queen"] for r in sheet(game4)["rounds"]] == ["Bo", "Bo"]

    def test_dry_run_beside_the_dash(self, game4):
        before = game4.snapshot()
        result = game4.ok("round", "-", "--dry-run", input="4 q 9 0\n4 q 9 0\n")
        assert "Dry run, nothing saved:" in result.stdout and result.stdout.count("Round ") == 2
        assert game4.snapshot() == before

    def test_an_unknown_option_inside_a_line_is_a_bad_line(self, game4):
        result = game4("round", "-", input="4 q 9 0 --colour red\n")
        assert result.exit_code == 1 and "Line 1: --colour is not a round option." in result.stderr

    def test_a_game_that_ends_part_way_refuses_the_lines_after(self, cli):
        cli.ok("new", "--target", "20", "Ann", "Bo", "Cy")
        before = cli.snapshot()
        result = cli("round", "-", input="3 10q 0\n3 10q 0\n")
        assert result.exit_code == 1 and "Line 2: the game was over after round 1" in result.stderr
        assert cli.snapshot() == before

    def test_a_card_option_twice_in_a_line(self, game4):
        result = game4("round", "-", "--queen", "Ann", input="4 0 9 0 --queen Bo\n")
        assert result.exit_code == 1 and "--queen is given twice" in result.stderr

    def test_no_rounds_at_all(self, game4):
        result = game4("round", "-", input="# nothing\n\n")
        assert result.exit_code == 1 and "Standard input has no rounds" in result.stderr

    def test_edit_reads_one_round(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        game4.ok("edit", "1", "-", input="5 q 8 0\n")
        assert sheet(game4)["rounds"][0]["hearts"]["Ann"] == 5
        assert game4("edit", "1", "-", input="5 q 8 0\n5 q 8 0\n").exit_code == 1


class TestOptionsBeforeTheCommand:
    @pytest.fixture
    def two(self, cli):
        cli.ok("new", "-g", "friday", "Ann", "Bo", "Cy")
        cli.ok("new", "-g", "saturday", "Di", "Eva", "Finn")
        return cli

    def test_game_before_the_command(self, two):
        two.ok("-g", "friday", "round", "3", "10q", "0")
        assert sheet(two, "-g", "friday")["rounds"][0]["hearts"] == {"Ann": 3, "Bo": 10, "Cy": 0}
        assert sheet(two)["name"] == "saturday"  # the current game is untouched

    def test_after_replaces_before(self, two, tmp_path):
        assert (
            json.loads(two.ok("-g", "friday", "show", "-g", "saturday", "--format", "json").stdout)["name"]
            == "saturday"
        )

    def test_file_before_the_command_and_before_new(self, two, tmp_path):
        path = tmp_path / "x.toml"
        two.ok("-f", str(path), "new", "A", "B", "C")
        two.ok("-f", str(path), "round", "1", "2", "10q")
        assert json.loads(two.ok("show", "-f", str(path), "--format", "json").stdout)["totals"]["C"] == 23

    def test_game_before_new_names_it(self, two):
        two.ok("-g", "sunday", "new", "A", "B", "C")
        assert two.game_file("sunday").exists()

    def test_both_on_one_side_is_a_usage_error(self, two, tmp_path):
        assert two("-g", "friday", "-f", str(tmp_path / "x.toml"), "show").exit_code == 2

    @pytest.mark.parametrize("command", [["list"], ["stats"], ["use", "friday"], ["delete", "friday", "--yes"]])
    def test_before_a_command_that_takes_no_game_is_a_usage_error(self, two, command):
        before = two.snapshot()
        result = two("-g", "friday", *command)
        assert result.exit_code == 2 and "takes no --game or --file before it" in result.stderr
        assert two.snapshot() == before


class TestSettingsThatMakeSense:
    @pytest.mark.parametrize(
        "args,words",
        [
            (["--sun", "--moon", "off"], "With the moon rule off a moon counts nothing"),
            (["--sun", "--scoring", "black-maria"], "Sorte Maria has no moon"),
            (["--one-below", "--target", "1"], "With a target of 1, one below is 0"),
        ],
    )
    def test_what_cannot_apply_is_refused_with_the_reason(self, cli, args, words):
        result = cli("new", *args, "Ann", "Bo", "Cy")
        assert result.exit_code == 2 and words in result.stderr and cli.snapshot() == {}

    def test_by_value_with_the_default_target_says_so(self, cli):
        out = " ".join(cli.ok("new", "--scoring", "by-value", "Ann", "Bo", "Cy").stdout.split())  # as read
        assert "Note: a round is worth 129 points, so a target of 100 is reached in a round or two" in out
        assert "Note:" not in cli.ok("new", "-g", "plain", "Ann", "Bo", "Cy").stdout


class TestWords:
    def test_a_shared_place_is_one_place(self, cli):
        cli.ok("new", "--target", "20", "--ties", "share", "Ann", "Bo", "Cy")
        cli.ok("round", "1", "1", "11q")  # 1, 1, 24: Ann and Bo share the win
        assert "Standing: 1. Ann 1  1. Bo 1  3. Cy 24" in cli.ok("show", "--format", "text").stdout

    def test_a_tie_that_plays_on_says_why(self, cli):
        cli.ok("new", "--target", "20", "Ann", "Bo", "Cy")
        out = cli.ok("round", "1", "1", "11q").stdout
        assert "Ann & Bo are tied lowest on 1, so one more round decides." in out


class TestColourAndWidth:
    def test_no_color_option_and_term_dumb(self, game4):
        from hjerter_cli.cli.options import colour_wanted

        class Tty:
            def isatty(self):
                return True

        assert colour_wanted(Tty())
        game4.ok("--no-color", "list")  # accepted before any command
        assert not colour_wanted(Tty())  # --no-color set NO_COLOR for this process

    def test_six_players_at_80_columns_fit(self, cli):
        from hjerter_cli.core.game import add_round, new_game
        from hjerter_cli.core.game import sheet as scored
        from hjerter_cli.core.tally import parse_tallies
        from hjerter_cli.render.columns import width
        from hjerter_cli.render.formats import render

        game = new_game(("Annemette", "Bodil", "Cylle", "Dorthe", "Evald", "Finnbogi"))
        for words in ("2 2 2 2 2 3q", "0 0 13q 0 0 0", "1 1 1 1 9q 0"):
            game, _s = add_round(game, parse_tallies(game.players, words.split()))
        for columns in (80, 100):
            text = render(scored(game), "friday", "table", terminal=True, columns=columns)
            assert max(width(line) for line in text.splitlines()) <= columns, text
        wide = render(scored(game), "friday", "table", terminal=True, columns=200)
        assert "(+16)" in wide
        narrow = render(scored(game), "friday", "table", terminal=True, columns=80)
        assert "(+16)" in narrow  # 77 columns with the notes below: the round scores stay
