"""The big table on every screen (cli/CLI.md, "Added in 1.3"): the pairs' columns, JSON and CSV keys,
the pictures' race of pairs, the round's report, and twelve players in 80 columns."""

from __future__ import annotations

import csv
import io
import json
import re
import xml.etree.ElementTree as ET

import pytest

from hjerter_cli.core.game import add_round, new_game, sheet
from hjerter_cli.core.settings import Settings, check_settings
from hjerter_cli.core.tally import parse_tallies
from hjerter_cli.render.chart import render_svg
from hjerter_cli.render.chart_terminal import MARKERS, render_chart
from hjerter_cli.render.columns import width
from hjerter_cli.render.formats import render
from hjerter_cli.render.html import render_html

TWELVE = ("Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal", "Ida", "Jon", "Kim", "Lis")
ESC = re.compile(r"\x1b\[[0-9;]*m")


@pytest.fixture
def four_pairs(cli):
    """Ann, Bo, Cy, Di in pairs Ann+Cy and Bo+Di (one pack), two rounds: core/RULES.md's worked example."""
    cli.ok("new", "-g", "p", "Ann", "Bo", "Cy", "Di", "--pairs")
    cli.ok("round", "0", "13q", "0", "0")
    cli.ok("round", "4", "q", "9", "0")
    return cli


def twelve(rounds: int = 30, pairs: bool = True, players: tuple[str, ...] = TWELVE):
    """Twelve players, two packs, in opposite pairs (target 1000): `rounds` rounds, three-digit totals by 30."""
    chosen = Settings(decks=2, pairs=tuple((players[seat], players[seat + 6]) for seat in range(6)) if pairs else ())
    chosen = check_settings(chosen._replace(target=1000), players)
    game = new_game(players, chosen, started="2026-12-01T20:00:00+01:00")
    for number in range(rounds):
        hearts = [0] * 12
        for step in range(26):
            hearts[(number * 5 + step * 7) % 12] += 1
        queens = {"queen": (str((number * 3) % 12 + 1), str((number * 3 + 5) % 12 + 1))}
        words = [str(count) for count in hearts]
        game, _sheet = add_round(game, parse_tallies(players, words, queens, hearts_total=26, copies=2))
    return sheet(game)


LONG = ("Alexandra", "Bartholomew", "Christoffer", "Dorthe", "Esben", "Frederikke")
LONG += ("Gunnar", "Henriette", "Ib", "Jytte", "Karl", "Lone")


def pair_game(players: tuple[str, ...], rounds: int):
    """Partners opposite, two packs where the table needs them, target 1000, a moon in round 3
    (three-digit pair totals)."""
    count = len(players)
    half = count // 2
    pairs = tuple((players[seat], players[seat + half]) for seat in range(half))
    chosen = check_settings(Settings(decks=2 if count > 7 else 1, pairs=pairs, target=1000), players)
    game = new_game(players, chosen, started="2026-12-01T20:00:00+01:00")
    worth = 13 * chosen.decks
    for number in range(rounds):
        hearts = [0] * count
        if number == 2:
            hearts[1] = worth
        else:
            for step in range(worth):
                hearts[(number + step * 3) % count] += 1
        queens = [2 if number == 2 else (number % count) + 1] * chosen.decks
        words = [str(value) for value in hearts]
        tally = parse_tallies(
            players, words, {"queen": tuple(map(str, queens))}, hearts_total=worth, copies=chosen.decks
        )
        game, _sheet = add_round(game, tally)
    return sheet(game)


