"""Every line fits (cli/CLI.md, "Added in 1.5"): `list`'s order, `stats` fitted to the width and
what it leaves out named, the sheet fitted to the terminal's height."""

from __future__ import annotations

import csv
import io
import json
import re

import pytest

from hjerter_cli.terminal import width


def _started(cli, name: str, when: str) -> None:
    """The game `name` as if started at `when` (its file written as hjerter writes it)."""
    path = cli.game_file(name)
    text = path.read_text(encoding="utf-8")
    path.write_text(re.sub(r"(?m)^started = .*$", f"started = {when}", text), encoding="utf-8")


class TestListOrder:
    def test_the_game_started_last_comes_first_whatever_its_name(self, cli):
        for name, when in (
            ("nov-1", "2026-11-06 19:00:00+01:00"),
            ("okt-2", "2026-10-30 19:00:00+01:00"),
            ("okt-1", "2026-10-02 19:00:00+02:00"),
            ("dec-1", "2026-12-04 19:00:00+01:00"),
        ):
            cli.ok("new", "-g", name, "Ann", "Bo", "Cy")
            _started(cli, name, when)
        shown = [line[2:].split()[0] for line in cli.ok("list").output.splitlines()]
        assert shown == ["dec-1", "nov-1", "okt-2", "okt-1"]
        listed = [entry["name"] for entry in json.loads(cli.ok("list", "--format", "json").output)]
        assert listed == sorted(listed)  # JSON keeps its order, by name

    def test_the_instant_counts_not_the_clock_of_its_offset(self, cli):
        cli.ok("new", "-g", "a", "Ann", "Bo", "Cy")
        _started(cli, "a", "2026-11-06 20:00:00+01:00")  # 19:00 UTC
        cli.ok("new", "-g", "b", "Ann", "Bo", "Cy")
        _started(cli, "b", "2026-11-06 19:30:00+00:00")  # later, though its clock says earlier
        shown = [line[2:].split()[0] for line in cli.ok("list").output.splitlines()]
        assert shown == ["b", "a"]


def _club(cli) -> None:
    """Three finished games of four, Frederikke's name ten letters long, one shared win."""
    for name in ("c1", "c2", "c3"):
        cli.ok("new", "-g", name, "--target", "30", "Frederikke", "Bjørn", "Carl", "Anne")
        for words in ("4 q 9 0", "3 3 3 4q", "5 5q 3 0", "0 0 13q 0", "q 4 4 1"):
            if cli("round", *words.split()).exit_code != 0:
                break
    cli.ok("new", "-g", "c4", "--target", "10", "Frederikke", "Bjørn", "Carl", "Anne")
    cli.ok("round", "0", "0", "13q", "0")  # Frederikke and Bjørn share the win


@pytest.fixture
def club(cli):
    _club(cli)
    return cli


def _table(text: str) -> list[str]:
    """The players' table of `stats`' text: its lines down to the first blank one."""
    lines = text.splitlines()
    return lines[: lines.index("")]


class TestStatsFitted:
    @pytest.mark.parametrize("language", ["en", "da"])
    @pytest.mark.parametrize("columns", [40, 60, 80])
    def test_no_row_is_wider_than_the_terminal_and_what_is_left_out_is_named(
        self, club, monkeypatch, language, columns
    ):
        from hjerter_cli.cli import views
        from hjerter_cli.i18n import _, use_language

        monkeypatch.setattr(views, "words_columns", lambda: columns)
        use_language(language)
        try:
            text = club.ok("stats", "--format", "text").stdout
            every = [_(heading) for heading in ("Streak", "Now", "Moons")]
            left = _("Left out for the width: {totals}").format(totals="")
        finally:
            use_language("en")
        table = _table(text)
        assert max(width(line) for line in table) <= columns, table
        shown = table[0].split("  ")
        missing = [heading for heading in every if heading not in shown]
        assert missing, table  # at these widths the streaks do not fit
        lines = text.splitlines()
        first = [index for index, line in enumerate(lines) if line.startswith(left)]
        assert len(first) == 1, text
        named = " ".join(lines[first[0] : lines.index("", first[0])])
        assert max(width(line) for line in lines[first[0] : lines.index("", first[0])]) <= columns
        assert all(heading in named for heading in missing), text
        assert "Frederikke" in text

    def test_at_120_columns_every_column_shows_and_nothing_is_said_left_out(self, club, monkeypatch):
        from hjerter_cli.cli import views

        monkeypatch.setattr(views, "words_columns", lambda: 120)
        text = club.ok("stats", "--format", "text").stdout
        assert "Q♠" in _table(text)[0] and "Left out" not in text

    def test_off_a_terminal_every_column_shows(self, club):
        text = club.ok("stats").stdout
        assert "Q♠" in _table(text)[0] and "Left out" not in text


