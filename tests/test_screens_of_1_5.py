"""What 1.5 showed a new user, mended (cli/CLI.md 1.6, "Fixes to what 1.5 shows"): `show` at any
height names the winner and says in one line what it left out; the chart's axis labels are right at
every height and the chart keeps to it; notes left out are named; Danish `stats` leaves out no
more columns than English; `list`'s wrapped lines are indented alike; markdown at a terminal never
runs past its width; `player NAME` suggests only names close to NAME."""

from __future__ import annotations

import re
import subprocess

import pytest

from hjerter_cli.i18n import _, use_language
from hjerter_cli.render.columns import width
from tests.heights import check_chart, check_sheet, height_leads
from tests.processes import HJERTER, env_for, made
from tests.terminals import at_a_terminal
from tests.test_screens_at_the_table import PAIRS, TEN, TEN_ROUNDS, played

# Ten players, two packs, to 100: over after round 6, won by Jens, whose column is the second.
FINISHED_PLAYERS = ("Anne", "Jens", "Carl", "Dorte", "Erik", "Frederikke", "Gitte", "Hans", "Ida", "Bjørn")
FINISHED_ROUNDS = (
    "3 2q 4 4 5 2 3 q 3 0",
    "0 26qq 0 0 0 0 0 0 0 0",
    "5 3 4 2 1q 3 2 4 2q 0",
    "2 4 3q 3 2 4 1 3 4q 0",
    "3 2q 4 4 5 2 3 q 3 0",
    "4 3 5 q 5 2 3 4 q 0",
)


@pytest.fixture(params=["en", "da"])
def language(request):
    use_language(request.param)
    yield request.param
    use_language("en")


def finished():
    return played(FINISHED_PLAYERS, FINISHED_ROUNDS, target=100)


def evening():
    return played(TEN, TEN_ROUNDS[:4], pairs=PAIRS, target=200)


def shown(scored, form: str, columns: int, rows: int, watch: bool = False) -> list[str]:
    from hjerter_cli.render.formats import render

    if watch:
        return render(scored, "g", form, True, False, columns, height=rows).splitlines()
    return render(scored, "g", form, True, False, columns, rows=rows).splitlines()


class TestTheWinnerAtEveryHeight:
    """The game-over line is the last to give way: at 40×12 a finished game of ten still names its
    winner, and what was left out is one line that fits."""

    def test_forty_by_twelve(self, language):
        scored = finished()
        assert scored.finished
        lines = shown(scored, "table", 40, 11)
        check_sheet(lines, scored, "g", 40, 11)
        assert lines[-1].startswith(height_leads()), lines

    @pytest.mark.slow
    @pytest.mark.parametrize("columns", [40, 60, 80])
    def test_every_height(self, language, columns):
        for scored in (finished(), evening()):
            for rows in range(8, 41):
                check_sheet(shown(scored, "table", columns, rows), scored, "g", columns, rows)

    @pytest.mark.parametrize("columns", [40, 80])
    def test_show_watch_keeps_the_winner_too(self, columns):
        scored = finished()
        for rows in range(8, 25):
            lines = shown(scored, "table", columns, rows, watch=True)
            assert len(lines) <= rows and lines[0].startswith("g: "), lines
            assert "Game over after round 6: Jens wins with 40." in " ".join(line.strip() for line in lines), lines


class TestNotesLeftOutAreNamed:
    def test_a_room_too_small_for_the_line_about_them(self):
        """At 40×31 the sheet without its notes leaves one row: too few for the line that names the
        notes left out, so the sheet makes room for it."""
        scored = evening()
        lines = shown(scored, "table", 40, 30)
        check_sheet(lines, scored, "g", 40, 30)
        assert any("notes" in line for line in lines), lines

    @pytest.mark.slow
    def test_the_line_about_the_notes_is_one_line(self, language):
        scored = played(TEN, TEN_ROUNDS[:6], pairs=PAIRS, target=400)
        for rows in range(20, 40):
            lines = shown(scored, "table", 40, rows)
            check_sheet(lines, scored, "g", 40, rows)
            said = [index for index, line in enumerate(lines) if "note" in line.lower()]
            assert all(not lines[index + 1].startswith("  ") for index in said if index + 1 < len(lines)), lines


