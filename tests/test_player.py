"""A player's page, `hjerter player NAME` (cli/CLI.md "Added in 1.5"): a small history worked by
hand, the laws that tie the page to `stats`, `stats --head-to-head` and `rating`, the tie rules,
the formats, an unknown name, the widths of a terminal, and what a Tab offers."""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import given

from hjerter_cli.core.player import Opponent, Partner, _best, page, rated
from hjerter_cli.core.rating import ratings
from hjerter_cli.core.settings import name_key
from hjerter_cli.core.stats import rivalries, standings
from hjerter_cli.render.columns import width
from hjerter_cli.store.ratings import RATING_CACHE
from hjerter_cli.store.ratings import ratings as store_ratings
from tests.processes import in_one_process
from tests.strategies import histories
from tests.test_rivals import expected_ratings, started


def history(cli) -> None:
    """Five games over two months (worked by hand; each started in its own offset):

    g1 (Jan 30, +01:00; Ann, Bo, Cy; target 20, ties shared): 1, 1, 11q -> 1, 1, 24: Ann and Bo share the win.
    g2 (Jan 31 23:30, -05:00, which is Feb 1 in UTC; Ann, Bo, Di; target 20): 3, 10q, 0 -> 3, 23, 0: Di wins.
    g3 (Feb 1; Ann, Cy, Di): 4, 9q, 0: not finished.
    g4 (Feb 2; Ann+Cy against Bo+Di, target 30): Ann 14, Bo 15, Cy 22, Di 1; pairs 36 and 16: Bo and Di win.
    g5 (Feb 3; Ann, Bo, Cy; target 20): 2, 1, 10q -> 2, 1, 23: Bo wins.
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
    started(cli, "g1", "2026-01-30T20:00:00+01:00")
    started(cli, "g2", "2026-01-31T23:30:00-05:00")
    started(cli, "g3", "2026-02-01T20:00:00+01:00")
    started(cli, "g4", "2026-02-02T20:00:00+01:00")
    started(cli, "g5", "2026-02-03T20:00:00+01:00")


def as_json(cli, *args):
    return json.loads(cli.ok(*args, "--format", "json").stdout)


class TestWorkedByHand:
    def test_every_key_of_anns_page(self, cli):
        history(cli)
        # Ann's finished games by start: g1 won (shared), g2, g4, g5 lost: longest 1, now 0; finals 1,
        # 3, 14, 2. Against Bo: g1 level, g2 ahead (3 < 23), g4 behind (36 > 16), g5 behind (2 > 1).
        # Against Cy (met twice only: g3 is not finished, g4 as partners): g1 and g5 ahead. Against
        # Di: g2 behind (3 > 0), g4 behind (36 > 16). Only Bo has 3 finished games with Ann.
        assert as_json(cli, "player", "ann") == {
            "schema": 1,
            "name": "Ann",
            "games": 5,
            "finished": 4,
            "wins": 1,
            "shared_wins": 1,
            "win_share": 0.25,
            "longest_streak": 1,
            "current_streak": 0,
            "rating": expected_ratings()["Ann"]["rating"],
            "average_final": 5.0,
            "best_final": 1,
            "nemesis": "Bo",
            "favourite_opponent": "Bo",
            "best_partner": None,
            "opponents": [
                {"name": "Bo", "games": 4, "ahead": 1, "behind": 2, "level": 1},
                {"name": "Cy", "games": 2, "ahead": 2, "behind": 0, "level": 0},
                {"name": "Di", "games": 2, "ahead": 0, "behind": 2, "level": 0},
            ],
            "partners": [{"name": "Cy", "games": 1, "wins": 0}],
            "months": [  # g2 in its own offset is still January
                {"month": "2026-01", "games": 2, "finished": 2, "wins": 1, "average_final": 2.0},
                {"month": "2026-02", "games": 3, "finished": 2, "wins": 0, "average_final": 8.0},
            ],
        }

    def test_bos_page_a_favourite_opponent_and_a_partner(self, cli):
        history(cli)
        data = as_json(cli, "player", "Bo")
        # Bo against Ann: g1 level, g2 behind, g4 and g5 ahead; against Cy: g1, g4, g5 ahead.
        assert (data["nemesis"], data["favourite_opponent"], data["best_partner"]) == ("Ann", "Cy", None)
        assert data["opponents"][:2] == [
            {"name": "Ann", "games": 4, "ahead": 2, "behind": 1, "level": 1},
            {"name": "Cy", "games": 3, "ahead": 3, "behind": 0, "level": 0},
        ]
        assert data["partners"] == [{"name": "Di", "games": 1, "wins": 1}]
        assert (data["wins"], data["shared_wins"], data["longest_streak"], data["current_streak"]) == (3, 1, 2, 2)

    def test_a_pairs_second_player_has_the_first_as_partner(self, cli):
        history(cli)  # g4: Ann+Cy and Bo+Di, each pair listed first player first
        assert as_json(cli, "player", "Cy")["partners"] == [{"name": "Ann", "games": 1, "wins": 0}]
        assert as_json(cli, "player", "Di")["partners"] == [{"name": "Bo", "games": 1, "wins": 1}]

    def test_the_page_agrees_with_stats_head_to_head_and_rating(self, cli):
        history(cli)
        rows = as_json(cli, "stats", "--head-to-head")["head_to_head"]
        standing = {row["name"]: row for row in as_json(cli, "stats")["players"]}
        rated = {row["name"]: row["rating"] for row in as_json(cli, "rating")["players"]}
        for name in ("Ann", "Bo", "Cy", "Di"):
            data = as_json(cli, "player", name)
            for row in rows:
                if name in row["players"]:
                    mine = row["players"].index(name)
                    other = row["players"][1 - mine]
                    expected = {"name": other, "games": row["games"], "ahead": row["ahead"][mine]}
                    expected |= {"behind": row["ahead"][1 - mine], "level": row["level"]}
                    assert expected in data["opponents"], (name, row)
            assert len(data["opponents"]) == sum(name in row["players"] for row in rows)
            assert data["rating"] == rated[name]
            for key in ("games", "finished", "wins", "shared_wins", "longest_streak", "current_streak"):
                assert data[key] == standing[name][key], (name, key)

    def test_the_filters_are_stats(self, cli):
        history(cli)
        february = as_json(cli, "player", "Ann", "--since", "2026-02-01")
        assert [row["month"] for row in february["months"]] == ["2026-02"] and february["games"] == 3
        january = as_json(cli, "player", "Ann", "--until", "2026-01-31")
        assert (january["games"], january["wins"], january["months"][0]["month"]) == (2, 1, "2026-01")
        named = as_json(cli, "player", "Cy", "g3", "g4")
        assert (named["games"], named["finished"], named["opponents"]) == (
            2,
            1,
            [
                {"name": "Bo", "games": 1, "ahead": 0, "behind": 1, "level": 0},
                {"name": "Di", "games": 1, "ahead": 0, "behind": 1, "level": 0},
            ],
        )
        unfinished = as_json(cli, "player", "Cy", "g3")
        assert (unfinished["rating"], unfinished["win_share"], unfinished["average_final"]) == (None, None, None)
        assert cli("player", "Ann", "--since", "2026-02-30").exit_code == 2

    def test_the_table_text_and_markdown(self, cli):
        history(cli)
        table = cli.ok("player", "Ann").stdout
        lines = table.splitlines()
        assert lines[0] == "Ann" and "Nemesis             Bo" in lines and "Best partner        –" in lines
        assert "Opponent  Games  Ahead  Behind  Level" in lines and "Bo            4      1       2      1" in lines
        assert "Month    Games  Done  Wins  Avg final" in lines and "2026-01      2     2     1       2.00" in lines
        assert cli.ok("player", "Ann", "--format", "text").stdout == table
        markdown = cli.ok("player", "Ann", "--format", "markdown").stdout
        assert markdown.startswith("## Ann\n") and "| Bo | 4 | 1 | 2 | 1 |" in markdown
        assert "| Win rate | 25% |" in markdown and "| 2026-02 | 3 | 2 | 0 | 8.00 |" in markdown

    @pytest.mark.slow
    def test_danish(self, cli):
        history(cli)
        lines = [["player", "Ann"], ["player", "Ann", "--format", "json"], ["player", "Dii"]]
        (table, data, unknown) = in_one_process(cli.data, lines, HJERTER_LANG="da")
        assert re.search(r"\nYndlingsoffer +Bo\n", table[1]) and re.search(r"\nSnit slutscore +5,00\n", table[1])
        assert "Modstander  Spil  Foran  Bagud  Lige" in table[1] and "Makker  Spil  Sejre" in table[1]
        assert json.loads(data[1]) == as_json(cli, "player", "Ann")
        assert unknown[0] == 1
        assert unknown[2] == "Fejl: Ingen af de talte spil har en spiller, der hedder Dii; mente du Di?\n"


class TestTheRatingKept:
    def test_kept_beside_the_games_and_used_only_for_the_same_games(self, cli):
        history(cli)
        before = as_json(cli, "player", "Ann")["rating"]
        kept = cli.data / RATING_CACHE
        rated = {row["name"]: row["rating"] for row in as_json(cli, "rating")["players"]}
        assert kept.is_file() and before == rated["Ann"]
        text = kept.read_text(encoding="utf-8")
        head, rows = text.split("\n", 1)
        forged = rows.replace("Ann\t" + repr(before), "Ann\t99.0")
        assert forged != rows
        kept.write_text(f"{head}\n{forged}", encoding="utf-8")  # its digest no longer its rows'
        assert as_json(cli, "player", "Ann")["rating"] == before
        assert kept.read_text(encoding="utf-8") == text  # worked out again, and kept again
        as_json(cli, "player", "Ann", "--since", "2026-02-01")  # other games: worked out for them
        assert kept.read_text(encoding="utf-8") != text
        assert as_json(cli, "player", "Ann")["rating"] == before

    @pytest.mark.parametrize(
        "damage",
        [b"", b"hjerter rating cache\n", b"\xff\xfe\n\x00", "x" * 100_000, b"hjerter rating cache 1 1 1 1 1\nAnn\t1\n"],
    )
    def test_a_damaged_cache_is_worked_out_again(self, cli, damage):
        history(cli)
        expected = as_json(cli, "player", "Bo")
        path = cli.data / RATING_CACHE
        path.write_bytes(damage if isinstance(damage, bytes) else damage.encode())
        result = cli("player", "Bo", "--format", "json")
        assert result.exit_code == 0 and json.loads(result.stdout) == expected and result.stderr == ""

    def test_rows_of_the_wrong_shape_under_the_right_digest_are_not_read(self, cli, monkeypatch):
        from hjerter_cli.store import ratings as kept

        history(cli)
        expected = as_json(cli, "player", "Ann")
        path = cli.data / RATING_CACHE
        head = path.read_text(encoding="utf-8").split("\n", 1)[0].rsplit(" ", 1)[0]
        for body in ("Ann\t1.0\n", "Ann\tone\t1.0\t1.0\t1\t1\t1.0\n", "Ann\t1.0\t1.0\t1.0\t1.5\t1\t1.0\n"):
            path.write_text(f"{head} {kept._digest(body.encode())}\n{body}", encoding="utf-8")
            assert as_json(cli, "player", "Ann") == expected

    def test_a_data_dir_that_cannot_be_written_still_shows_the_page(self, cli):
        history(cli)
        expected = as_json(cli, "player", "Ann")
        (cli.data / RATING_CACHE).unlink()
        (cli.data / RATING_CACHE).mkdir()  # nothing can be kept there
        assert as_json(cli, "player", "Ann") == expected


class TestUnknownNames:
    def test_the_closest_names_ignoring_case_and_form(self, cli):
        history(cli)
        result = cli("player", "anne")
        assert result.exit_code == 1 and result.stdout == ""
        assert result.stderr == "Error: No game counted has a player called anne; the closest: Ann.\n"
        assert as_json(cli, "player", "ANN")["name"] == "Ann"

    def test_a_name_in_no_game_counted(self, cli):
        history(cli)
        result = cli("player", "Di", "g1")
        assert result.exit_code == 1
        assert result.stderr == "Error: No game counted has a player called Di.\n"  # none close (1.6)

    def test_no_games_at_all(self, cli):
        result = cli("player", "Ann")
        assert result.exit_code == 1 and "Traceback" not in result.output
        assert result.stderr == "Error: No game counted has a player called Ann.\n"


def decomposed_names(cli) -> None:
    cli.ok("new", "-g", "e1", "--target", "20", "Rene\u0301", "Bo", "Cy")  # René with a combining accent
    cli.ok("round", "3", "10q", "0")


def test_a_name_in_another_normal_form_is_the_same_player(cli):
    decomposed_names(cli)
    assert as_json(cli, "player", "RENÉ")["games"] == 1


class TestTies:
    def test_nemesis_favourite_and_best_partner_ties_more_games_then_name(self):
        rows = [Opponent("Cy", 4, 2, 2, 0), Opponent("Bo", 4, 2, 2, 0), Opponent("Di", 6, 3, 3, 0)]
        assert _best(rows, lambda row: row.behind / row.games) == "Di"  # one half each: the most games
        assert _best(rows[:2], lambda row: row.behind / row.games) == "Bo"  # then the name
        assert _best([Opponent("Eva", 2, 0, 2, 0), *rows], lambda row: row.behind / row.games) == "Di"  # 2 < 3
        assert _best([Opponent("Eva", 2, 0, 2, 0)], lambda row: row.behind / row.games) is None
        partners = [Partner("Bo", 3, 1), Partner("Cy", 5, 2), Partner("Di", 2, 2)]
        assert _best(partners, lambda row: row.wins / row.games) == "Cy"  # 2/5 beats 1/3; Di has 2 games


@pytest.mark.slow
@given(histories())
def test_the_page_is_what_stats_head_to_head_and_rating_say(games):
    """A law over random histories with pair games and unfinished games: for every player, the
    opponents are the player's rows of `stats --head-to-head`, the wins and streaks the player's
    line of `stats`, the rating `rating`'s."""
    records = [game for _name, game in games]
    lines = {name_key(row.name): row for row in standings(records)}
    worked_out = ratings(games)
    with tempfile.TemporaryDirectory() as folder:  # the rating as the page takes it: worked out, then kept
        assert store_ratings(Path(folder), games) == worked_out == store_ratings(Path(folder), games)
    rating = {name_key(row.name): row.rating for row in worked_out}
    rows = rivalries(records)
    for key, line in lines.items():
        assert rated(records, line.name) == (key in rating)
        found = page(records, line.name, rating.get(key))
        assert found is not None and found.name == line.name
        assert found[1:8] == (
            line.games,
            line.finished,
            line.wins,
            line.shared_wins,
            round(line.wins / line.finished, 2) if line.finished else None,
            line.longest_streak,
            line.current_streak,
        )
        assert (found.average_final, found.best_final) == (line.average_final, line.best_final)
        expected = []
        for row in rows:
            keys = [name_key(name) for name in row.players]
            if key in keys:
                mine = keys.index(key)
                expected.append((row.players[1 - mine], row.games, row.ahead[mine], row.ahead[1 - mine], row.level))
        assert sorted(tuple(one) for one in found.opponents) == sorted(expected)
        assert sum(month.games for month in found.months) == line.games
        assert sum(month.wins for month in found.months) == line.wins
    assert page(records, "Nobody", None) is None


