"""`hjerter import` (CLI.md, "Added in 1.4"): hjerter's own JSON comes back whole, a CSV sheet (as
hjerter or a spreadsheet writes it) comes in as rounds of scores, several files all or nothing,
and every refusal is one sentence naming the file and its line, with nothing written."""

from __future__ import annotations

import itertools
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hjerter_cli.core.game import Game, sheet
from hjerter_cli.core.tally import sheet_round
from hjerter_cli.i18n import use_language
from hjerter_cli.store import gamefile, paths, writing
from tests.strategies import big_table_games, played_games

HAND = "round,Ann,Bo,Cy,Di\n1,4,13,9,0\n2,0,26,26,26\n3,0,0,13,13\ntotal,4,39,48,39\n"


def write(folder: Path, name: str, text: str | bytes) -> Path:
    path = folder / name
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return path


def as_sheet_rounds(game: Game, count: int) -> Game:
    """The game with its first `count` rounds as a paper sheet holds them: the scores alone."""
    scored = sheet(game)
    written = tuple(sheet_round(row.score.scores) for row in scored.rounds[:count])
    return game._replace(rounds=written + game.rounds[count:])


# Games the CLI can make: played with tallies (one pack, or the big table), or brought in from a
# sheet and played on.
games = st.one_of(played_games(max_rounds=6), big_table_games(max_rounds=6)).flatmap(
    lambda game: st.integers(0, len(game.rounds)).map(lambda count: as_sheet_rounds(game, count))
)
NUMBERS = itertools.count()


def settings_options(game: Game) -> list[str]:
    """The options that make a sheet's table end where the game's does (pairs come from the
    sheet's pair columns)."""
    chosen = game.settings
    return ["--target", str(chosen.target), "--ties", chosen.ties, "--decks", str(chosen.decks)]


