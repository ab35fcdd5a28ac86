"""Across evenings (cli/CLI.md "Added in 1.4"): streaks, `stats --head-to-head` and `rating`, worked by
hand over a small history, and the rating checked against the OpenSkill library fed in the test."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys

import pytest

from tests.processes import env_for, in_one_process


def history(cli) -> None:
    """Five games, each started on its own evening (worked by hand):

    g1 (Jan 1; Ann, Bo, Cy; target 20, ties shared): 1, 1, 11q -> 1, 1, 24: over, Ann and Bo share the win.
    g2 (Jan 2; Ann, Bo, Di; target 20): 3, 10q, 0 -> 3, 23, 0: over, Di wins. Cy not at the table.
    g3 (Jan 3; Ann, Cy, Di): 4, 9q, 0 -> 4, 22, 0: not finished (Di leads, but it counts for nothing).
    g4 (Jan 4; Ann+Cy against Bo+Di, target 30): 4, q, 9, 0 then 10, 2, q, 1 -> Ann 14, Bo 15, Cy 22,
       Di 1; pairs Ann+Cy 36, Bo+Di 16: over, Bo and Di win (Ann is below Bo alone, not as a pair).
    g5 (Jan 5; Ann, Bo, Cy; target 20): 2, 1, 10q -> 2, 1, 23: over, Bo wins.
    """
    cli.ok("new", "-g", "g1", "--target", "20", "--ties", "share", "Ann", "Bo", "Cy")
    cli.ok("round", "1", "1", "11q")
    cli.ok("new", "-g", "g2", "--target", "20", "Ann", "Bo", "Di")
    cli.ok("round", "3", "10q", "0")
    cli.ok("new", "-g", "g3", "Ann", "Cy", "Di")
    cli.ok("round", "4", "9q", "0")
    cli.ok("new", "-g", "g4", "--target", "30", "Ann", "Bo", "Cy", "Di", "--pair", "Ann+Cy", "--pair", "Bo+Di")
    cli.ok("round", "4", "q", "9", "0")
    cli.ok("round", "10", "2", "q", "1")
    cli.ok("new", "-g", "g5", "--target", "20", "Ann", "Bo", "Cy")
    cli.ok("round", "2", "1", "10q")
    for day in range(1, 6):
        started(cli, f"g{day}", f"2026-01-0{day}T20:00:00+01:00")


def started(cli, name: str, when: str) -> None:
    path = cli.game_file(name)
    text = path.read_text(encoding="utf-8")
    old = next(line for line in text.splitlines() if line.startswith("started"))
    path.write_text(text.replace(old, f"started = {when}"), encoding="utf-8")


def as_json(cli, *args):
    return json.loads(cli.ok(*args, "--format", "json").stdout)


class TestStreaks:
    def test_the_streaks_worked_by_hand(self, cli):
        history(cli)
        by_name = {row["name"]: row for row in as_json(cli, "stats")["players"]}
        # The finished games by start: g1, g2, g4, g5 (g3 is not over and counts for nothing).
        # Ann: won g1 (shared), lost g2, g4, g5: longest 1, now 0.
        # Bo: won g1 (shared), lost g2, won g4 (with Di) and g5: longest 2, now 2.
        # Cy: lost g1, (not in g2), lost g4 and g5: 0 and 0.
        # Di: won g2, (g3 unfinished), won g4, (not in g5): 2 in a row, and 2 now.
        streaks = {name: (row["longest_streak"], row["current_streak"]) for name, row in by_name.items()}
        assert streaks == {"Ann": (1, 0), "Bo": (2, 2), "Cy": (0, 0), "Di": (2, 2)}
        keys = list(by_name["Ann"])
        assert keys[keys.index("tens") + 1 : keys.index("tens") + 3] == ["longest_streak", "current_streak"]

    def test_the_streaks_in_csv_and_the_table(self, cli):
        history(cli)
        rows = list(csv.DictReader(io.StringIO(cli.ok("stats", "--format", "csv").stdout)))
        header = list(rows[0])
        assert header[header.index("tens") + 1 :] == ["longest_streak", "current_streak", "last"]
        assert {row["name"]: (row["longest_streak"], row["current_streak"]) for row in rows}["Bo"] == ("2", "2")
        table = cli.ok("stats", "--format", "text").stdout.splitlines()
        head = table[0].split()
        assert head[head.index("Streak") + 1] == "Now"
        # Bo leads (3 wins); his row's Streak and Now columns: 2 and 2. Ann: 1 and 0.
        cells = {line.split()[1]: line.split() for line in table[2:6]}
        assert cells["Bo"][head.index("Streak") : head.index("Now") + 1] == ["2", "2"]
        assert cells["Ann"][head.index("Streak") : head.index("Now") + 1] == ["1", "0"]


# The head to head of the history, worked by hand (the finished games g1, g2, g4, g5):
#   Ann-Bo: g1 1 v 1 level; g2 3 v 23 Ann; g4 pairs 36 v 16 Bo; g5 2 v 1 Bo -> 4 games, [1, 2], level 1
#   Ann-Cy: g1 1 v 24 Ann; g4 partners, not compared; g5 2 v 23 Ann        -> 2 games, [2, 0]
#   Ann-Di: g2 3 v 0 Di; g4 36 v 16 Di                                       -> 2 games, [0, 2]
#   Bo-Cy: g1 1 v 24 Bo; g4 16 v 36 Bo; g5 1 v 23 Bo                         -> 3 games, [3, 0]
#   Bo-Di: g2 23 v 0 Di; g4 partners                                          -> 1 game, [0, 1]
#   Cy-Di: g4 36 v 16 Di (g3 unfinished)                                      -> 1 game, [0, 1]
# Most games first, then the names.
RIVALS = [
    {"players": ["Ann", "Bo"], "games": 4, "ahead": [1, 2], "level": 1},
    {"players": ["Bo", "Cy"], "games": 3, "ahead": [3, 0], "level": 0},
    {"players": ["Ann", "Cy"], "games": 2, "ahead": [2, 0], "level": 0},
    {"players": ["Ann", "Di"], "games": 2, "ahead": [0, 2], "level": 0},
    {"players": ["Bo", "Di"], "games": 1, "ahead": [0, 1], "level": 0},
    {"players": ["Cy", "Di"], "games": 1, "ahead": [0, 1], "level": 0},
]


class TestHeadToHead:
    def test_the_json_worked_by_hand(self, cli):
        history(cli)
        assert as_json(cli, "stats", "--head-to-head") == {"schema": 1, "games": 4, "head_to_head": RIVALS}

    def test_csv_rows_from_the_first_players_side_in_the_jsons_order(self, cli):
        history(cli)
        rows = list(csv.reader(io.StringIO(cli.ok("stats", "--head-to-head", "--format", "csv").stdout)))
        assert rows[0] == ["player", "opponent", "games", "ahead", "behind", "level"]
        expected = [[*r["players"], str(r["games"]), *map(str, r["ahead"]), str(r["level"])] for r in RIVALS]
        assert rows[1:] == expected

    def test_the_filters_choose_the_games(self, cli):
        history(cli)
        # --player Di: g2, g3 and g4; finished g2 and g4. Ann-Bo: g2 Ann, g4 Bo; Ann-Di: Di twice.
        data = as_json(cli, "stats", "--head-to-head", "--player", "Di")
        assert data["games"] == 2
        rows = {tuple(row["players"]): (row["games"], row["ahead"], row["level"]) for row in data["head_to_head"]}
        assert rows[("Ann", "Bo")] == (2, [1, 1], 0) and rows[("Ann", "Di")] == (2, [0, 2], 0)
        assert ("Ann", "Cy") not in rows and ("Bo", "Di") in rows  # partners in g4, rivals in g2
        data = as_json(cli, "stats", "--head-to-head", "--until", "2026-01-01")
        assert data == {"schema": 1, "games": 1, "head_to_head": [
            {"players": ["Ann", "Bo"], "games": 1, "ahead": [0, 0], "level": 1},
            {"players": ["Ann", "Cy"], "games": 1, "ahead": [1, 0], "level": 0},
            {"players": ["Bo", "Cy"], "games": 1, "ahead": [1, 0], "level": 0},
        ]}  # fmt: skip

    def test_the_table_text_and_markdown(self, cli):
        history(cli)
        text = cli.ok("stats", "--head-to-head", "--format", "text").stdout
        lines = text.splitlines()
        assert lines[0].split() == ["#", "Player", "Opponent", "Games", "Ahead", "Behind", "Level"]
        assert lines[2].split() == ["1", "Ann", "Bo", "4", "1", "2", "1"]
        assert lines[-1] == "Head to head over 4 finished games: ahead is ending on the lower total."
        assert cli.ok("stats", "--head-to-head").stdout == text  # no colour off a terminal
        markdown = cli.ok("stats", "--head-to-head", "--format", "markdown").stdout.splitlines()
        assert markdown[0] == "| \\# | Player | Opponent | Games | Ahead | Behind | Level |"
        assert markdown[3] == "| 2 | Bo | Cy | 3 | 3 | 0 | 0 |"

    def test_no_finished_game_is_said(self, cli):
        cli.ok("new", "-g", "open", "Ann", "Bo", "Cy")
        assert cli.ok("stats", "--head-to-head").stdout == "No finished games to compare.\n"
        assert as_json(cli, "stats", "--head-to-head") == {"schema": 1, "games": 0, "head_to_head": []}


def expected_ratings() -> dict[str, dict[str, float]]:
    """The history's matches fed to the library here, by hand: a team per player, a team of two a
    pair, ranks from the totals (lowest first, equal totals one rank), in the order they started."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    now = {name: model.rating() for name in ("Ann", "Bo", "Cy", "Di")}
    before = dict.fromkeys(now, 0.0)  # the starting rating, mu - 3 sigma, is 0
    change = {}
    matches = [
        ([["Ann"], ["Bo"], ["Cy"]], [1, 1, 3]),  # g1: 1, 1, 24
        ([["Ann"], ["Bo"], ["Di"]], [2, 3, 1]),  # g2: 3, 23, 0
        ([["Ann", "Cy"], ["Bo", "Di"]], [2, 1]),  # g4: pairs 36 and 16
        ([["Ann"], ["Bo"], ["Cy"]], [2, 1, 3]),  # g5: 2, 1, 23
    ]
    for teams, ranks in matches:
        rated = model.rate([[now[name] for name in team] for team in teams], ranks=ranks)
        for team, after in zip(teams, rated):
            for name, rating in zip(team, after):
                change[name] = rating.ordinal() - before[name]
                before[name] = rating.ordinal()
                now[name] = rating
    return {
        name: {
            "rating": round(rating.mu - 3 * rating.sigma, 2),
            "mu": round(rating.mu, 2),
            "sigma": round(rating.sigma, 2),
            "last_change": round(change[name], 2),
        }
        for name, rating in now.items()
    }