class TestTheSheet:
    @pytest.mark.parametrize(
        "options,named",
        [
            (["--decks", "2"], "two packs"),
            (["--pairs"], "partner pairs"),
            (["--deal", "kitty"], "a kitty"),
            (["--decks", "2", "--pairs", "--deal", "kitty"], "two packs, partner pairs, a kitty"),
        ],
    )
    def test_the_heading_names_the_big_tables_settings(self, cli, options, named):
        """cli/CLI.md 1.2: the heading names every setting that is not the default."""
        cli.ok("new", "-g", "h", *options, "Ann", "Bo", "Cy", "Di", "Eva", "Finn")
        for form in ("text", "markdown"):
            assert named in cli.ok("show", "--format", form).output.splitlines()[0]
        cli.ok("new", "-g", "plain", "Ann", "Bo", "Cy", "Di", "Eva", "Finn")
        first = cli.ok("show", "--format", "text").output.splitlines()[0]
        assert not any(word in first for word in ("two packs", "partner pairs", "a kitty")), first

    def test_the_pairs_stand_after_the_players_in_seat_order(self, four_pairs):
        text = four_pairs.ok("show", "--format", "text").output
        header = text.splitlines()[1].split()
        assert header == ["Round", "Ann", "Bo", "Cy", "Di", "Ann+Cy", "Bo+Di", "Notes"]
        assert re.search(r"^Total\s+30\s+13\s+35\s+0\s+65\s+13\s*$", text, re.M)
        assert "Leader: Bo+Di" in text
        assert "Standing: 1. Bo+Di 13  2. Ann+Cy 65" in text
        assert "to 200: Ann+Cy 135, Bo+Di 187" in text

    def test_named_pairs_are_headed_in_seat_order(self, cli):
        cli.ok("new", "-g", "p", "Ann", "Bo", "Cy", "Di", "--pair", "Di+Ann", "--pair", "Cy+Bo")
        header = cli.ok("show", "--format", "text").output.splitlines()[1].split()
        assert header[-2:] == ["Ann+Di", "Bo+Cy"]  # no round, no notes: no Notes column (1.5)

    def test_the_report_after_a_round_gives_the_pairs(self, four_pairs):
        result = four_pairs.ok("round", "13q", "0", "0", "0")
        assert "Ann shot the moon: +26 to all but Ann+Cy (plus)." in result.output
        assert "Pairs: Ann+Cy 65, Bo+Di 65" in result.output  # 65 + 0, and 13 + 26 to each of Bo and Di
        notes = four_pairs.ok("show", "--format", "text").output
        assert "☾ Ann shot the moon: +26 to all but Ann+Cy" in notes

    def test_a_game_without_pairs_shows_no_pair_columns(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        text = game4.ok("show", "--format", "text").output
        assert "+" not in text.splitlines()[1] and "Pairs:" not in game4.ok("round", "4", "q", "9", "0").output

    @pytest.mark.parametrize("form", ["table", "text"])
    def test_twelve_players_fit_80_columns_with_each_players_total_below(self, form):
        scored = twelve()
        shown = ESC.sub("", render(scored, "big", form, terminal=True, colour=True, columns=80))
        assert max(width(line) for line in shown.splitlines()) <= 80
        header = next(line for line in shown.splitlines() if "Round" in line)
        assert [cell for cell in re.split(r"[│\s]+", header) if cell] == [
            "Round",
            *(f"{TWELVE[seat]}+{TWELVE[seat + 6]}" for seat in range(6)),
        ]
        players = " ".join(shown.split("Players: ", 1)[1].split("Standing")[0].split())
        assert players.startswith(", ".join(f"{name} {total}" for name, total in zip(TWELVE, scored.totals))[:60])
        for name, total in zip(TWELVE, scored.totals):
            assert f"{name} {total}" in players

    def test_the_leading_pairs_total_is_green(self):
        scored = twelve(rounds=3)
        shown = render(scored, "big", "table", terminal=True, colour=True, columns=80)
        total = next(line for line in shown.splitlines() if "Total" in line)
        lead = scored.leaders
        cells = [cell for cell in total.split("│")[2:-1]]
        green = [index for index, cell in enumerate(cells) if "1;32m" in cell]
        assert green == [seat for seat in range(6) if seat in lead]


class TestData:
    def test_json_keys(self, four_pairs):
        data = json.loads(four_pairs.ok("show", "--format", "json").output)
        assert data["settings"]["decks"] == 1 and data["settings"]["deal"] == "remove"
        assert data["settings"]["pairs"] == [["Ann", "Cy"], ["Bo", "Di"]]
        assert data["pairs"] == [{"players": ["Ann", "Cy"], "total": 65}, {"players": ["Bo", "Di"], "total": 13}]
        assert list(data)[list(data).index("totals") + 1] == "pairs"
        first, second = data["rounds"]
        assert first["pair_scores"] == {"Ann+Cy": 52, "Bo+Di": 0}
        assert second["pair_scores"] == {"Ann+Cy": 13, "Bo+Di": 13}
        assert second["pair_totals"] == {"Ann+Cy": 65, "Bo+Di": 13}
        assert first["cards"] == {"queen": "Bo"}  # one pack: a name

    def test_two_packs_cards_are_both_takers_in_seat_order(self, cli):
        cli.ok("new", "-g", "b", *TWELVE[:8], "--decks", "2")
        cli.ok("round", "--queen", "Finn", "--queen", "Ann", "5", "4", "3", "6", "0", "8", "0", "0")
        cli.ok("round", "26qq", "0", "0", "0", "0", "0", "0", "0")
        data = json.loads(cli.ok("show", "--format", "json").output)
        assert [row["cards"] for row in data["rounds"]] == [{"queen": ["Ann", "Finn"]}, {"queen": ["Ann", "Ann"]}]
        assert "pairs" not in data and "pair_scores" not in data["rounds"][0]
        assert data["settings"]["pairs"] == []

    def test_winners_are_both_partners(self, cli):
        cli.ok("new", "-g", "p", "Ann", "Bo", "Cy", "Di", "--pairs", "--target", "50")
        cli.ok("round", "0", "13q", "0", "0")  # Ann+Cy 52: past 50, Bo+Di 0 alone lowest
        data = json.loads(cli.ok("show", "--format", "json").output)
        assert data["finished"] and data["winners"] == ["Bo", "Di"]

    def test_csv_has_a_column_a_pair(self, four_pairs):
        rows = list(csv.reader(io.StringIO(four_pairs.ok("show", "--format", "csv").output)))
        assert rows[0] == ["round", "Ann", "Bo", "Cy", "Di", "Ann+Cy", "Bo+Di"]
        assert rows[1] == ["1", "26", "0", "26", "0", "52", "0"]
        assert rows[-1] == ["total", "30", "13", "35", "0", "65", "13"]

    def test_markdown_has_the_pair_columns(self, four_pairs):
        text = four_pairs.ok("show", "--format", "markdown").output
        assert "| Round | Ann | Bo | Cy | Di | Ann+Cy | Bo+Di | Notes |" in text


class TestPictures:
    def test_the_chart_draws_a_line_a_pair(self):
        scored = twelve(rounds=8)
        chart = render_chart(scored, "big", 80, colour=False)
        legend = [f"{MARKERS[seat]} {TWELVE[seat]}+{TWELVE[seat + 6]} {scored.side_totals[seat]}" for seat in range(6)]
        for entry in legend:
            assert entry in chart
        assert MARKERS[6] not in chart  # six lines, not twelve

    def test_twelve_players_without_pairs_each_have_a_marker(self):
        scored = twelve(rounds=4, pairs=False)
        chart = render_chart(scored, "big", 120, colour=True)
        for seat, name in enumerate(TWELVE):
            assert f"{MARKERS[seat]}\x1b[0m {name} {scored.totals[seat]}" in chart
        assert len(set(MARKERS)) == 12

    def test_the_svg_has_a_polyline_a_pair(self):
        root = ET.fromstring(render_svg(twelve(rounds=5), "big"))
        lines = root.findall(".//{http://www.w3.org/2000/svg}polyline")
        assert [line.get("data-pair") for line in lines] == [f"{TWELVE[s]}+{TWELVE[s + 6]}" for s in range(6)]

    @pytest.mark.parametrize("players", [TWELVE, LONG])
    def test_the_phones_legend_entries_never_run_into_each_other(self, players):
        """Each entry's words end before the next column starts and inside the picture (13-unit
        sans-serif: at most 7.3 units a character); short names stand in two columns."""
        root = ET.fromstring(render_svg(twelve(rounds=5, players=players), "big", compact=True))
        picture_width = float(root.get("viewBox").split()[2])
        texts = [t for t in root.iter("{http://www.w3.org/2000/svg}text") if float(t.get("y")) > 270]
        starts = sorted({float(t.get("x")) for t in texts})
        assert len(texts) == 7 and len(starts) == (2 if players == TWELVE else 1)
        for text in texts:
            x = float(text.get("x"))
            later = [start - 36 for start in starts if start > x]  # the next column's line starts 36 before
            assert x + 7.3 * width(text.text) <= min([*later, picture_width]), (text.text, x, starts)

    def test_the_pages_shortened_names_are_told_apart(self):
        page = render_html(twelve(rounds=2, players=LONG), "big")  # a page folds blanks: commas between
        assert '<p class="names">Names: Ale = Alexandra, Bar = Bartholomew, Chr = Christoffer, ' in page

    def test_the_page_heads_the_pairs_and_lists_the_players(self):
        page = render_html(twelve(rounds=5), "big")
        assert '<th scope="col" class="pair">Ann+<wbr>Gry</th>' in page  # on a phone: Ann+ over Gry
        assert page.count('<th scope="col" class="partner">') == 12
        assert '<div class="sheet players"><table>' in page  # the players' rounds, where the pairs' stand alone
        assert "th.partner, td.partner { display: none; }" in page  # a phone shows the pairs alone


class TestListAndStats:
    @pytest.fixture
    def evening(self, cli):
        """Two pair games of Ann, Bo, Cy, Di: Bo+Di win the first, Ann+Bo the second (target 50,
        so one round ends each), and a third game without pairs."""
        cli.ok("new", "-g", "one", "Ann", "Bo", "Cy", "Di", "--pairs", "--target", "50")
        cli.ok("round", "0", "13q", "0", "0")  # Bo's moon: Ann+Cy 52, Bo+Di 0
        cli.ok("new", "-g", "two", "Ann", "Bo", "Cy", "Di", "--pair", "Ann+Bo", "--pair", "Cy+Di", "--target", "50")
        cli.ok("round", "13q", "0", "0", "0")  # Ann's moon: Ann+Bo 0, Cy+Di 52
        cli.ok("new", "-g", "three", "Ann", "Bo", "Cy", "Di", "--target", "20")
        cli.ok("round", "1", "1", "11q", "0")  # Cy past 20; Di alone lowest on 0
        return cli

    def test_the_end_names_the_winning_pair(self, evening):
        assert "Game over after round 1: Ann+Bo win with 0." in evening.ok("show", "-g", "two").output

    def test_list_names_the_pairs(self, evening):
        lines = {line.split()[0].strip("*") or line.split()[1]: line for line in evening.ok("list").output.splitlines()}
        assert lines["one"].endswith("(Ann, Bo, Cy, Di; pairs Ann+Cy, Bo+Di)")
        assert lines["three"].endswith("(Ann, Bo, Cy, Di)")
        listed = {entry["name"]: entry for entry in json.loads(evening.ok("list", "--format", "json").output)}
        assert listed["two"]["pairs"] == [["Ann", "Bo"], ["Cy", "Di"]] and "pairs" not in listed["three"]

    def test_a_pairs_win_is_a_win_for_each_partner_and_not_shared(self, evening):
        data = json.loads(evening.ok("stats", "--format", "json").output)
        wins = {player["name"]: (player["wins"], player["shared_wins"]) for player in data["players"]}
        assert wins == {"Ann": (1, 0), "Bo": (2, 0), "Cy": (0, 0), "Di": (2, 0)}

    def test_the_partnerships_best_first(self, evening):
        data = json.loads(evening.ok("stats", "--format", "json").output)
        assert data["pairs"] == [
            {"players": ["Ann", "Bo"], "games": 1, "finished": 1, "wins": 1},
            {"players": ["Bo", "Di"], "games": 1, "finished": 1, "wins": 1},
            {"players": ["Ann", "Cy"], "games": 1, "finished": 1, "wins": 0},
            {"players": ["Cy", "Di"], "games": 1, "finished": 1, "wins": 0},
        ]
        text = evening.ok("stats", "--format", "text").output
        table = text.split("\n\n")[1].splitlines()
        assert table[0].split() == ["#", "Pair", "Games", "Done", "Wins"]
        assert table[2].split() == ["1", "Ann+Bo", "1", "1", "1"]

    def test_no_pairs_no_partnerships(self, cli):
        cli.ok("new", "-g", "three", "Ann", "Bo", "Cy", "Di")
        assert "pairs" not in json.loads(cli.ok("stats", "--format", "json").output)
        assert "Pair" not in cli.ok("stats", "--format", "text").output

    def test_a_pairs_tie_under_share_is_a_shared_win(self, cli):
        cli.ok("new", "-g", "t", "Ann", "Bo", "Cy", "Di", "Eva", "Finn", "--pairs", "--target", "20", "--ties", "share")
        cli.ok("round", "1", "1", "11q", "0", "0", "0")  # Ann+Di 1, Bo+Eva 1, Cy+Finn 24: the pairs on 1 share
        data = json.loads(cli.ok("stats", "--format", "json").output)
        wins = {player["name"]: (player["wins"], player["shared_wins"]) for player in data["players"]}
        assert wins == {"Ann": (1, 1), "Bo": (1, 1), "Cy": (0, 0), "Di": (1, 1), "Eva": (1, 1), "Finn": (0, 0)}
        assert "Game over after round 1: Ann+Di & Bo+Eva share the win with 1." in cli.ok("show").output

    def test_the_rounds_with_a_copy_count_for_their_takers(self, cli):
        cli.ok("new", "-g", "b", "Ann", "Bo", "Cy", "Di", "Eva", "--decks", "2")
        cli.ok("round", "26qq", "0", "0", "0", "0")
        cli.ok("round", "--queen", "Bo", "--queen", "Cy", "10", "8", "8", "0", "0")
        queens = {p["name"]: p["queens"] for p in json.loads(cli.ok("stats", "--format", "json").output)["players"]}
        assert queens == {"Ann": 1, "Bo": 1, "Cy": 1, "Di": 0, "Eva": 0}  # rounds: Ann's two copies in one