class TestTheRoundTrip:
    @settings(
        max_examples=25,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(game=games)
    def test_json_exported_and_imported_is_the_same_game(self, cli, tmp_path, game):
        number = next(NUMBERS)
        writing.make_dirs(cli.data)
        writing.save(cli.game_file(f"src{number}"), game._replace(started="2025-03-01T19:30:00+01:00"))
        document = cli.ok("show", "-g", f"src{number}", "--format", "json").output
        path = write(tmp_path, f"g{number}.json", document)
        said = cli.ok("import", "-g", f"back{number}", str(path)).output
        assert said.startswith(f"Imported back{number}: {len(game.rounds)} round")
        again = cli.ok("show", "-g", f"back{number}", "--format", "json").output
        assert json.loads(again) == {**json.loads(document), "name": f"back{number}"}
        assert again == document.replace(f'"name": "src{number}"', f'"name": "back{number}"', 1)
        assert gamefile.load(cli.game_file(f"back{number}"))[0].rounds == game.rounds

    @settings(
        max_examples=25,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(game=games)
    def test_csv_exported_and_imported_has_the_same_totals_winners_and_scores(self, cli, tmp_path, game):
        number = next(NUMBERS)
        writing.make_dirs(cli.data)
        writing.save(cli.game_file(f"src{number}"), game._replace(started="2025-03-01T19:30:00+01:00"))
        text = cli.ok("show", "-g", f"src{number}", "--format", "csv").output
        path = write(tmp_path, f"sheet{number}.csv", text)
        cli.ok("import", str(path), *settings_options(game))
        imported, scored = gamefile.load(cli.game_file(f"sheet{number}"))
        original = sheet(game)
        assert scored.totals == original.totals and scored.winners == original.winners
        assert [row.score.scores for row in scored.rounds] == [row.score.scores for row in original.rounds]
        assert imported.players == game.players and imported.settings.pairs == game.settings.pairs
        assert all(tally.from_sheet for tally in imported.rounds)


DANISH = (
    "\ufeffRunde;Ann;Bo;Cy;Di\r\n"  # line 1: a byte order mark, `;`, CRLF
    "1;4;13;9;0\r\n"  # line 2
    ";;;;\r\n"  # line 3: a spreadsheet's blank row
    "\r\n"  # line 4
    "2;0;26;26;26\r\n"  # line 5
    "3;\u22123;0;16;13\r\n"  # line 6: a typographic minus
    "I alt;1;39;51;39\r\n"  # line 7: 4+0-3 = 1, 13+26+0 = 39, 9+26+16 = 51, 0+26+13 = 39
)


@pytest.fixture
def danish():
    use_language("da")
    yield
    use_language("en")


class TestADanishSpreadsheet:
    def test_semicolons_a_byte_order_mark_blank_rows_and_i_alt(self, cli, tmp_path, danish):
        path = write(tmp_path, "klubaften.csv", DANISH)
        said = cli.ok("import", str(path)).output
        assert said == (
            "klubaften er hentet ind: 3 runder med Ann, Bo, Cy og Di.\n"
            "klubaften er nu det aktuelle spil. Næste: runde 4, ingen kort videre, Di giver.\n"
        )
        game, scored = gamefile.load(cli.game_file("klubaften"))
        assert [row.score.scores for row in scored.rounds] == [(4, 13, 9, 0), (0, 26, 26, 26), (-3, 0, 16, 13)]
        assert scored.totals == (1, 39, 51, 39) and not scored.finished
        assert paths.current_name(cli.data) == "klubaften"

    def test_a_bad_cell_is_named_by_the_files_own_line(self, cli, tmp_path, danish):
        path = write(tmp_path, "klubaften.csv", DANISH.replace("2;0;26;26;26", "2;0;26;x;26"))
        result = cli("import", str(path))
        assert result.exit_code == 1
        assert result.stderr == f"Fejl: {path}, linje 5: 'x' er ikke et helt tal.\n"

    def test_an_i_alt_that_disagrees_names_the_first_player(self, cli, tmp_path):
        path = write(tmp_path, "klubaften.csv", DANISH.replace("I alt;1;39;51;39", "I ALT;1;39;50;38"))
        result = cli("import", str(path))
        assert result.exit_code == 1
        assert result.stderr == (
            f"Error: {path}, line 7: the totals row says Cy has 50, but the rounds add up to 51.\n"
        )


class TestSheets:
    def test_running_totals(self, cli, tmp_path):
        # Running totals 4 13 9 0 / 4 39 35 26 / 4 39 48 39 are the rounds of HAND.
        text = "round,Ann,Bo,Cy,Di\n1,4,13,9,0\n2,4,39,35,26\n3,4,39,48,39\nTotals,4,39,48,39\n"
        cli.ok("import", "--totals", str(write(tmp_path, "run.csv", text)))
        _game, scored = gamefile.load(cli.game_file("run"))
        assert [row.score.scores for row in scored.rounds] == [(4, 13, 9, 0), (0, 26, 26, 26), (0, 0, 13, 13)]

    def test_pair_columns_are_checked_and_become_the_pairs(self, cli, tmp_path):
        # Ann+Cy: 4+9 = 13, 0+26 = 26; Bo+Di: 13+0 = 13, 26+26 = 52.
        text = "round,Ann,Bo,Cy,Di,Ann+Cy,Bo+Di\n1,4,13,9,0,13,13\n2,0,26,26,26,26,52\nsum,4,39,35,26,39,65\n"
        cli.ok("import", str(write(tmp_path, "pairs.csv", text)))
        game, scored = gamefile.load(cli.game_file("pairs"))
        assert game.settings.pairs == (("Ann", "Cy"), ("Bo", "Di")) and game.settings.target == 200
        assert scored.side_totals == (39, 65)

    def test_a_finished_sheet_ends_by_the_rules_and_an_unfinished_one_plays_on(self, cli, tmp_path):
        cli.ok("import", "--target", "40", str(write(tmp_path, "short.csv", HAND)))
        _game, scored = gamefile.load(cli.game_file("short"))
        assert scored.finished and [scored.game.players[seat] for seat in scored.winners] == ["Ann"]
        cli.ok("import", str(write(tmp_path, "long.csv", HAND)))
        assert cli.ok("round", "4", "q", "9", "0").output.startswith("Round 4: Ann 4, Bo 13, Cy 9, Di 0")
        assert cli.ok("edit", "1", "0", "0", "13", "q").output.startswith("Round 1: Ann 0, Bo 0, Cy 13, Di 13")
        game, _scored = gamefile.load(cli.game_file("long"))
        assert not game.rounds[0].from_sheet and game.rounds[1].from_sheet and not game.rounds[3].from_sheet
        cli.ok("undo")
        cli.ok("redo")
        _game, scored = gamefile.load(cli.game_file("long"))
        assert scored.totals == (4, 39, 61, 52)  # 0+0+0+4, 0+26+0+13, 13+26+13+9, 13+26+13+0

    def test_sheet_rounds_are_shown_plainly(self, cli, tmp_path):
        cli.ok("import", "--target", "40", str(write(tmp_path, "short.csv", HAND)))
        shown = cli.ok("show").output
        assert "☾" not in shown and "Q♠" not in shown and "Ann wins with 4." in shown
        assert "    2  4 (+0)  39 (+26)  35 (+26)  26 (+26)\n" in shown
        rows = json.loads(cli.ok("show", "--format", "json").output)["rounds"]
        assert rows[1] == {
            "number": 2,
            "pass": "right",
            "dealer": "Bo",
            "hearts": None,
            "cards": None,
            "raw": None,
            "moon": None,
            "scores": {"Ann": 0, "Bo": 26, "Cy": 26, "Di": 26},
            "totals": {"Ann": 4, "Bo": 39, "Cy": 35, "Di": 26},
            "sheet": True,
        }
        assert cli.ok("show", "--format", "csv").output == HAND
        for form in ("markdown", "chart", "html"):
            assert "☾" not in cli.ok("show", "--format", form).output

    def test_stats_count_sheet_rounds_but_no_moons_or_cards(self, cli, tmp_path):
        cli.ok("import", "--target", "40", str(write(tmp_path, "short.csv", HAND)))
        players = {row["name"]: row for row in json.loads(cli.ok("stats", "--format", "json").output)["players"]}
        assert players["Ann"]["wins"] == 1 and players["Bo"]["games"] == 1
        assert all(row["moons"] == 0 and row["queens"] == 0 for row in players.values())

    def test_a_sheet_game_is_format_3_and_others_are_written_as_before(self, cli, tmp_path):
        """Without an id (a game from before 1.6): a sheet's game is format 3, others as before;
        every game 1.6 makes carries its id, format 4."""
        from hjerter_cli.store import codec
        from hjerter_cli.store.gamefile import load

        cli.ok("import", str(write(tmp_path, "paper.csv", HAND)))
        text = cli.game_file("paper").read_text(encoding="utf-8")
        assert "format = 4\n" in text and '{ sheet = "0 26 26 26" },' in text and "\nid = " in text
        cli.ok("new", "-g", "plain", "Ann", "Bo", "Cy")
        cli.ok("new", "-g", "big", "--decks", "2", "A", "B", "C", "D", "E")
        for name, version in (("paper", 3), ("plain", 1), ("big", 2)):
            before = load(cli.game_file(name))[0]._replace(id="")
            assert f"\nformat = {version}\n" in codec.dumps(before) and "\nid = " not in codec.dumps(before)

    def test_the_name_and_start_come_from_the_file_or_the_options(self, cli, tmp_path):
        path = write(tmp_path, "aften.csv", HAND)
        os.utime(path, (1_600_000_000, 1_600_000_000))  # 2020-09-13 12:26:40 UTC
        cli.ok("import", str(path))
        assert gamefile.load(cli.game_file("aften"))[0].started.startswith("2020-09-1")
        cli.ok("import", "-g", "other", "--started", "2019-05-04", str(path))
        assert gamefile.load(cli.game_file("other"))[0].started.startswith("2019-05-04T00:00:00")


class TestTheDayAFileWasPlayed:
    """`import --started` takes what `stats --since` takes, and refuses what it refuses, alike."""

    @pytest.mark.parametrize("day", ["2024-W10-3", "2024-066", "20240306", "2024-3-6", "2024-02-30", "06-03-2024"])
    def test_a_week_or_ordinal_date_or_a_day_that_does_not_exist_is_refused_as_since_refuses_it(
        self, cli, tmp_path, day
    ):
        cli.ok("new", "-g", "kept", "Ann", "Bo", "Cy")
        since = cli("stats", "--since", day)
        before = cli.snapshot()
        started = cli("import", "--started", day, str(write(tmp_path, "x.csv", HAND)))
        assert since.exit_code == started.exit_code == 2
        assert started.stderr == since.stderr.replace("--since", "--started") != since.stderr
        assert cli.snapshot() == before

    def test_a_calendar_day_starts_the_game_at_its_midnight(self, cli, tmp_path):
        cli.ok("import", "--started", "2024-03-06", str(write(tmp_path, "x.csv", HAND)))
        assert gamefile.load(cli.game_file("x"))[0].started.startswith("2024-03-06T00:00:00")


class TestAWideHeader:
    """A header is read in time linear in its width, and its players counted before any row: a
    width no header check that tries every two columns against each other could get through."""

    @pytest.mark.slow
    @pytest.mark.parametrize("columns", [1_200, 100_000])
    def test_far_too_many_players_are_refused_at_once(self, cli, tmp_path, columns):
        header = "round," + ",".join(f"P{seat}" for seat in range(columns))
        row = "1," + ",".join("0" for _seat in range(columns))
        path = write(tmp_path, "wide.csv", f"{header}\n{row}\n{row.replace('0', 'x')}\n")
        result = cli("import", str(path))
        assert result.exit_code == 1
        assert result.stderr == f"Error: {path}, line 1: Hearts is played by 3 to 7 players, not {columns}.\n"


class TestSeveralFiles:
    def test_a_killed_writers_temp_files_of_an_imported_name_are_cleared(self, cli, tmp_path):
        import subprocess

        gone = subprocess.Popen(["true"])
        gone.wait()  # a process id that no longer runs
        games = cli.data / "games"
        games.mkdir(parents=True)
        left = [games / f".one.toml.{gone.pid}.tmp", games / f".one.toml.bak.{gone.pid}.tmp"]
        other = games / f".other.toml.{gone.pid}.tmp"  # another game's: its own save clears it
        for path in (*left, other):
            path.write_text("half a game", encoding="utf-8")
        cli.ok("import", str(write(tmp_path, "one.csv", HAND)), str(write(tmp_path, "two.csv", HAND)))
        assert not any(path.exists() for path in left) and other.exists()

    def test_each_becomes_a_game_and_the_last_is_current(self, cli, tmp_path):
        first = write(tmp_path, "one.csv", HAND)
        second = write(tmp_path, "two.csv", HAND.replace("Di", "Eva"))
        result = cli.ok("import", str(first), str(second))
        assert result.output == (
            "Imported one: 3 rounds, Ann, Bo, Cy, Di.\nImported two: 3 rounds, Ann, Bo, Cy, Eva.\n"
            "two is now the current game. Next: round 4, no passing (hold), Eva deals.\n"
        )
        assert paths.current_name(cli.data) == "two"

    def test_one_refused_file_imports_none(self, cli, tmp_path):
        good = write(tmp_path, "good.csv", HAND)
        bad = write(tmp_path, "bad.csv", HAND.replace("2,0,26", "2,0,2x"))
        before = cli.snapshot()
        result = cli("import", str(good), str(bad))
        assert result.exit_code == 1 and result.stderr == (
            f"Error: {bad}, line 3: '2x' is not a whole number. None of the 2 files was imported.\n"
        )
        assert cli.snapshot() == before


def edited_json(cli, tmp_path) -> Path:
    """A document of three rounds whose round 2 says Bo scored 25 (the moon gave him 26)."""
    cli.ok("new", "-g", "src", "Ann", "Bo", "Cy", "Di")
    for tally in (["4", "q", "9", "0"], ["13q", "0", "0", "0"], ["0", "0", "13", "q"]):
        cli.ok("round", *tally)
    document = cli.ok("show", "--format", "json").output
    lines = document.split("\n")
    second = next(number for number, line in enumerate(lines) if '{"number": 2,' in line)
    lines[second] = lines[second].replace('"scores": {"Ann": 0, "Bo": 26', '"scores": {"Ann": 0, "Bo": 25')
    assert lines != document.split("\n")
    return write(tmp_path, "edited.json", "\n".join(lines))


# Each refusal: the files (name -> text), the options, the exit code and the sentence.
REFUSALS = [
    ({"x.csv": HAND.replace("1,4,13", "1,4,1 3")}, [], 1, "{x.csv}, line 2: '1 3' is not a whole number."),
    ({"x.csv": HAND.replace("2,0,26,26,26", "2,0,26,26")}, [], 1, "{x.csv}, line 3: the row has 3 numbers, not 4."),
    (
        {"x.csv": HAND.replace("total,4,39", "total,5,39")},
        [],
        1,
        "{x.csv}, line 5: the totals row says Ann has 5, but the rounds add up to 4.",
    ),
    (
        {"x.csv": "r,Ann,Bo,Cy,Di,Ann+Cy,Bo+Di\n1,4,13,9,0,13,12\n"},
        [],
        1,
        "{x.csv}, line 2: Bo+Di has 12, but Bo and Di have 13 together.",
    ),
    ({"x.csv": b"round,Ann,Bo,Cy\n1,4,\xff,9\n"}, [], 1, "{x.csv}, line 2: it is not UTF-8 text."),
    ({"x.csv": "\n\n"}, [], 1, "{x.csv}, line 1: it holds no sheet: no header row of players."),
    (
        {"x.csv": "round,Ann,Bo\n1,13,13\n"},
        [],
        1,
        "{x.csv}, line 1: Hearts is played by 3 to 7 players, not 2.",
    ),
    (
        {
            "x.json": '{"schema": 1, "players": ["Ann", "Bo", "Cy"], "settings": {}, "rounds": [\n'
            '{"hearts": {"Ann": 14, "Bo": 0, "Cy": 0}, "cards": {"queen": "Ann"}, "moon": null}]}'
        },
        [],
        1,
        "{x.json}: Round 1: ",
    ),
    (
        {"x.csv": "round,Ann,Bo,Cy\n1,110,0,5\n2,5,0,0\n"},  # Ann past 100 and Bo alone lowest: over
        [],
        1,
        "{x.csv}, line 3: The game was over after round 1, so round 2 cannot follow it; a target above 100 "
        "(--target) reads the rounds after it.",
    ),
    (
        {"x.csv": "round,Ann,Bo,Cy\ntotal,0,0,0\n1,1,2,3\n"},
        [],
        1,
        "{x.csv}, line 2: the totals row must be the last row.",
    ),
    ({"x.json": '{"schema": 1, "players": ['}, [], 1, "{x.json}, line 1: it is not valid JSON"),
    ({"x.json": '{"schema": 2}'}, [], 1, "{x.json}: it is not a game as `hjerter show --format json` writes it"),
    (
        {
            "x.json": '{"schema": 1, "players": ["Ann", "Bo", "Cy"], "settings": {}, "rounds": [\n'
            '{"sheet": true, "scores": {"Ann": 1000000, "Bo": 0, "Cy": 0}}]}'
        },
        [],
        1,
        "{x.json}: Round 1: Ann's score 1000000 is longer than 6 digits.",
    ),
    ({"x.json": '{"schema": 1, "players": [' + "9" * 5000 + "]}"}, [], 1, "{x.json}: it is not valid JSON"),
    ({"x.csv": HAND}, ["--sun", "--moon", "off"], 2, "--sun"),
    (
        {"x.csv": HAND},
        ["--started", "2024-13-01"],
        2,
        "There is no day 2024-13-01; --started takes a date that exists.",
    ),
    ({"x.csv": HAND, "y.csv": HAND}, ["--game", "g"], 2, "--game names one game; import one file with it"),
    ({".csv": HAND}, [], 1, "{.csv}: '.csv' is not a game name"),
]


class TestRefusals:
    @pytest.mark.parametrize("files,options,code,sentence", REFUSALS)
    def test_each_is_one_sentence_with_its_exit_code_and_nothing_written(
        self, cli, tmp_path, files, options, code, sentence
    ):
        cli.ok("new", "-g", "kept", "Ann", "Bo", "Cy")
        paths = {name: write(tmp_path, name, text) for name, text in files.items()}
        before = cli.snapshot()
        result = cli("import", *options, *map(str, paths.values()))
        expected = sentence
        for name, path in paths.items():
            expected = expected.replace("{" + name + "}", str(path))
        assert result.exit_code == code, result.output
        assert result.stderr.startswith("Error: ") and expected in result.stderr, (result.stderr, expected)
        assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.output
        assert cli.snapshot() == before

    @pytest.mark.parametrize("option", [["--target", "50"], ["--pairs"], ["--dealer", "Bo"], ["--decks", "2"]])
    def test_a_setting_option_with_json_alone_is_refused_and_with_a_sheet_sets_its_table(self, cli, tmp_path, option):
        cli.ok("new", "-g", "src", "Ann", "Bo", "Cy", "Di")
        document = write(tmp_path, "src.json", cli.ok("show", "--format", "json").stdout)
        before = cli.snapshot()
        result = cli("import", "-g", "copy", *option, str(document))
        assert result.exit_code == 2 and result.stderr == (
            f"Error: {option[0]} sets the table of a CSV sheet; a JSON document keeps its own settings.\n"
        )
        assert cli.snapshot() == before
        if option[0] == "--target":  # beside a sheet, the sheet takes it and the document keeps its own
            cli.ok(
                "import",
                *option,
                str(write(tmp_path, "sheet.csv", HAND)),
                str(write(tmp_path, "doc.json", document.read_text().replace('"name": "src"', '"name": "doc"'))),
            )
            targets = [
                json.loads(cli.ok("show", "-g", name, "--format", "json").stdout)["settings"]["target"]
                for name in ("sheet", "doc")
            ]
            assert targets == [50, 100]

    def test_an_edited_document_is_refused_naming_its_round(self, cli, tmp_path):
        path = edited_json(cli, tmp_path)  # round 2 on line 10: {, schema, name, started, id, players, settings, rounds
        before = cli.snapshot()
        result = cli("import", "-g", "copy", str(path))
        assert result.exit_code == 1 and result.stderr == (
            f"Error: {path}, line 10: round 2's scores or totals are not what the rules give from its tallies; "
            "the document was edited.\n"
        )
        assert cli.snapshot() == before

    def test_a_name_taken_and_a_missing_file(self, cli, tmp_path):
        cli.ok("new", "-g", "hand", "Ann", "Bo", "Cy")
        path = write(tmp_path, "hand.csv", HAND)
        before = cli.snapshot()
        taken = cli("import", str(path))
        assert taken.exit_code == 1
        assert taken.stderr == "Error: A game called hand exists already; choose another name with --game.\n"
        missing = cli("import", str(tmp_path / "nowhere.csv"))
        assert missing.exit_code == 1
        assert missing.stderr == f"Error: {tmp_path / 'nowhere.csv'}: it cannot be read (No such file or directory).\n"
        folder = cli("import", str(tmp_path))
        assert folder.exit_code == 1 and folder.stderr == f"Error: {tmp_path}: it is not a regular file.\n"
        assert cli.snapshot() == before

    def test_two_files_of_one_name(self, cli, tmp_path):
        (tmp_path / "a").mkdir()
        (tmp_path / "b").mkdir()
        one, two = write(tmp_path / "a", "same.csv", HAND), write(tmp_path / "b", "same.csv", HAND)
        result = cli("import", str(one), str(two))
        assert result.exit_code == 1 and "Two files would both be the game same" in result.stderr
        assert not cli.data.exists() or not cli.game_file("same").exists()


class TestJsonOfEveryVersion:
    def test_a_document_of_1_2_without_the_big_tables_settings(self, cli, tmp_path):
        """1.0 to 1.2 wrote no decks, deal or pairs; the game comes back with their defaults."""
        cli.ok("new", "-g", "src", "--moon", "choose", "Ann", "Bo", "Cy", "Di")
        cli.ok("round", "13q", "0", "0", "0", "--moon", "minus")
        document = json.loads(cli.ok("show", "--format", "json").output)
        for key in ("decks", "deal", "pairs"):
            del document["settings"][key]
        path = write(tmp_path, "old.json", json.dumps(document, indent=2))
        cli.ok("import", "-g", "old", str(path))
        game, scored = gamefile.load(cli.game_file("old"))
        assert game.rounds[0].moon_choice == "minus" and scored.totals == (-26, 0, 0, 0)


def refused(cli, *words: str) -> str:
    """import's refusal (exit 1, nothing written): its sentence after `Error: ` (`Fejl: `)."""
    before = cli.snapshot()
    result = cli("import", *words)
    assert result.exit_code == 1, result.output
    assert cli.snapshot() == before
    assert result.stderr.startswith(("Error: ", "Fejl: ")) and result.stderr.count("\n") == 1
    return result.stderr.split(": ", 1)[1].rstrip("\n")


class TestARefusalNamesTheOptionThatMendsIt:
    """CLI.md 1.5: a sheet of 8 to 12 players names --decks 2, rows that only grow name --totals,
    rounds after the game's end name --target; and each option then reads the sheet."""

    def test_a_ten_player_sheet_names_decks_2(self, cli, tmp_path):
        cli.ok("new", "-g", "big", "--decks", "2", "--pairs", *[f"P{seat}" for seat in range(10)])
        cli.ok("round", "26qq", *["0"] * 9)
        path = write(tmp_path, "ten.csv", cli.ok("show", "--format", "csv").output)
        assert refused(cli, str(path)) == (
            f"{path}, line 1: Hearts is played by 3 to 7 players, not 10; --decks 2 reads a sheet of 5 to 12 "
            "players (two packs)."
        )
        cli.ok("import", "--decks", "2", str(path))
        game, scored = gamefile.load(cli.game_file("ten"))
        assert game.settings.decks == 2 and len(game.settings.pairs) == 5 and scored.totals[0] == 0

    @pytest.mark.parametrize("count", [2, 13])
    def test_a_count_two_packs_do_not_seat_either_names_no_option(self, cli, tmp_path, count):
        header = "round," + ",".join(f"P{seat}" for seat in range(count))
        path = write(tmp_path, "odd.csv", header + "\n")
        assert refused(cli, str(path)) == f"{path}, line 1: Hearts is played by 3 to 7 players, not {count}."

    def test_running_totals_without_totals_name_it(self, cli, tmp_path):
        running = "round,Ann,Bo,Cy,Di\n1,4,13,9,0\n2,4,39,35,26\n3,4,39,48,39\nTotals,4,39,48,39\n"
        path = write(tmp_path, "run.csv", running)
        assert refused(cli, str(path)) == (
            f"{path}, line 5: the totals row says Ann has 4, but the rounds add up to 12; its rows only grow, "
            "as running totals do: --totals reads them so."
        )
        cli.ok("import", "--totals", str(path))

    def test_running_totals_past_the_target_name_totals_and_not_target(self, cli, tmp_path):
        # As scores, round 2 (Ann 80) ends the game at 100; as running totals it is Ann's 40.
        path = write(tmp_path, "run.csv", "round,Ann,Bo,Cy,Di\n1,40,13,9,0\n2,80,26,35,13\n3,90,39,48,39\n")
        assert refused(cli, str(path)) == (
            f"{path}, line 4: The game was over after round 2, so round 3 cannot follow it; its rows only grow, "
            "as running totals do: --totals reads them so."
        )
        cli.ok("import", "--totals", str(path))
        assert gamefile.load(cli.game_file("run"))[1].totals == (90, 39, 48, 39)

    def test_rows_that_do_not_only_grow_name_no_totals(self, cli, tmp_path):
        path = write(tmp_path, "x.csv", HAND.replace("total,4,39", "total,5,39"))
        assert refused(cli, str(path)) == f"{path}, line 5: the totals row says Ann has 5, but the rounds add up to 4."

    def test_rounds_after_the_end_name_target_and_a_higher_target_reads_them(self, cli, tmp_path):
        path = write(tmp_path, "over.csv", "round,Ann,Bo,Cy\n1,110,0,5\n2,5,0,0\n")
        assert refused(cli, "--target", "50", str(path)) == (
            f"{path}, line 3: The game was over after round 1, so round 2 cannot follow it; a target above 50 "
            "(--target) reads the rounds after it."
        )
        cli.ok("import", "--target", "200", str(path))
        assert gamefile.load(cli.game_file("over"))[1].totals == (115, 0, 5)

    def test_in_danish(self, cli, tmp_path, danish):
        path = write(tmp_path, "otte.csv", "runde;A;B;C;D;E;F;G;H\n")
        assert refused(cli, str(path)) == (
            f"{path}, linje 1: Hjerterfri spilles af 3 til 7 spillere, ikke 8; med --decks 2 (to kortspil) kan et ark "
            "have 5 til 12 spillere."
        )


class TestWhatImportSays:
    def test_after_an_import_one_line_names_the_current_game_and_what_comes_next(self, cli, tmp_path):
        said = cli.ok("import", "--target", "40", str(write(tmp_path, "short.csv", HAND))).output
        assert said.splitlines()[1:] == ["short is now the current game. Game over after round 3: Ann wins with 4."]
        assert cli.ok("use").output == "The current game is short.\n"

    def test_a_refusal_of_one_of_several_files_says_none_was_imported(self, cli, tmp_path):
        good = [write(tmp_path, f"good{number}.csv", HAND) for number in range(3)]
        bad = write(tmp_path, "bad.json", "[1, 2]")
        assert refused(cli, *map(str, good), str(bad)) == (
            f"{bad}: it is not a game as `hjerter show --format json` writes it (schema 1). "
            "None of the 4 files was imported."
        )

    def test_a_score_of_seven_digits_is_too_large_and_one_of_six_is_read(self, cli, tmp_path):
        path = write(tmp_path, "big.csv", HAND.replace("3,0,0,13,13", "3,0,0,1234567,13").replace("total,4", "x,4"))
        assert refused(cli, str(path)) == f"{path}, line 4: '1234567' is too large: a score has at most 6 digits."
        cli.ok("import", str(write(tmp_path, "six.csv", "round,Ann,Bo,Cy,Di\n1,4,13,-999999,0\n")))
        assert gamefile.load(cli.game_file("six"))[1].totals == (4, 13, -999999, 0)

    @pytest.mark.parametrize(
        "name,text,problem",
        [
            ("array.csv", "[1, 2]\n", "it is not a game as `hjerter show --format json` writes it (schema 1)"),
            ("list.txt", '  ["Ann", "Bo", "Cy"]', "it is not a game as `hjerter show --format json` writes it"),
            ("sheet.json", HAND, "line 1: it is not valid JSON (Expecting value)"),
            ("sheet.JSON", "", "line 1: it is not valid JSON (Expecting value)"),
        ],
    )
    def test_a_json_file_or_one_that_starts_as_json_is_read_and_refused_as_json(
        self, cli, tmp_path, name, text, problem
    ):
        path = write(tmp_path, name, text)
        assert refused(cli, str(path)).startswith(f"{path}{':' if problem[:4] != 'line' else ','} {problem}")

    def test_a_document_whose_names_are_decomposed_comes_back_whole(self, cli, tmp_path):
        import unicodedata

        cli.ok("new", "-g", "src", "Åse", "Zoë", "Cy", "Bjørn")
        cli.ok("round", "4", "q", "9", "0")
        cli.ok("round", "0", "0", "13q", "0")
        document = cli.ok("show", "--format", "json").output
        decomposed = unicodedata.normalize("NFD", document)
        assert decomposed != document
        cli.ok("import", "-g", "back", str(write(tmp_path, "nfd.json", decomposed)))
        again = cli.ok("show", "-g", "back", "--format", "json").output
        assert again == document.replace('"name": "src"', '"name": "back"', 1)


def hand_edited(cli, tmp_path, edit) -> Path:
    """A document of two rounds of Ann, Bo, Cy, Di, changed by `edit(document)` as a person would
    change it in an editor."""
    cli.ok("new", "-g", "src", "Ann", "Bo", "Cy", "Di")
    cli.ok("round", "4", "q", "9", "0")
    cli.ok("round", "0", "0", "13", "q")
    document = json.loads(cli.ok("show", "--format", "json").output)
    edit(document)
    path = tmp_path / "edited.json"
    lines = json.dumps(document, indent=1, ensure_ascii=False).split("\n")
    text = "\n".join(lines[:-1]) + "\n}"  # indent=1: each round over many lines; a round is named by number alone
    path.write_text(text, encoding="utf-8")
    return path


class TestAHandEditedDocument:
    """A document changed by hand is refused in one sentence naming what is wrong, never with a
    traceback: each check below stands between a person's edit and a TypeError or a KeyError."""

    @pytest.mark.parametrize(
        "edit,problem",
        [
            (lambda doc: doc["settings"].update(foo=1), "settings has an unknown key 'foo'"),
            (lambda doc: doc.update(settings=[]), "settings should be a table"),
            (lambda doc: doc.update(players="Ann Bo Cy Di"), "players should be a list of names"),
            (lambda doc: doc.update(rounds={}), "rounds should be a list"),
            (lambda doc: doc.update(name=7), "name should be text"),
            (lambda doc: doc.update(started="2025-03-01"), "started should be a date and time with its offset"),
            (lambda doc: doc.update(started="friday"), "started should be a date and time with its offset"),
            (lambda doc: doc["settings"].update(pairs=[["Ann"]]), "settings.pairs should be a list of pairs"),
            (lambda doc: doc["rounds"][1].pop("hearts") and None, "round 2: hearts should be a whole number for each"),
            (lambda doc: doc["rounds"][1]["hearts"].pop("Di"), "round 2: hearts should be a whole number for each"),
            (lambda doc: doc["rounds"][1]["hearts"].update(Di="0"), "round 2: hearts should be a whole number for"),
            (lambda doc: doc["rounds"][1]["hearts"].update(Zed=0), "round 2: hearts should be a whole number for"),
            (lambda doc: doc["rounds"][1].update(cards={"queen": "Zed"}), "round 2: cards names 'Zed', who is not at"),
            (lambda doc: doc["rounds"][1].update(cards={"queen": ["Zed"]}), "round 2: cards names 'Zed', who is"),
            (lambda doc: doc["rounds"][1].update(cards={"joker": "Di"}), "round 2: cards should be a table of cards"),
            (lambda doc: doc["rounds"][1].update(cards=["Di"]), "round 2: cards should be a table"),
            (lambda doc: doc["rounds"][1].update(moon={"rule": "up"}), "round 2: moon should be a table"),
            (lambda doc: doc["rounds"][1].update(moon="plus"), "round 2: moon should be a table"),
            (lambda doc: doc["rounds"].__setitem__(1, [0, 0, 13, 13]), "round 2: it should be a table"),
            (
                lambda doc: doc["rounds"][1].update(sheet=True, scores={"Ann": 0, "Bo": 0}),
                "round 2: scores should be a whole number for each player",
            ),
        ],
    )
    def test_each_edit_is_named(self, cli, tmp_path, edit, problem):
        path = hand_edited(cli, tmp_path, edit)
        assert refused(cli, "-g", "copy", str(path)).startswith(f"{path}: {problem}")

    def test_a_round_made_a_sheets_round_keeps_its_scores_when_they_are_the_rules(self, cli, tmp_path):
        def as_sheet(document):
            document["rounds"][1].update(sheet=True, hearts=None, cards=None, raw=None)

        path = hand_edited(cli, tmp_path, as_sheet)
        cli.ok("import", "-g", "copy", str(path))
        game, scored = gamefile.load(cli.game_file("copy"))
        assert not game.rounds[0].from_sheet and game.rounds[1].from_sheet
        assert scored.totals == gamefile.load(cli.game_file("src"))[1].totals

    def test_under_choose_the_shooters_rule_comes_back_and_otherwise_the_tables(self, cli, tmp_path):
        for moon, rule, totals in (("choose", "minus", (-26, 0, 0, 0)), ("plus", "plus", (0, 26, 26, 26))):
            cli.ok("new", "-g", f"m-{moon}", "--moon", moon, "Ann", "Bo", "Cy", "Di")
            cli.ok("round", "13q", "0", "0", "0", *(["--moon", rule] if moon == "choose" else []))
            document = cli.ok("show", "--format", "json").output
            cli.ok("import", "-g", f"back-{moon}", str(write(tmp_path, f"{moon}.json", document)))
            game, scored = gamefile.load(cli.game_file(f"back-{moon}"))
            assert scored.totals == totals
            assert game.rounds[0].moon_choice == (rule if moon == "choose" else None)

    def test_a_refused_round_is_named_by_its_number_and_its_line(self, cli, tmp_path):
        cli.ok("new", "-g", "src", "Ann", "Bo", "Cy", "Di")
        for tally in (["4", "q", "9", "0"], ["0", "0", "13", "q"], ["13", "q", "0", "0"]):
            cli.ok("round", *tally)
        lines = cli.ok("show", "--format", "json").output.split("\n")
        third = next(number for number, line in enumerate(lines, start=1) if '{"number": 3,' in line)
        lines[third - 1] = lines[third - 1].replace('"hearts": {"Ann": 13', '"hearts": {"Ann": "13"')
        path = write(tmp_path, "third.json", "\n".join(lines))
        assert refused(cli, str(path)) == (
            f"{path}, line {third}: round 3: hearts should be a whole number for each player."
        )

    def test_totals_winners_or_the_end_edited_are_refused(self, cli, tmp_path):
        for key, value in (
            ("totals", {"Ann": 0, "Bo": 13, "Cy": 22, "Di": 13}),
            ("finished", True),
            ("winners", ["Bo"]),
        ):
            path = hand_edited(cli, tmp_path, lambda doc, key=key, value=value: doc.update({key: value}))
            assert refused(cli, "-g", "copy", str(path)) == (
                f"{path}: its {key} are not what the rules give from its rounds; the document was edited."
            )
            (cli.data / "games" / "src.toml").unlink()
            (cli.data / "games" / "src.toml.bak").unlink(missing_ok=True)


class TestTheEdgesOfAFile:
    """What a file may be: its size, its first bytes, its layout, as many rounds as a game keeps."""

    def test_a_file_over_8_mib_is_refused_and_one_of_8_mib_is_read(self, cli, tmp_path):
        most, text = 8 * 1024 * 1024, '{"schema": 2}'
        over = write(tmp_path, "over.json", text + " " * (most + 1 - len(text)))
        assert refused(cli, str(over)) == f"{over}: it is larger than 8 MiB, far more than any sheet."
        read = write(tmp_path, "most.json", text + " " * (most - len(text)))
        assert refused(cli, str(read)) == (
            f"{read}: it is not a game as `hjerter show --format json` writes it (schema 1)."
        )

    @pytest.mark.slow
    def test_as_many_rounds_as_a_game_keeps_and_not_one_more(self, cli, tmp_path):
        from hjerter_cli.core.game import MAX_ROUNDS

        rows = "".join(f"{number},0,0,0,0\n" for number in range(1, MAX_ROUNDS + 2))
        over = write(tmp_path, "over.csv", "round,Ann,Bo,Cy,Di\n" + rows)
        assert refused(cli, str(over)) == f"{over}: it has more than {MAX_ROUNDS} rounds."
        lines = rows.split("\n")
        cli.ok("import", str(write(tmp_path, "most.csv", "round,Ann,Bo,Cy,Di\n" + "\n".join(lines[:MAX_ROUNDS]))))
        cli.ok("new", "-g", "src", "Ann", "Bo", "Cy")
        document = json.loads(cli.ok("show", "--format", "json").output)
        document["rounds"] = [{"sheet": True, "scores": {"Ann": 0, "Bo": 0, "Cy": 0}}] * (MAX_ROUNDS + 1)
        doc = write(tmp_path, "long.json", json.dumps(document))
        assert refused(cli, str(doc)) == f"{doc}: it has more than {MAX_ROUNDS} rounds."

    def test_a_document_with_a_byte_order_mark_or_another_name_or_no_rounds_is_read(self, cli, tmp_path):
        cli.ok("new", "-g", "src", "--target", "30", "Ann", "Bo", "Cy", "Di")
        cli.ok("round", "4", "q", "9", "0")
        document = cli.ok("show", "--format", "json").output
        started = "2025-03-01T19:30:00+01:00"  # not the file's time: the document's own
        document = document.replace(json.loads(document)["started"], started)
        cli.ok("import", str(write(tmp_path, "marked.txt", "\ufeff" + document.replace('"src"', '"kept"'))))
        game, _scored = gamefile.load(cli.game_file("kept"))  # the document's name and start, not the file's
        assert game.started == started and len(game.rounds) == 1
        empty = json.loads(document)
        del empty["rounds"], empty["totals"], empty["finished"], empty["winners"]
        cli.ok("import", "-g", "empty", str(write(tmp_path, "empty.txt", json.dumps(empty))))
        assert gamefile.load(cli.game_file("empty"))[0].rounds == ()

    def test_a_document_the_rules_refuse_names_the_round_and_its_line(self, cli, tmp_path):
        cli.ok("new", "-g", "src", "Ann", "Bo", "Cy", "Di")
        for tally in (["4", "q", "9", "0"], ["0", "0", "13", "q"]):
            cli.ok("round", *tally)
        lines = cli.ok("show", "--format", "json").output.split("\n")
        second = next(number for number, line in enumerate(lines, start=1) if '{"number": 2,' in line)
        lines[second - 1] = lines[second - 1].replace('"hearts": {"Ann": 0', '"hearts": {"Ann": 1', 1)
        path = write(tmp_path, "sum.json", "\n".join(lines))
        said = refused(cli, str(path))
        assert said.startswith(f"{path}, line {second}: Round 2: ") and "14" in said

    def test_a_document_of_two_players_is_refused_as_the_rules_refuse_a_table(self, cli, tmp_path):
        path = write(tmp_path, "two.json", '{"schema": 1, "players": ["Ann", "Bo"], "settings": {}}')
        assert refused(cli, str(path)) == f"{path}: Hearts is played by 3 to 7 players, not 2."

    def test_json_that_python_cannot_read_says_why_in_a_few_words(self, cli, tmp_path):
        text = '{"schema": 1, "players": [' + "9" * 5000 + "]}"
        try:
            json.loads(text)
        except ValueError as error:
            reason = str(error)[:80]
        path = write(tmp_path, "long.json", text)
        assert refused(cli, str(path)) == f"{path}: it is not valid JSON ({reason})."

    def test_a_pair_game_a_sun_and_a_chosen_moon_come_back_whole(self, cli, tmp_path):
        cli.ok("new", "-g", "src", "--sun", "--pairs", "Ann", "Bo", "Cy", "Di")
        cli.ok("round", "13q", "0", "0", "0", "--sun")
        cli.ok("round", "4", "q", "9", "0")
        document = cli.ok("show", "--format", "json").output
        cli.ok("import", "-g", "back", str(write(tmp_path, "sun.json", document)))
        game, scored = gamefile.load(cli.game_file("back"))
        assert game.rounds[0].sun and game.settings.pairs == (("Ann", "Cy"), ("Bo", "Di"))
        assert scored.totals == gamefile.load(cli.game_file("src"))[1].totals

    def test_a_moon_edited_onto_a_round_without_one_is_refused_as_edited(self, cli, tmp_path):
        path = hand_edited(cli, tmp_path, lambda doc: doc["rounds"][1].update(moon={"rule": "off"}))
        assert refused(cli, "-g", "copy", str(path)) == (
            f"{path}: round 2's scores or totals are not what the rules give from its tallies; the document was edited."
        )

    def test_a_finished_game_with_decomposed_names_keeps_its_winners(self, cli, tmp_path):
        import unicodedata

        cli.ok("new", "-g", "src", "--target", "20", "Åse", "Zoë", "Cy", "Bjørn")
        cli.ok("round", "0", "q", "9", "4")
        cli.ok("round", "1", "q", "8", "4")  # Zoë on 26: Åse wins with 1
        document = cli.ok("show", "--format", "json").output
        assert json.loads(document)["winners"] == ["Åse"]
        cli.ok("import", "-g", "back", str(write(tmp_path, "nfd.json", unicodedata.normalize("NFD", document))))
        assert gamefile.load(cli.game_file("back"))[1].winners == (0,)
        started = json.loads(document)["started"]
        with_start = json.loads(document) | {"started": 2025}
        path = write(tmp_path, "start.json", json.dumps(with_start))
        assert refused(cli, "-g", "x", str(path)) == f"{path}: started should be a date and time with its offset."
        assert started


class TestTheEdgesOfASheet:
    def test_empty_cells_after_the_last_column_are_no_players(self, cli, tmp_path):
        cli.ok("import", str(write(tmp_path, "wide.csv", "round,Ann,Bo,Cy,Di,,\n1,4,13,9,0,,\n")))
        assert gamefile.load(cli.game_file("wide"))[0].players == ("Ann", "Bo", "Cy", "Di")

    def test_a_header_after_blank_lines_is_named_by_its_own_line(self, cli, tmp_path):
        path = write(tmp_path, "gap.csv", "\n\nround,Ann,,Cy\n")
        assert refused(cli, str(path)) == f"{path}, line 3: a player's name is empty in the header row."

    def test_a_stray_quote_is_refused_as_the_csv_reader_says(self, cli, tmp_path):
        path = write(tmp_path, "quote.csv", 'round,Ann,Bo,Cy\n1,"4"x,13,9\n')
        assert refused(cli, str(path)) == f"{path}, line 2: it is not a sheet (',' expected after '\"')."

    def test_commas_inside_quoted_names_do_not_choose_the_separator(self, cli, tmp_path):
        text = 'Runde;"Holm, Ann, B";"Berg, Bo, C";Cy\n1;4;13;9\n'
        cli.ok("import", str(write(tmp_path, "navne.csv", text)))
        assert gamefile.load(cli.game_file("navne"))[0].players == ("Holm, Ann, B", "Berg, Bo, C", "Cy")

    def test_a_name_a_spreadsheet_would_take_for_a_formula_comes_back_without_its_quote(self, cli, tmp_path):
        cli.ok("new", "-g", "src", "@Ann", "Bo", "Cy")
        cli.ok("round", "4", "q", "9")
        text = cli.ok("show", "--format", "csv").output
        assert text.startswith("round,'@Ann,Bo,Cy\n")
        cli.ok("import", "-g", "back", str(write(tmp_path, "at.csv", text)))
        assert gamefile.load(cli.game_file("back"))[0].players == ("@Ann", "Bo", "Cy")
        quoted = write(tmp_path, "quoted.csv", "round,'Ann,Bo,Cy\n")
        cli.ok("import", str(quoted))
        assert gamefile.load(cli.game_file("quoted"))[0].players == ("'Ann", "Bo", "Cy")

    def test_a_pair_column_that_disagrees_names_both_players_sum(self, cli, tmp_path):
        path = write(tmp_path, "p.csv", "r,Ann,Bo,Cy,Di,Ann+Cy,Bo+Di\n1,4,3,9,10,13,12\n")
        assert refused(cli, str(path)) == f"{path}, line 2: Bo+Di has 12, but Bo and Di have 13 together."

    def test_a_totals_row_of_the_wrong_width_is_named_by_its_line(self, cli, tmp_path):
        path = write(tmp_path, "t.csv", HAND.replace("total,4,39,48,39", "total,4,39,48"))
        assert refused(cli, str(path)) == f"{path}, line 5: the row has 3 numbers, not 4."

    def test_running_totals_of_two_rows_name_totals(self, cli, tmp_path):
        path = write(tmp_path, "two.csv", "round,Ann,Bo,Cy,Di\n1,4,13,9,0\n2,4,39,35,26\nsum,4,39,35,26\n")
        assert refused(cli, str(path)).endswith("; its rows only grow, as running totals do: --totals reads them so.")

    def test_growing_rows_that_totals_would_not_mend_name_no_totals(self, cli, tmp_path):
        path = write(tmp_path, "x.csv", "round,Ann,Bo,Cy,Di\n1,4,13,9,0\n2,4,39,35,26\nsum,5,39,35,26\n")
        assert refused(cli, str(path)) == (
            f"{path}, line 4: the totals row says Ann has 5, but the rounds add up to 8."
        )


def test_import_and_new_take_the_same_table_options_in_the_same_order_with_the_same_help():
    """The table's options are declared once (cli/table_options.py): both commands list them alike,
    right before --data-dir."""
    from hjerter_cli.cli.app import build_app
    from hjerter_cli.cli.framework import click_command
    from hjerter_cli.cli.table_options import TABLE_OPTIONS

    group = click_command(build_app(["new", "import"]))
    listed = {}
    for name in ("new", "import"):
        options = [(param.name, tuple(param.opts), param.help) for param in group.commands[name].params]
        names = [option[0] for option in options]
        at = names.index("target")
        listed[name] = options[at : at + len(TABLE_OPTIONS)]
        assert names[at + len(TABLE_OPTIONS)] == "data_dir"
    assert listed["new"] == listed["import"]
    assert [option[0] for option in listed["new"]] == [name for name, _kind in TABLE_OPTIONS]


class TestTheHeaderOfASheet:
    @pytest.mark.parametrize(
        "header,players",
        [
            ("round,Ann,Bo,Cy,A+B", ("Ann", "Bo", "Cy", "A+B")),  # a + that joins no two players
            ("round,Ann,Bo,Cy,JoBo", ("Ann", "Bo", "Cy", "JoBo")),  # a name that ends with another
            ("round,Ann,Bo,Cy,Ann+Ann", ("Ann", "Bo", "Cy", "Ann+Ann")),  # one player twice is no pair
            ("round,Ann;Bo,Cy,Di", ("Ann;Bo", "Cy", "Di")),  # more , than ;
            ('Runde;"A,B,C";"D,E,F";Cy', ("A,B,C", "D,E,F", "Cy")),  # commas in quotes are not counted
        ],
    )
    def test_the_players_a_header_names(self, cli, tmp_path, header, players):
        cli.ok("import", "-g", "h", str(write(tmp_path, "h.csv", header + "\n")))
        assert gamefile.load(cli.game_file("h"))[0].players == players

    @pytest.mark.parametrize(
        "text,line,problem",
        [
            ("r,Ann,Bo,Cy,Di,Ann+Cy,Eva\n", 1, "the player Eva stands after the pair columns"),
            ("round\n1\n", 1, "it holds no sheet: no header row of players"),
            ("\n\nround,,\n", 3, "it holds no sheet: no header row of players"),
            ("round,Ann,Bo,Cy,Di\n1,4,13,9,\n", 2, "'' is not a whole number"),
        ],
    )
    def test_what_is_wrong_with_a_header_or_a_row_is_named_with_its_line(self, cli, tmp_path, text, line, problem):
        path = write(tmp_path, "x.csv", text)
        assert refused(cli, str(path)) == f"{path}, line {line}: {problem}."

    def test_names_with_commas_quotes_or_a_formulas_first_character_come_back_from_hjerters_csv(self, cli, tmp_path):
        names = ("Ann, Jr.", 'Bo "Bear"', "+Cy", "@Di")
        cli.ok("new", "-g", "src", *names)
        cli.ok("round", "4", "q", "9", "0")
        text = cli.ok("show", "--format", "csv").output
        assert text.startswith('round,"Ann, Jr.","Bo ""Bear""",\'+Cy,\'@Di\n')
        cli.ok("import", "-g", "back", str(write(tmp_path, "names.csv", text)))
        assert gamefile.load(cli.game_file("back"))[0].players == names

    @pytest.mark.slow
    def test_a_document_of_as_many_rounds_as_a_game_keeps_is_read(self, cli, tmp_path):
        from hjerter_cli.core.game import MAX_ROUNDS

        cli.ok("new", "-g", "src", "Ann", "Bo", "Cy")
        document = json.loads(cli.ok("show", "--format", "json").output)
        document["rounds"] = [{"sheet": True, "scores": {"Ann": 0, "Bo": 0, "Cy": 0}}] * MAX_ROUNDS
        del document["totals"], document["next"]
        cli.ok("import", "-g", "long", str(write(tmp_path, "long.json", json.dumps(document))))
        assert len(gamefile.load(cli.game_file("long"))[0].rounds) == MAX_ROUNDS