def test_every_line_fits_the_terminal_in_both_languages(cli, monkeypatch):
    """The table at 40, 80 and 120 columns, English and Danish, with long names and wide ones."""
    long = ("Bartholomæus Ibsen", "Ann", "Christoffer Holm", "😀😀😀😀😀😀😀😀😀😀😀😀")
    cli.ok("new", "-g", "w1", "--target", "20", *long[:3])
    cli.ok("round", "3", "10q", "0")
    cli.ok(
        "new", "-g", "w2", "--target", "30", *long, "--pair", f"{long[0]}+{long[2]}", "--pair", f"{long[1]}+{long[3]}"
    )
    cli.ok("round", "4", "q", "9", "0")
    cli.ok("round", "10", "2", "q", "1")
    import hjerter_cli.cli.player as command
    from hjerter_cli.i18n import use_language

    try:
        for language in ("en", "da"):
            use_language(language)
            for columns in (40, 80, 120):
                monkeypatch.setattr(command, "words_columns", lambda columns=columns: columns)
                for name in long:
                    out = cli.ok("player", name).stdout
                    assert max(width(line) for line in out.splitlines()) <= columns, (language, columns, out)
                    assert out.splitlines()[0] == name and ("Yndlingsoffer" in out) == (language == "da")
    finally:
        use_language("en")