class TestTheChartsAxis:
    """1.5 at 40×12 labelled 5 plot rows 100, 80, 60, 20, 0 and drew a total of 43 on the row of 60."""

    def test_five_rows(self):
        scored = played(("Ann", "Bo", "Cy", "Di"), ["4 q 9 0", "0 13q 0 0", "1 2 3q 7"], target=100)
        check_chart(shown(scored, "chart", 40, 11), scored, 11)

    @pytest.mark.parametrize("columns", [40, 80])
    def test_every_height_keeps_to_it_and_labels_right(self, columns):
        games = [
            finished(),
            evening(),
            played(("Ann", "Bo", "Cy", "Dorthe"), ["4 q 9 0", "0 13q 0 0", "1 2 3q 7", "6 q 3 4"], target=100),
            played(("Ann", "Bo", "Cy"), ["0 0 13q", "4 5 4q"], target=37),
        ]
        for scored in games:
            check_chart(shown(scored, "chart", columns, 1000), scored)
            for rows in range(9, 31):
                check_chart(shown(scored, "chart", columns, rows), scored, rows)


def records_of_the_club():
    """The games of tests/test_every_line_fits.py's club: three seasons of four and an evening of ten."""
    from hjerter_cli.core.game import add_round, new_game, sheet
    from hjerter_cli.core.settings import Settings, check_settings
    from hjerter_cli.core.stats import record
    from hjerter_cli.core.tally import parse_tallies

    records = []
    four = ("Frederikke", "Bjørn", "Alexandrine", "Carl")
    for number in range(3):
        game = new_game(four, Settings(target=30), started=f"2026-12-0{number + 1}T20:00:00+01:00")
        for words in ("4 q 9 0", "3 3 3 4q", "5 5q 3 0"):
            game, _sheet = add_round(game, parse_tallies(four, words.split()))
        records.append(record(game, sheet(game), game.started))
    ten = ("Anne", "Bjørn", "Carl", "Dorte", "Erik", "Frederikke", "Gitte", "Hans", "Ida", "Jens")
    pairs = tuple((ten[seat], ten[seat + 5]) for seat in range(5))
    game = new_game(
        ten,
        check_settings(Settings(decks=2, pairs=pairs, deal="kitty", target=200), ten),
        started="2026-12-05T20:00:00+01:00",
    )
    for words in TEN_ROUNDS[:4]:
        game, _sheet = add_round(game, parse_tallies(ten, words.split(), hearts_total=26, copies=2))
    records.append(record(game, sheet(game), game.started))
    return records


def stats_at(language: str, columns: int) -> list[str]:
    from hjerter_cli.core.stats import partnerships, standings
    from hjerter_cli.render.stats import render_stats

    use_language(language)
    try:
        records = records_of_the_club()
        players = standings(records)
        finished_games = sum(1 for game in records if game.finished)
        text = render_stats(
            players, len(records), finished_games, "table", columns=columns, pairs=partnerships(records)
        )
        return text.splitlines()
    finally:
        use_language("en")


def headings(lines: list[str]) -> list[str]:
    return re.split(r"\s{2,}", lines[0].strip())


