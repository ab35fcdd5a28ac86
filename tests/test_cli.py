"""cli/CLI.md end to end, in-process with typer.testing.CliRunner."""

from __future__ import annotations

import json
import re
from datetime import date

import pytest

from hjerter_cli import __version__
from hjerter_cli.store import paths
from hjerter_cli.store.gamefile import load


def refused(result, code: int, words: str) -> None:
    """A refusal: the exit code, one sentence on stderr naming the problem, no traceback, nothing on stdout."""
    assert result.exit_code == code, (result.stdout, result.stderr)
    assert words in result.stderr, result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert result.stdout == ""


def sheet_json(cli, *args: str) -> dict:
    result = cli("show", "--format", "json", *args)
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


class TestNew:
    def test_new_prints_settings_cards_to_remove_and_round_one(self, cli):
        result = cli("new", "-g", "friday", "Ann", "Bo", "Cy", "Di", "Eva")
        assert result.exit_code == 0, result.stderr
        out = result.stdout
        assert "New game friday" in out and "Remove 2♦, 2♣" in out and "10 cards each" in out
        assert "A round is worth 26" in out and "Next: round 1, pass left, Ann deals." in out
        assert cli.game_file("friday").is_file()

    def test_the_default_name_is_todays_date_then_numbered(self, cli):
        today = date.today().isoformat()
        for expected in (today, f"{today}-2", f"{today}-3"):
            result = cli("new", "Ann", "Bo", "Cy")
            assert result.exit_code == 0 and f"New game {expected}." in result.stdout
        assert sheet_json(cli)["name"] == f"{today}-3"

    def test_every_setting_lands_in_the_game(self, cli):
        result = cli(
            "new",
            "-g",
            "x",
            "--target",
            "50",
            "--moon",
            "choose",
            "--scoring",
            "by-value",
            "--omnibus",
            "--bonus-card",
            "ten",
            "--ten-of-clubs",
            "--sun",
            "--ties",
            "share",
            "--passing",
            "left",
            "--dealer",
            "cy",
            "--one-below",
            "--omnibus-moon",
            "without-bonus",
            "--exact-reset",
            "--deals",
            "12",
            "Ann",
            "Bo",
            "Cy",
        )
        assert result.exit_code == 0, result.stderr
        assert sheet_json(cli)["settings"] == {
            "target": 50,
            "moon": "choose",
            "scoring": "by-value",
            "omnibus": True,
            "bonus_card": "ten",
            "omnibus_moon": "without-bonus",
            "ten_of_clubs": True,
            "sun": True,
            "ties": "share",
            "passing": "left",
            "dealer": "Cy",
            "one_below": True,
            "exact_reset": True,
            "decks": 1,
            "deal": "remove",
            "pairs": [],
            "deals": 12,
        }
        assert "Cy deals" in result.stdout and "10♦" in result.stdout

    def test_an_existing_name_is_refused_and_nothing_is_overwritten(self, game4, tmp_path):
        before = game4.snapshot()
        refused(game4("new", "-g", "g", "X", "Y", "Z"), 1, "exists already")
        assert game4.snapshot() == before
        other = tmp_path / "notes.txt"
        other.write_text("not a game")
        refused(game4("new", "-f", str(other), "X", "Y", "Z"), 1, "exists already")
        assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "notes.txt"]

    def test_bonus_card_without_omnibus_is_refused(self, cli):
        refused(cli("new", "--bonus-card", "ten", "Ann", "Bo", "Cy"), 2, "add --omnibus")
        assert cli.snapshot() == {}

    @pytest.mark.parametrize(
        "args,words",
        [
            (["Ann", "Bo"], "3 to 7 players"),
            (["Ann", "Bo", "ann"], "Two players are called ann"),
            (["Ann", "Bo", "12"], "only digits"),
            (["Ann", "Bo", "a=b"], "'='"),
            (["Ann", "Bo", "A\x1b[2J"], "control character"),
            (["Ann", "Bo", "x" * 21], "longer than 20"),
            (["--target", "0", "Ann", "Bo", "Cy"], "target"),
            (["--dealer", "Zed", "Ann", "Bo", "Cy"], "Zed is not at the table"),
            (["-g", "../evil", "Ann", "Bo", "Cy"], "not a game name"),
            (["-g", ".hidden", "Ann", "Bo", "Cy"], "not a game name"),
            (["-g", "a b", "Ann", "Bo", "Cy"], "not a game name"),
            (["-g", "x" * 65, "Ann", "Bo", "Cy"], "not a game name"),
        ],
    )
    def test_bad_tables_are_refused_and_nothing_is_written(self, cli, args, words):
        refused(cli("new", *args), 1, words)
        assert cli.snapshot() == {}

    @pytest.mark.parametrize(
        "args", [["--moon", "sideways", "A", "B", "C"], ["--target", "x", "A", "B", "C"], ["--nope", "A", "B", "C"], []]
    )
    def test_usage_errors_exit_2(self, cli, args):
        result = cli("new", *args)
        assert result.exit_code == 2 and "Traceback" not in result.output

    def test_new_with_file_writes_there_and_keeps_current(self, cli, tmp_path):
        cli.ok("new", "-g", "g", "A", "B", "C")
        path = tmp_path / "shared.toml"
        result = cli("new", "--file", str(path), "Ann", "Bo", "Cy")
        assert result.exit_code == 0 and path.is_file()
        assert sheet_json(cli)["name"] == "g"
        assert sheet_json(cli, "--file", str(path))["players"] == ["Ann", "Bo", "Cy"]

    def test_a_unicode_game_name_is_fine(self, cli):
        assert cli("new", "-g", "fredag-hos-søren", "A", "B", "C").exit_code == 0
        assert cli.game_file("fredag-hos-søren").is_file()