@pytest.mark.slow  # real shells
def test_a_tab_offers_the_players_then_the_games(shell):
    shown, _line = shell.offered("hjerter player ")
    assert "Birte" in shown and "Marie" in shown and "apt.log" not in shown
    assert shell.offered("hjerter player Bir")[1] == "hjerter player Birte"
    shown, _line = shell.offered("hjerter player Birte fr")
    assert "friday" in shown and "fredag" in shown


@pytest.mark.slow
def test_only_player_imports_the_page(cli):
    """A Tab, --version, --help and the everyday commands import nothing of the page; player does."""
    import subprocess
    import sys

    from tests.processes import env_for

    cli.ok("new", "-g", "g", "Ann", "Bo", "Cy", "Di")
    page_modules = ("hjerter_cli.cli.player", "hjerter_cli.core.player", "hjerter_cli.render.player")
    code = (
        "import sys; sys.argv = ['hjerter', *sys.argv[1:]]; from hjerter_cli.console import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        f"print('LOADED', sorted(m for m in sys.modules if m in {page_modules!r} or m.endswith('store.ratings')),"
        " file=sys.stderr)"
    )
    env = env_for(cli.data)
    for words, extra in [
        (["--version"], {}),
        (["show"], {}),
        (["round", "4", "q", "9", "0", "--dry-run"], {}),
        (["stats"], {}),
        (["rating"], {}),
        (["anyplayer", "player", "B"], {"_HJERTER_COMPLETE": "bash"}),  # a Tab asking for players
    ]:
        ran = subprocess.run([sys.executable, "-c", code, *words], env={**env, **extra}, capture_output=True, text=True)
        assert ran.stderr.splitlines()[-1] == "LOADED []", (words, ran.stderr)
    shown = subprocess.run([sys.executable, "-c", code, "player", "Ann"], env=env, capture_output=True, text=True)
    assert "LOADED ['hjerter_cli.cli.player', 'hjerter_cli.core.player'" in shown.stderr