class TestLast:
    """`last`: finished games the player ended on the highest total, alone or shared; in JSON and
    CSV after `current_streak`, the table's Last column."""

    def test_json_csv_and_the_table_agree_with_the_games(self, club):
        data = json.loads(club.ok("stats", "--format", "json").stdout)
        keys = list(data["players"][0])
        assert keys[keys.index("current_streak") + 1] == "last"
        expected: dict[str, int] = {}
        for entry in json.loads(club.ok("list", "--format", "json").stdout):
            if not entry["finished"]:
                continue
            totals = json.loads(club.ok("show", "-g", entry["name"], "--format", "json").stdout)["totals"]
            top = max(totals.values())
            for name, total in totals.items():
                expected[name] = expected.get(name, 0) + (total == top)
        assert {row["name"]: row["last"] for row in data["players"]} == expected
        assert sum(expected.values()) >= 4  # every finished game has someone last
        rows = list(csv.DictReader(io.StringIO(club.ok("stats", "--format", "csv").stdout)))
        assert {row["name"]: int(row["last"]) for row in rows} == expected
        assert list(rows[0])[-1] == "last"


TEN = ("Anne", "Bjørn", "Carl", "Dorte", "Erik", "Frederikke", "Gitte", "Hans", "Ida", "Jens")
TEN_ROUNDS = (
    "3 2q 4 0 5 2 3 q 4 3",
    "0 26qq 0 0 0 0 0 0 0 0",
    "5 3 4 2 1q 3 2 4 q 2",
    "2 4 3q 3 2 4 1 3 2 2q",
    "4 1 2 5 3 2q 4 1q 2 2",
    "1 3 2 4 q 5 3 2 3q 3",
)


@pytest.fixture(scope="module")
def evening(tmp_path_factory):
    """A Danish evening of ten in five pairs, two packs and a kitty, six rounds in."""
    from tests.processes import made

    data = tmp_path_factory.mktemp("evening") / "data"
    made(data, "new", "-g", "aften", "--decks", "2", "--pairs", "--deal", "kitty", *TEN)
    for words in TEN_ROUNDS:
        made(data, "round", *words.split())
    return data