class TestRound:
    def test_round_prints_scores_totals_and_next(self, game4):
        result = game4("round", "4", "q", "9", "0")
        assert result.exit_code == 0, result.stderr
        assert result.stdout.splitlines() == [
            "Round 1: Ann 4, Bo 13, Cy 9, Di 0",
            "Totals: Ann 4, Bo 13, Cy 9, Di 0",
            "Next: round 2, pass right, Bo deals.",
        ]

    def test_named_tallies_in_any_order(self, game4):
        assert game4("round", "Di=0", "cy=9", "BO=q", "Ann=4").exit_code == 0
        assert sheet_json(game4)["totals"] == {"Ann": 4, "Bo": 13, "Cy": 9, "Di": 0}

    @pytest.mark.parametrize("option,who", [("--queen", "Bo"), ("--queen", "2"), ("--queen", "bo")])
    def test_card_options(self, game4, option, who):
        assert game4("round", "4", "0", "9", "0", option, who).exit_code == 0
        assert sheet_json(game4)["rounds"][0]["cards"] == {"queen": "Bo"}

    def test_every_card_option(self, cli):
        cli.ok("new", "--omnibus", "--ten-of-clubs", "--scoring", "black-maria", "Ann", "Bo", "Cy", "Di")
        args = ["4", "0", "9", "0", "--queen", "1", "--bonus", "Bo", "--ten", "ann", "--king", "3", "--ace", "Di"]
        assert cli("round", *args).exit_code == 0
        cards = sheet_json(cli)["rounds"][0]["cards"]
        assert cards == {"queen": "Ann", "bonus": "Bo", "ten": "Ann", "king": "Cy", "ace": "Di"}

    @pytest.mark.parametrize("before,rule", [([], "plus"), (["7q 6 0 0", "0 11q 2 0"], "minus")])
    def test_auto_records_what_the_moon_became(self, cli, before, rule):
        cli.ok("new", "--moon", "auto", "--target", "40", "Ann", "Bo", "Cy", "Di")
        for words in before:  # Ann 20, Bo 30, Cy 2, Di 0: a plus moon by Bo would end it with Di winning
            assert cli("round", *words.split()).exit_code == 0
        result = cli("round", "0", "13q", "0", "0")
        assert result.exit_code == 0, result.stderr
        assert sheet_json(cli)["rounds"][-1]["moon"]["rule"] == rule
        assert f"({rule})" in result.stdout

    def test_the_round_output_names_who_may_not_pass(self, cli):
        cli.ok("new", "--one-below", "--target", "40", "Ann", "Bo", "Cy", "Di")
        for _ in range(2):
            cli.ok("round", "0q", "13", "0", "0")
        result = cli("round", "0q", "13", "0", "0")
        expected = "Next: round 4, no passing (hold), Di deals (Ann & Bo may not pass: one below the target)."
        assert expected in result.stdout

    def test_a_moon_is_reported_with_how_it_counted(self, game4):
        result = game4("round", "0", "13q", "0", "0")
        assert "Bo shot the moon: +26 to everyone else (plus)." in result.stdout
        assert sheet_json(game4)["rounds"][0]["moon"] == {"shooter": "Bo", "rule": "plus", "sun": False}

    def test_the_end_of_the_game_names_the_winner(self, cli):
        cli.ok("new", "-g", "short", "--target", "20", "Ann", "Bo", "Cy")
        result = cli("round", "3", "10q", "0")
        assert "Game over after round 1: Cy wins with 0." in result.stdout
        refused(cli("round", "3", "10q", "0"), 1, "over (Cy won)")
        data = sheet_json(cli)
        assert data["finished"] is True and data["winners"] == ["Cy"] and data["next"] is None

    def test_shared_win(self, cli):
        cli.ok("new", "--target", "20", "--ties", "share", "Ann", "Bo", "Cy", "Di")
        result = cli("round", "3", "10q", "0", "0")
        assert "Cy & Di share the win with 0" in result.stdout

    @pytest.mark.parametrize(
        "tallies,words",
        [
            (["4", "q", "9"], "3 entries for 4 players"),
            (["4", "q", "9", "1"], "add up to 14"),
            (["4", "0", "9", "0"], "Nobody took the queen of spades"),
            (["4", "q", "9q", "0"], "both Bo and Cy"),
            (["4", "qj", "9", "0"], "does not play with it"),
            (["4", "qz", "9", "0"], "letter 'z'"),
            (["4.5", "q", "8.5", "0"], "not a tally"),
            (["٤", "q", "9", "0"], "not a tally"),
            (["Ann=4", "q", "9", "0"], "do not mix"),
            (["Ann=4", "Bo=q", "Cy=9", "Zed=0"], "Zed is not at this table"),
            (["14", "q", "0", "0"], "Ann has 14 hearts"),
            (["123456789012345678901234567890", "q", "9", "0"], "a player takes 0 to 13 (0 to 104 by value)"),
        ],
    )
    def test_bad_tallies_are_refused_and_the_game_is_unchanged(self, game4, tallies, words):
        before = game4.snapshot()
        refused(game4("round", *tallies), 1, words)
        assert game4.snapshot() == before

    def test_moon_choice_under_choose(self, cli):
        cli.ok("new", "--moon", "choose", "Ann", "Bo", "Cy", "Di")
        refused(cli("round", "0", "13q", "0", "0"), 1, "--moon plus or --moon minus")
        assert cli("round", "0", "13q", "0", "0", "--moon", "minus").exit_code == 0
        assert sheet_json(cli)["rounds"][0]["moon"]["rule"] == "minus"
        refused(cli("round", "4", "q", "9", "0", "--moon", "plus"), 1, "Nobody shot the moon")

    def test_moon_option_refused_when_the_rule_is_not_choose(self, game4):
        refused(game4("round", "0", "13q", "0", "0", "--moon", "minus"), 1, "moon rule is plus")

    def test_sun(self, cli):
        cli.ok("new", "--sun", "--moon", "minus", "Ann", "Bo", "Cy", "Di")
        result = cli("round", "0", "13q", "0", "0", "--sun")
        assert result.exit_code == 0 and "Bo shot the sun: -52 to Bo" in result.stdout
        refused(cli("round", "4", "q", "9", "0", "--sun"), 1, "nobody shot the moon")

    def test_sun_needs_the_setting(self, game4):
        refused(game4("round", "0", "13q", "0", "0", "--sun"), 1, "--sun")

    def test_dry_run_writes_nothing(self, game4):
        before = game4.snapshot()
        result = game4("round", "4", "q", "9", "0", "--dry-run")
        assert result.exit_code == 0 and "Dry run" in result.stdout and "Round 1: Ann 4, Bo 13" in result.stdout
        assert game4.snapshot() == before

    def test_tallies_from_stdin(self, cli):
        cli.ok("new", "Anne Marie", "Bo", "Cy")
        result = cli("round", "-", input='"Anne Marie=3" Bo=10q   Cy=0\n')
        assert result.exit_code == 0, result.stderr
        assert sheet_json(cli)["totals"] == {"Anne Marie": 3, "Bo": 23, "Cy": 0}

    def test_since_1_1_stdin_is_one_round_a_line(self, cli):
        # 1.0 joined these three lines into one round; now each line is a round, and these are not.
        cli.ok("new", "Anne Marie", "Bo", "Cy")
        before = cli.snapshot()
        refused(cli("round", "-", input='"Anne Marie=3"\nBo=10q\n  Cy=0\n'), 1, "Line 1: No entry for Bo, Cy")
        assert cli.snapshot() == before

    def test_badly_quoted_stdin_is_refused(self, game4):
        refused(game4("round", "-", input='"Ann=4 q 9 0\n'), 1, "Line 1: the quotes do not close")

    def test_no_tallies_and_no_terminal_is_an_error(self, game4):
        refused(game4("round"), 1, "No tallies given")

    def test_omnibus_ten_of_clubs_and_black_maria_letters(self, cli):
        cli.ok("new", "--omnibus", "--ten-of-clubs", "--scoring", "black-maria", "Ann", "Bo", "Cy", "Di")
        result = cli("round", "4qt", "0j", "9k", "0a")
        assert result.exit_code == 0, result.stderr
        data = sheet_json(cli)["rounds"][0]
        assert data["cards"] == {"queen": "Ann", "bonus": "Bo", "ten": "Ann", "king": "Cy", "ace": "Di"}
        assert data["scores"] == {"Ann": 34, "Bo": -10, "Cy": 19, "Di": 7}
        assert "10♣ doubled Ann's score." in result.stdout

    def test_by_value(self, cli):
        cli.ok("new", "--scoring", "by-value", "Ann", "Bo", "Cy")
        assert cli("round", "50", "54q", "0").exit_code == 0
        assert sheet_json(cli)["totals"] == {"Ann": 50, "Bo": 79, "Cy": 0}
        refused(cli("round", "2", "2q", "100"), 1, "cannot be dealt")

    def test_one_below_is_announced(self, cli):
        cli.ok("new", "--one-below", "--target", "40", "Ann", "Bo", "Cy", "Di")
        for _ in range(3):
            cli.ok("round", "0q", "13", "0", "0")
        result = cli("show", "--format", "text")
        assert "(Ann & Bo may not pass: one below the target)" in result.stdout
        assert sheet_json(cli)["next"]["no_pass"] == ["Ann", "Bo"]