class TestRating:
    def test_the_rating_is_the_librarys_for_the_same_matches(self, cli):
        history(cli)
        data = as_json(cli, "rating")
        assert (data["schema"], data["model"], data["games"]) == (1, "PlackettLuce", 4)
        expected = expected_ratings()
        got = {row["name"]: row for row in data["players"]}
        for name, figures in expected.items():
            assert {key: got[name][key] for key in figures} == figures, name
        # games and wins of the finished games: Ann 4 (won g1), Bo 4 (g1, g4, g5), Cy 3 (none), Di 2 (g2, g4)
        assert {name: (row["games"], row["wins"]) for name, row in got.items()} == {
            "Ann": (4, 1),
            "Bo": (4, 3),
            "Cy": (3, 0),
            "Di": (2, 2),
        }
        assert list(data["players"][0]) == ["name", "rating", "mu", "sigma", "games", "wins", "last_change"]
        order = sorted(expected, key=lambda name: (-expected[name]["rating"], name))
        assert [row["name"] for row in data["players"]] == order

    def test_csv_and_the_table(self, cli):
        history(cli)
        data = as_json(cli, "rating")["players"]
        rows = list(csv.reader(io.StringIO(cli.ok("rating", "--format", "csv").stdout)))
        assert rows[0] == ["name", "rating", "mu", "sigma", "games", "wins", "last_change"]
        assert rows[1:] == [[str(value) for value in row.values()] for row in data]
        lines = cli.ok("rating", "--format", "text").stdout.splitlines()
        assert lines[0].split() == ["#", "Player", "Rating", "Change", "μ", "σ", "Games", "Wins"]
        first = data[0]
        arrow = "↑" if first["last_change"] > 0 else "↓"
        assert lines[2].split()[:5] == [
            "1",
            first["name"],
            f"{first['rating']:.2f}",
            arrow,
            f"{abs(first['last_change']):.2f}",
        ]
        assert "Rated over 4 finished games" in lines[-1]
        markdown = cli.ok("rating", "--format", "markdown").stdout.splitlines()
        assert markdown[0] == "| \\# | Player | Rating | Change | μ | σ | Games | Wins |"

    def test_games_started_at_the_same_moment_are_rated_in_the_order_of_their_names(self, cli):
        from openskill.models import PlackettLuce

        # "b" (Ann 0, Bo 23, Cy 3 -> ranks 1, 3, 2) and "a" (Ann 23, Bo 0, Cy 3 -> 3, 1, 2) at one instant:
        # "a" is the first match. The order matters: the later game weighs more in the end.
        cli.ok("new", "-g", "b", "--target", "20", "Ann", "Bo", "Cy")
        cli.ok("round", "0", "10q", "3")
        cli.ok("new", "-g", "a", "--target", "20", "Ann", "Bo", "Cy")
        cli.ok("round", "10q", "0", "3")
        for name in ("a", "b"):
            started(cli, name, "2026-01-01T20:00:00+01:00")
        model = PlackettLuce()
        first = model.rate([[model.rating()] for _ in range(3)], ranks=[3, 1, 2])  # a
        second = model.rate(first, ranks=[1, 3, 2])  # b
        got = {row["name"]: row["rating"] for row in as_json(cli, "rating", "b", "a")["players"]}
        assert got == {name: round(team[0].ordinal(), 2) for name, team in zip(("Ann", "Bo", "Cy"), second)}

    def test_no_finished_game_is_an_empty_list_and_a_sentence(self, cli):
        cli.ok("new", "-g", "open", "Ann", "Bo", "Cy")
        result = cli("rating", "--format", "json")
        assert result.exit_code == 0
        assert json.loads(result.stdout) == {"schema": 1, "model": "PlackettLuce", "games": 0, "players": []}
        assert result.stderr == "No finished games to rate.\n"
        table = cli("rating")
        assert table.exit_code == 0 and table.stdout == "No finished games to rate.\n"

    def test_the_filters_and_refusals_are_stats(self, cli):
        history(cli)
        # --player Di: g2, g3, g4, finished g2 and g4; Cy sat only in g4 of them.
        data = as_json(cli, "rating", "--player", "Di")
        assert data["games"] == 2 and {row["name"]: row["games"] for row in data["players"]}["Cy"] == 1
        assert as_json(cli, "rating", "g1", "g3")["games"] == 1
        assert cli("rating", "--since", "2026-13-01").exit_code == 2
        refused = cli("rating", "--player", "Nobody")
        assert refused.exit_code == 1 and "No game counted has a player called Nobody." in refused.stderr
        assert cli("rating", "zz").exit_code == 1