class TestTheScreenFitsItsHeight:
    """`show` at 40×24 and 40×30: the heading and the column names stay on the screen, and a line
    names what was left out for the height."""

    @pytest.mark.slow
    @pytest.mark.parametrize("rows", [24, 30])
    def test_show_in_danish(self, evening, rows):
        from tests.terminals import at_a_terminal

        lines = at_a_terminal(evening, 40, "show", rows=rows, language="da")
        assert len(lines) <= rows - 1, lines  # a row kept for the prompt
        assert lines[0].startswith("aften: "), lines
        assert any("Runde" in line for line in lines[:6]), lines
        assert max(width(line) for line in lines) <= 40, lines
        assert not any(line.startswith("Runde 1:") for line in lines)  # the notes did not fit
        said = " ".join(line.strip() for line in lines)
        assert "noter" in said.lower(), lines  # and a line says so (1.6: one line, short where it must be)
        if "│     … │" in said:  # the earliest rounds left out: named, as many as the "…" stands for
            shown = [int(line.split("│")[1]) for line in lines if re.match(r"│ +\d+ │", line)]
            assert f"runde 1–{min(shown) - 1}" in said or f"runde {min(shown) - 1}" in said, lines
            assert "Ikke plads i højden til " in said or "Udeladt:" in said

    @pytest.mark.slow
    def test_text_keeps_every_note_however_short_the_terminal(self, evening):
        """`--format text` is for pasting: at a terminal it fits the width, never the height."""
        from tests.terminals import at_a_terminal

        lines = at_a_terminal(evening, 40, "show", "--format", "text", rows=24)
        assert max(width(line) for line in lines) <= 40, lines
        said = " ".join(line.strip() for line in lines)
        assert "tall enough" not in said and "Left out for the height" not in said
        assert all(f"Round {number}:" in said for number in range(1, 7)), lines

    @pytest.mark.slow
    def test_the_chart_keeps_its_title_and_indents_its_last_line(self, evening):
        from tests.terminals import at_a_terminal

        lines = at_a_terminal(evening, 40, "show", "--format", "chart", rows=24, language="da")
        assert len(lines) <= 23 and lines[0].startswith("aften"), lines
        assert max(width(line) for line in lines) <= 40, lines
        first = [index for index, line in enumerate(lines) if line.startswith("Til 200:")]
        assert first, lines
        after = lines[first[0] + 1 :]
        assert after and all(line.startswith("  ") for line in after), lines
        assert all("|" not in line for line in after)
        said = " ".join(line.strip() for line in lines[first[0] :])
        for pair in ("Anne+Frederikke", "Bjørn+Gitte", "Carl+Hans", "Dorte+Ida", "Erik+Jens"):
            assert pair in said


class TestTheHelp:
    @pytest.mark.slow
    @pytest.mark.parametrize("columns", [40, 80])
    @pytest.mark.parametrize("language", ["en", "da"])
    def test_an_example_in_backticks_stays_on_one_line(self, tmp_path, columns, language):
        from tests.terminals import at_a_terminal

        lines = at_a_terminal(tmp_path / "data", columns, "--help", language=language)
        assert max(width(line) for line in lines) <= columns, lines
        example = "hjerter round 4 q 9 0" if language == "en" else "hjerter round 4 d 9 0"
        assert any(f"`{example}`" in line for line in lines), lines
        assert any("`hjerter new Ann Bo Cy Di`" in line for line in lines), lines


class TestTheNextStepAfterTheGame:
    @pytest.mark.parametrize("language", ["en", "da"])
    def test_the_last_round_and_the_sheet_say_how_to_play_again(self, cli, language):
        from hjerter_cli.i18n import _, use_language

        cli.ok("new", "-g", "kort", "--target", "20", "Ann", "Bo", "Cy", "Di")
        use_language(language)
        try:
            step = _("A rematch at the same table: `hjerter new --again`.")
            before = cli.ok("round", "4", "q", "9", "0").stdout  # Bo on 13: not over yet
            after = cli.ok("round", "0", "13q", "0", "0").stdout  # Bo on 26: over
            shown = cli.ok("show").stdout
        finally:
            use_language("en")
        assert "hjerter new --again" in step
        assert step not in before
        assert after.rstrip("\n").endswith(step) and shown.rstrip("\n").endswith(step)
        assert cli.ok("new", "--again").exit_code == 0  # the step it names works


class TestNoEmptyNotesColumn:
    def test_an_imported_sheet_has_no_notes_and_no_notes_column(self, cli, tmp_path):
        sheet = tmp_path / "paper.csv"
        sheet.write_text("round,Ann,Bo,Cy,Di\n1,4,13,9,0\n2,0,26,26,26\n", encoding="utf-8")
        cli.ok("import", str(sheet))
        for form in ("text", "table"):
            header = cli.ok("show", "--format", form).stdout.splitlines()[1].split()
            assert header == ["Round", "Ann", "Bo", "Cy", "Di"], header

    def test_a_round_with_a_note_brings_the_column(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        header = game4.ok("show", "--format", "text").stdout.splitlines()[1].split()
        assert header[-1] == "Notes"