class TestShow:
    def test_json_keys_match_cli_md(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        data = sheet_json(game4)
        assert list(data) == [
            "schema",
            "name",
            "started",  # 1.4: when the game started, where the game records it
            "id",  # 1.6: the game's identity, where it carries one
            "players",
            "settings",
            "rounds",
            "totals",
            "finished",
            "winners",
            "next",
        ]
        assert data["rounds"][0] == {
            "number": 1,
            "pass": "left",
            "dealer": "Ann",
            "hearts": {"Ann": 4, "Bo": 0, "Cy": 9, "Di": 0},
            "cards": {"queen": "Bo"},
            "raw": {"Ann": 4, "Bo": 13, "Cy": 9, "Di": 0},
            "moon": None,
            "scores": {"Ann": 4, "Bo": 13, "Cy": 9, "Di": 0},
            "totals": {"Ann": 4, "Bo": 13, "Cy": 9, "Di": 0},
        }
        assert data["next"] == {"number": 2, "pass": "right", "dealer": "Bo", "no_pass": []}
        assert data["schema"] == 1 and data["finished"] is False and data["winners"] == []

    def test_table_off_a_terminal_is_plain_text(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        table = game4("show").stdout
        assert table == game4("show", "--format", "text").stdout
        assert "\x1b" not in table and "│" not in table

    def test_csv(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        game4.ok("round", "0", "13q", "0", "0")
        assert (
            game4("show", "--format", "csv").stdout
            == "round,Ann,Bo,Cy,Di\n1,4,13,9,0\n2,26,0,26,26\ntotal,30,13,35,26\n"
        )

    def test_csv_names_never_start_a_formula(self, cli):
        cli.ok("new", "--", "+SUM(A1)", "@cmd", "x2+3", "Bo")
        path = cli.data / "games" / f"{cli.data.joinpath('current').read_text().strip()}.toml"
        path.write_text(path.read_text(encoding="utf-8").replace("x2+3", "-2+3"), encoding="utf-8")  # an older file
        header = cli("show", "--format", "csv").stdout.splitlines()[0]
        assert header == "round,'+SUM(A1),'@cmd,'-2+3,Bo"

    def test_output_writes_a_file_atomically(self, game4, tmp_path):
        game4.ok("round", "4", "q", "9", "0")
        target = tmp_path / "sheet.md"
        result = game4("show", "--format", "markdown", "--output", str(target))
        assert result.exit_code == 0 and result.stdout == ""
        assert target.read_text(encoding="utf-8") == game4("show", "--format", "markdown").stdout
        assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []

    def test_output_to_a_folder_is_refused(self, game4, tmp_path):
        refused(game4("show", "--output", str(tmp_path)), 1, "is a folder")

    def test_game_and_file_together_is_a_usage_error(self, game4, tmp_path):
        refused(game4("show", "-g", "g", "-f", str(tmp_path / "x.toml")), 2, "not both")

    def test_unknown_game(self, game4):
        refused(game4("show", "-g", "nope"), 1, "no game called nope")

    def test_no_current_game(self, cli):
        refused(cli("show"), 1, "no current game")

    @pytest.mark.parametrize("path_kind,code,words", [("missing", 1, "no game file"), ("folder", 3, "is a folder")])
    def test_file_that_is_missing_or_a_folder(self, cli, tmp_path, path_kind, code, words):
        path = tmp_path / "missing.toml" if path_kind == "missing" else tmp_path
        refused(cli("show", "--file", str(path)), code, words)

    def test_data_dir_option_beats_the_environment(self, cli, tmp_path):
        other = tmp_path / "other"
        assert cli("--data-dir", str(other), "new", "-g", "x", "A", "B", "C").exit_code == 0
        assert (other / "games" / "x.toml").is_file() and not cli.data.exists()
        assert cli("show", "--data-dir", str(other), "--format", "json").exit_code == 0


class TestHistory:
    def test_undo_and_redo(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        game4.ok("round", "0", "13q", "0", "0")
        result = game4("undo")
        assert result.exit_code == 0 and "Removed round 2: Ann 26, Bo 0, Cy 26, Di 26" in result.stdout
        assert len(sheet_json(game4)["rounds"]) == 1
        result = game4("redo")
        assert result.exit_code == 0 and "Round 2: Ann 26" in result.stdout
        assert len(sheet_json(game4)["rounds"]) == 2
        refused(game4("redo"), 1, "nothing to redo")

    def test_a_new_round_clears_redo(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        game4.ok("undo")
        game4.ok("round", "13", "q", "0", "0")
        refused(game4("redo"), 1, "nothing to redo")

    def test_nothing_to_undo(self, game4):
        before = game4.snapshot()
        refused(game4("undo"), 1, "no round to undo")
        assert game4.snapshot() == before

    def test_edit_recomputes_later_totals(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        game4.ok("round", "1", "2", "3q", "7")
        result = game4("edit", "1", "13", "0", "0", "q")
        assert result.exit_code == 0, result.stderr
        assert "Totals now: Ann 14, Bo 2, Cy 16, Di 20" in result.stdout
        assert sheet_json(game4)["totals"] == {"Ann": 14, "Bo": 2, "Cy": 16, "Di": 20}

    def test_edit_refused_when_it_would_end_the_game_early(self, cli):
        cli.ok("new", "--target", "30", "Ann", "Bo", "Cy", "Di")
        for _ in range(3):
            cli.ok("round", "13", "q", "0", "0")
        before = cli.snapshot()
        refused(cli("edit", "1", "0", "0", "0", "13q"), 1, "end the game before its last round")
        assert cli.snapshot() == before

    def test_edit_dry_run_and_bad_number(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        before = game4.snapshot()
        assert "Dry run" in game4("edit", "1", "13", "q", "0", "0", "--dry-run").stdout
        assert game4.snapshot() == before
        refused(game4("edit", "5", "13", "q", "0", "0"), 1, "only round 1")


class TestGames:
    def test_list_marks_the_current_game_and_status(self, cli):
        cli.ok("new", "-g", "a", "--target", "20", "Ann", "Bo", "Cy")
        cli.ok("round", "3", "10q", "0")
        cli.ok("new", "-g", "b", "Ann", "Bo", "Cy", "Di")
        lines = cli("list").stdout.splitlines()
        data = json.loads(cli("list", "--format", "json").stdout)
        started = [entry.pop("started") for entry in data]  # when each game started
        day = [when[:16].replace("T", " ") for when in started]
        shown = [
            f"  a  {day[0]}     1 round  over, won by Cy  (Ann, Bo, Cy)",
            f"* b  {day[1]}    0 rounds  in progress  (Ann, Bo, Cy, Di)",
        ]
        # The game started last first; games started in the same second by name.
        assert lines == (shown[::-1] if started[1] > started[0] else shown)
        assert re.fullmatch(r"20\d\d-\d\d-\d\d \d\d:\d\d", day[0])
        assert data == [
            {
                "name": "a",
                "players": ["Ann", "Bo", "Cy"],
                "rounds": 1,
                "finished": True,
                "winners": ["Cy"],
                "current": False,
                "where": "here",
            },
            {
                "name": "b",
                "players": ["Ann", "Bo", "Cy", "Di"],
                "rounds": 0,
                "finished": False,
                "winners": [],
                "current": True,
                "where": "here",
            },
        ]

    def test_list_follows_every_change_to_a_game(self, game4):
        assert "0 rounds" in game4("list").stdout
        game4.ok("round", "4", "q", "9", "0")
        assert "1 round " in game4("list").stdout
        game4.ok("undo")
        assert "0 rounds" in game4("list").stdout
        game4.ok("new", "-g", "h", "A", "B", "C")
        game4.ok("delete", "g", "--yes")
        assert [e["name"] for e in json.loads(game4("list", "--format", "json").stdout)] == ["h"]

    @pytest.mark.parametrize("cache", ["not json", '{"games": []}', '{"games": {"g": {"identity": 1}}}', "[]"])
    def test_a_broken_list_cache_is_ignored(self, game4, cache):
        from hjerter_cli.store.cache import LIST_CACHE

        game4.ok("round", "4", "q", "9", "0")
        identity = paths.file_identity(game4.game_file("g"))
        (game4.data / LIST_CACHE).write_text(cache.replace("1}", f"{identity}}}"))
        result = game4("list", "--format", "json")
        assert result.exit_code == 0 and json.loads(result.stdout)[0]["rounds"] == 1

    def test_the_list_cache_is_only_a_shortcut(self, game4):
        game4.ok("list")
        path = game4.game_file("g")
        path.write_text(path.read_text(encoding="utf-8").replace("target = 100", "target = 0"), encoding="utf-8")
        assert "DAMAGED" in game4("list").stdout

    def test_list_with_no_games(self, cli):
        assert "No saved games yet" in cli("list").stdout
        assert json.loads(cli("list", "--format", "json").stdout) == []

    def test_use_switches_the_current_game(self, cli):
        cli.ok("new", "-g", "a", "Ann", "Bo", "Cy")
        cli.ok("new", "-g", "b", "Ann", "Bo", "Cy", "Di")
        assert cli("use", "a").exit_code == 0
        assert sheet_json(cli)["name"] == "a"
        refused(cli("use", "zzz"), 1, "no game called zzz")
        refused(cli("use", "../a"), 1, "not a game name")

    def test_delete_needs_yes_off_a_terminal(self, game4):
        before = game4.snapshot()
        refused(game4("delete", "g"), 1, "needs --yes")
        assert game4.snapshot() == before
        result = game4("delete", "g", "--yes")
        assert result.exit_code == 0 and not game4.game_file("g").exists()
        refused(game4("show"), 1, "no current game")
        refused(game4("delete", "g", "--yes"), 1, "no game called g")

    def test_delete_leaves_neither_the_games_backup_nor_its_lock(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        game4.ok("round", "4", "q", "9", "0")
        path = game4.game_file("g")
        beside = {path.name, f"{path.name}.bak", f"{path.name}.lock"}
        assert beside <= {file.name for file in path.parent.iterdir()}  # all three there before
        game4.ok("delete", "g", "--yes")
        assert [file.name for file in path.parent.iterdir() if file.name.startswith(path.name)] == []

    def test_rules_in_words(self, cli):
        cli.ok("new", "--moon", "minus", "--omnibus", "--bonus-card", "ten", "Ann", "Bo", "Cy")
        out = " ".join(cli("rules").stdout.split())  # the words as read, wrapped lines joined
        assert "Remove 2♦" in out and "17 cards each" in out and "16 points" in out
        assert (
            "-26 (Træk månen fra)" in out
            and "10♦" in out
            and "Pass 3 cards: left, right, hold (no passing); then again from the start." in out
        )
        assert "2♣ leads the first trick." in out


class TestHelpAndVersion:
    def test_version(self, cli):
        result = cli("--version")
        assert result.exit_code == 0 and result.stdout.strip() == f"hjerter {__version__}"

    @pytest.mark.parametrize(
        "command", ["new", "round", "show", "undo", "redo", "edit", "list", "use", "delete", "rules"]
    )
    @pytest.mark.parametrize("flag", ["-h", "--help"])
    def test_every_command_has_help_with_an_example(self, cli, command, flag):
        result = cli(command, flag)
        assert result.exit_code == 0 and "Usage:" in result.stdout and "Example" in result.stdout

    def test_top_level_help(self, cli):
        result = cli("-h")
        assert result.exit_code == 0 and "hjerter new Ann Bo Cy Di" in result.stdout

    def test_unknown_command_is_a_usage_error(self, cli):
        assert cli("frobnicate").exit_code == 2

    @pytest.mark.parametrize(
        "args,words",
        [
            (["frobnicate"], "No such command 'frobnicate' (see 'hjerter -h')."),
            (["--bogus"], "No such option: --bogus (see 'hjerter -h')."),
            (
                ["show", "--format", "yaml"],
                "'yaml' is not one of table, text, markdown, csv, json, chart, svg, html, bgstats "
                "(see 'hjerter show -h').",
            ),
            (["edit"], "Missing argument 'N' (see 'hjerter edit -h')."),
            (["new", "--moon", "sideways", "A", "B", "C"], "'sideways' is not one of plus, minus, off, choose, auto"),
            (["round", "--moon"], "Option '--moon' requires an argument"),
        ],
    )
    def test_usage_errors_are_one_sentence_too(self, cli, args, words):
        result = cli(*args)
        refused(result, 2, words)
        assert len(result.stderr.strip().splitlines()) == 1

    def test_a_bare_hjerter_shows_the_help(self, cli):
        result = cli()
        assert "Commands:" in result.output and "round" in result.output


def test_the_game_file_holds_facts_only(game4):
    game4.ok("round", "4", "q", "9", "0")
    text = game4.game_file("g").read_text(encoding="utf-8")
    assert "format = 4" in text and '"Ann=4 Bo=q Cy=9 Di=0"' in text
    assert "totals" not in text and "scores" not in text
    game, scored = load(game4.game_file("g"))
    assert scored.totals == (4, 13, 9, 0)


class TestContradictionsNameWhatTheUserTyped:
    def test_an_inherited_sun_is_removed_with_no_sun(self, cli):
        cli.ok("new", "-g", "m", "--sun", "Ann", "Bo", "Cy")
        before = cli.snapshot()
        result = cli("new", "-g", "n", "--like", "m", "--moon", "off")
        assert result.exit_code == 2 and "add --no-sun" in result.output and "leave out --sun" not in result.output
        assert cli.snapshot() == before
        assert cli("new", "-g", "n", "--like", "m", "--moon", "off", "--no-sun").exit_code == 0

    def test_black_maria_refuses_a_moon_rule_like_a_sun(self, cli):
        result = cli("new", "--scoring", "black-maria", "--moon", "minus", "Ann", "Bo", "Cy")
        assert result.exit_code == 2 and "Sorte Maria has no moon" in result.output
        assert "leave out --moon minus" in result.output
        assert cli("new", "--scoring", "black-maria", "Ann", "Bo", "Cy").exit_code == 0


def test_ten_of_clubs_on_a_score_of_0_is_not_news(cli):
    cli.ok("new", "-g", "g", "--ten-of-clubs", "Ann", "Bo", "Cy", "Di")
    assert "doubled" not in cli.ok("round", "4", "q", "9", "0t").stdout  # Di: 0 doubled is 0
    assert "10♣ doubled Cy's score." in cli.ok("round", "4", "q", "9t", "0").stdout


class TestWhereToReadMore:
    @pytest.mark.parametrize(
        "words,command", [(["show", "--format"], "hjerter show"), (["round", "--queen"], "hjerter round")]
    )
    def test_a_missing_option_value_points_to_the_commands_own_help(self, game4, words, command):
        result = game4(*words)
        assert result.exit_code == 2 and f"(see '{command} -h')" in result.output

    def test_no_tallies_off_a_terminal_says_why_nobody_is_asked(self, game4):
        result = game4("round")
        assert result.exit_code == 1 and "hjerter asks for them only at a terminal" in result.output


class TestOutputTakesItsFormatFromTheEnding:
    @pytest.mark.parametrize(
        "name,starts,said",
        [
            ("page.html", "<!doctype html>", "Wrote the page to"),
            ("page.HTM", "<!doctype html>", "Wrote the page to"),
            ("race.svg", "<svg", "Wrote the picture of the race to"),
            ("sheet.csv", "round,Ann", "Wrote the sheet as CSV to"),
            ("sheet.json", "{", "Wrote the sheet as JSON to"),
            ("sheet.md", "#", "Wrote the sheet as Markdown to"),
            ("sheet.txt", "g:", "Wrote the sheet as text to"),
            ("sheet.pdf", "g:", "Wrote the sheet as text to"),
        ],
    )
    def test_the_ending_chooses(self, game4, tmp_path, name, starts, said):
        game4.ok("round", "4", "q", "9", "0")
        path = tmp_path / name
        result = game4("show", "-o", str(path))
        assert result.exit_code == 0 and said in result.output
        assert path.read_text(encoding="utf-8").startswith(starts)

    def test_format_given_wins(self, game4, tmp_path):
        path = tmp_path / "page.html"
        result = game4("show", "-o", str(path), "--format", "csv")
        assert result.exit_code == 0 and "as CSV" in result.output and path.read_text().startswith("round,")


class TestRename:
    def test_a_misspelt_player_is_renamed_and_the_rounds_stay(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        before = json.loads(game4.ok("show", "--format", "json").stdout)
        result = game4("rename", "bo", "Bob")
        assert result.exit_code == 0 and "Bo is now Bob." in result.output
        after = json.loads(game4.ok("show", "--format", "json").stdout)
        assert after["players"] == ["Ann", "Bob", "Cy", "Di"]
        assert after["totals"] == {"Ann": 4, "Bob": 13, "Cy": 9, "Di": 0}
        assert [list(r["scores"].values()) for r in after["rounds"]] == [
            list(r["scores"].values()) for r in before["rounds"]
        ]
        assert "Bob" in {row["name"] for row in json.loads(game4.ok("stats", "--format", "json").stdout)["players"]}

    def test_the_first_dealer_follows_the_new_name(self, cli):
        cli.ok("new", "-g", "g", "--dealer", "Bo", "Ann", "Bo", "Cy")
        cli.ok("rename", "Bo", "Bodil")
        assert json.loads(cli.ok("show", "--format", "json").stdout)["settings"]["dealer"] == "Bodil"

    def test_undo_does_not_undo_a_rename(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        game4.ok("rename", "Di", "Dina")
        game4.ok("undo")
        assert json.loads(game4.ok("show", "--format", "json").stdout)["players"][3] == "Dina"

    @pytest.mark.parametrize(
        "old,new,sentence",
        [
            ("Zed", "Zoe", "There is no player called Zed in this game; players are Ann, Bo, Cy, Di."),
            ("Bo", "ann", "Ann already sits at this table; choose another name."),
            ("Bo", "12", "only digits"),
            ("Bo", "A=B", "has an '='"),
            ("Bo", " ", "cannot be empty"),
        ],
    )
    def test_the_same_checks_as_names_at_new(self, game4, old, new, sentence):
        before = game4.snapshot()
        result = game4("rename", old, new)
        assert result.exit_code == 1 and sentence in result.output
        assert game4.snapshot() == before

    def test_a_new_spelling_of_the_same_name(self, game4):
        assert game4("rename", "cy", "CY").exit_code == 0
        assert json.loads(game4.ok("show", "--format", "json").stdout)["players"][2] == "CY"