class TestDanishStatsLeavesOutNoMore:
    @pytest.mark.parametrize("columns", [40, 60, 80])
    def test_as_many_columns_as_english(self, columns):
        english, danish = stats_at("en", columns), stats_at("da", columns)
        assert max(width(line) for line in danish) <= columns, danish
        assert len(headings(danish)) >= len(headings(english)), (english, danish)

    @pytest.mark.parametrize("columns", [40, 60, 80, 120])
    @pytest.mark.parametrize("language", ["en", "da"])
    def test_the_names_line_explains_only_columns_shown(self, columns, language):
        lines = stats_at(language, columns)
        shown = headings(lines)
        use_language(language)
        try:
            lead = _("Names: {pairs}").split("{")[0]
        finally:
            use_language("en")
        start = [index for index, line in enumerate(lines) if line.startswith(lead)]
        if not start:
            return
        said = "  ".join(line.strip() for line in lines[start[0] :] if " = " in line).removeprefix(lead)
        explained = [part.split(" = ")[0] for part in said.split("  ") if " = " in part]
        assert explained and all(heading in shown for heading in explained), (explained, shown, lines)

    @pytest.mark.parametrize("language", ["en", "da"])
    def test_the_order_is_said_when_its_column_is_left_out(self, language):
        lines = stats_at(language, 40)
        assert "Avg/round" not in headings(lines) and "Snit/runde" not in headings(lines)
        said = " ".join(" ".join(lines).split())
        wanted = {
            "en": "Best first: the most wins, then the fewest points a round.",
            "da": "Bedste først: flest sejre, derefter færrest point pr. runde.",
        }
        assert wanted[language] in said, lines
        assert wanted[language] not in " ".join(stats_at(language, 200))  # where it is shown, not said


@pytest.fixture(scope="module")
def club(tmp_path_factory):
    data = tmp_path_factory.mktemp("shown") / "data"
    for number in range(2):
        made(data, "new", "-g", f"season-{number}", "--target", "30", "Frederikke", "Bjørn", "Alexandrine", "Carl")
        for words in ("4 q 9 0", "3 3 3 4q", "5 5q 3 0"):
            made(data, "round", *words.split())
    made(data, "new", "-g", "aften", "--decks", "2", "--pairs", "--deal", "kitty", *TEN)
    made(data, "round", *TEN_ROUNDS[0].split())
    made(data, "use", "season-0")
    return data


class TestListAndMarkdownAtATerminal:
    @pytest.mark.slow
    def test_lists_wrapped_lines_are_indented_alike(self, club):
        lines = at_a_terminal(club, 40, "list")
        games = [line for line in lines if re.match(r"[* ] (aften|season-\d) ", line)]
        assert len(games) == 3 and any(line.startswith("* season-0") for line in games), lines
        after = [line for line in lines if line not in games]
        assert after and all(re.match(r" {4}\S", line) for line in after), lines

    @pytest.mark.slow
    @pytest.mark.parametrize(
        "words", [["stats", "--format", "markdown"], ["show", "-g", "aften", "--format", "markdown"]]
    )
    def test_markdown_rows_never_run_past_the_terminal(self, club, words):
        lines = at_a_terminal(club, 40, *words)
        assert max(width(line) for line in lines) <= 40, lines
        assert not any(re.search(r"\d$", this) and re.match(r"[\d.]", after) for this, after in zip(lines, lines[1:]))

    @pytest.mark.slow
    def test_markdown_into_a_pipe_is_unchanged(self, club):
        def piped(columns: str) -> str:
            env = env_for(club, COLUMNS=columns)
            return subprocess.run(
                [HJERTER, "stats", "--format", "markdown"], env=env, capture_output=True, text=True
            ).stdout

        text = piped("40")
        assert text == piped("300") and any(width(line) > 40 for line in text.splitlines())
        assert all(line.startswith("|") for line in text.splitlines()[:4])


class TestPlayerSuggestsOnlyCloseNames:
    def test_no_name_close_to_zed(self, cli):
        cli.ok("new", "-g", "g", "Di", "Ann", "Bo")
        cli.ok("round", "4", "q", "9")
        result = cli("player", "Zed")
        assert result.exit_code == 1
        assert result.stderr == "Error: No game counted has a player called Zed.\n"

    def test_close_names_and_a_start(self, cli):
        cli.ok("new", "-g", "g", "Frederikke", "Ann", "Anne", "Bo")
        result = cli("player", "Fred")
        assert result.stderr == "Error: No game counted has a player called Fred; the closest: Frederikke.\n"
        result = cli("player", "Annie")
        assert result.exit_code == 1 and "Frederikke" not in result.stderr and "Bo" not in result.stderr