@pytest.mark.slow
def test_danish_words(tmp_path, cli):
    history(cli)
    lines = [["rating"], ["stats", "--head-to-head"], ["stats"]]
    (rating, rivals, stats) = in_one_process(cli.data, lines, HJERTER_LANG="da")
    assert rating[0] == 0 and rating[1].splitlines()[0].split()[:4] == ["#", "Spiller", "Rating", "Ændring"]
    assert "Rating ud fra 4 færdige spil" in rating[1]
    assert rivals[1].splitlines()[0].split() == ["#", "Spiller", "Modstander", "Spil", "Foran", "Bagud", "Lige"]
    assert "Indbyrdes i 4 færdige spil" in rivals[1]
    head = stats[1].splitlines()[0].split()
    assert head[head.index("Stime") + 1] == "Nu"


@pytest.mark.slow
def test_only_rating_imports_the_rating_library(cli):
    """A Tab, --version and the everyday commands import nothing of openskill; rating does."""
    cli.ok("new", "-g", "g", "Ann", "Bo", "Cy", "Di")
    code = (
        "import sys; sys.argv = ['hjerter', *sys.argv[1:]]; from hjerter_cli.console import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print('LOADED', sorted(m for m in sys.modules if m.split('.')[0] == 'openskill'), file=sys.stderr)"
    )
    env = env_for(cli.data)
    for words, extra in [
        (["--version"], {}),
        (["show"], {}),
        (["round", "4", "q", "9", "0", "--dry-run"], {}),
        (["stats"], {}),
        (["tally", "round", "B", "-g", "g"], {"_HJERTER_COMPLETE": "bash"}),  # a Tab asking for names
    ]:
        ran = subprocess.run([sys.executable, "-c", code, *words], env={**env, **extra}, capture_output=True, text=True)
        assert ran.stderr.splitlines()[-1] == "LOADED []", (words, ran.stderr)
    rated = subprocess.run([sys.executable, "-c", code, "rating"], env=env, capture_output=True, text=True)
    assert "LOADED ['openskill'" in rated.stderr  # the check sees the library where it is used
