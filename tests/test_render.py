"""Snapshots of every `show` format for one fixed game with every kind of round.

Regenerate after a deliberate change with: UPDATE_SNAPSHOTS=1 pytest tests/test_render.py
"""

from __future__ import annotations

import csv
import io
import json
import os
from pathlib import Path

import pytest

from hjerter_cli.core.game import add_round, new_game, sheet
from hjerter_cli.core.settings import Settings
from hjerter_cli.core.tally import parse_tallies
from hjerter_cli.render.columns import width
from hjerter_cli.render.formats import render
from hjerter_cli.render.table import render_table

SNAPSHOTS = Path(__file__).parent / "snapshots"

ROUNDS = [
    ("4 qt 9 0j", None),  # omnibus bonus card and a doubled round
    ("0t 13qj 0 0", "plus"),  # a moon, counted plus; 10♣ doubles Ann's 26
    ("0 0 0 13qjt", "minus"),  # a moon, counted minus, doubled by 10♣
    ("5 3t 2q 3j", None),
]


def fixed_sheet():
    game = new_game(("Ann", "Bo", "Cy", "Dorthe"), Settings(moon="choose", omnibus=True, ten_of_clubs=True, target=100))
    for words, choice in ROUNDS:
        game, _sheet = add_round(game, parse_tallies(game.players, words.split(), moon_choice=choice))
    return sheet(game)


CASES = {
    "sheet.txt": lambda s: render(s, "friday", "text"),
    "sheet.md": lambda s: render(s, "friday", "markdown"),
    "sheet.csv": lambda s: render(s, "friday", "csv"),
    "sheet.json": lambda s: render(s, "friday", "json"),
    "sheet-table.ansi": lambda s: render(s, "friday", "table", terminal=True, colour=True, columns=120),
    "sheet-table-nocolour.txt": lambda s: render(s, "friday", "table", terminal=True, colour=False, columns=120),
    "sheet-table-70.txt": lambda s: render(s, "friday", "table", terminal=True, columns=70),
    "sheet-table-40.txt": lambda s: render(s, "friday", "table", terminal=True, columns=40),
    "sheet-chart.txt": lambda s: render(s, "friday", "chart", columns=80),
    "sheet-chart-60.ansi": lambda s: render(s, "friday", "chart", colour=True, columns=60),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_format_matches_its_snapshot(name):
    text = CASES[name](fixed_sheet())
    path = SNAPSHOTS / name
    if os.environ.get("UPDATE_SNAPSHOTS"):
        path.write_text(text, encoding="utf-8")
        pytest.skip(f"wrote {path.name}; review it with git diff, then run the tests again without UPDATE_SNAPSHOTS")
    assert text == path.read_text(encoding="utf-8")


def test_the_fixed_game_has_every_kind_of_round():
    rows = fixed_sheet().rounds
    assert rows[0].score.doubled == (1,) and rows[0].score.moon is None
    assert rows[1].score.moon.rule == "plus" and rows[2].score.moon.rule == "minus"
    assert rows[2].score.scores == (0, 0, 0, -52)


def test_text_is_plain_and_aligned():
    text = render(fixed_sheet(), "friday", "text")
    assert "\x1b" not in text
    lines = text.splitlines()
    rule = lines[2]
    assert set(rule) == {"-", " "}
    for line in lines[1:8]:  # header, rules, rows: the columns end where the rule ends
        assert line[len(rule) - 1] != " " and line[len(rule) : len(rule) + 1] in ("", " ")
    last_row, total_row = lines[6], lines[8]
    for total in ("61", "32", "50", "-43"):  # totals stand under the running totals
        assert total_row.index(total) == last_row.index(total + " ")


def test_table_lines_are_all_the_same_width():
    text = render_table(fixed_sheet(), "friday", colour=False)
    box = [line for line in text.splitlines() if line[:1] in "┌│├└"]
    assert len({width(line) for line in box}) == 1


def test_wide_names_keep_the_table_aligned():
    game = new_game(("王小明", "Bo", "Cy"))
    game, scored = add_round(game, parse_tallies(game.players, ["3", "10q", "0"]))
    box = [line for line in render_table(scored, "x", colour=False).splitlines() if line[:1] in "┌│├└"]
    assert len({width(line) for line in box}) == 1


def test_csv_parses_back():
    rows = list(csv.reader(io.StringIO(render(fixed_sheet(), "friday", "csv"))))
    assert rows[0] == ["round", "Ann", "Bo", "Cy", "Dorthe"]
    assert rows[-1][0] == "total" and [int(v) for v in rows[-1][1:]] == list(fixed_sheet().totals)


def test_json_parses_back():
    data = json.loads(render(fixed_sheet(), "friday", "json"))
    assert data["rounds"][2]["moon"] == {"shooter": "Dorthe", "rule": "minus", "sun": False}
    assert data["rounds"][0]["cards"] == {"queen": "Bo", "bonus": "Dorthe", "ten": "Bo"}


def test_markdown_escapes_names():
    game = new_game(("A|B", "*Bo*", "Cy"))
    game, scored = add_round(game, parse_tallies(game.players, ["3", "10q", "0"]))
    header = render(scored, "x", "markdown").splitlines()[2]
    assert header == "| Round | A\\|B | \\*Bo\\* | Cy | Notes |"


@pytest.mark.parametrize("form", ["text", "table"])
def test_a_new_game_has_one_rule_between_header_and_totals(form):
    text = render(sheet(new_game(("Ann", "Bo", "Cy"))), "x", form, terminal=True)
    lines = text.splitlines()
    assert lines[1].startswith(("Round", "┌")) and "Total" in text
    assert sum(1 for line in lines if line.startswith(("-", "├"))) == 1


class TestNamesShortenedToFit:
    SEVEN = ("Alexandra", "Bartholomew", "Christopher", "Dorothea", "Evangeline", "Fredericka", "Gwendolynne")

    def sheet_of(self, players):
        from hjerter_cli.core.game import add_round, new_game, sheet
        from hjerter_cli.core.settings import Settings
        from tests.helpers import tally

        game = new_game(players, Settings(target=1000))
        for _round in range(3):
            game, _scored = add_round(game, tally([4, 0, 9, 0, 0, 0, 0][: len(players)], queen=1))
        return sheet(game)

    @pytest.mark.parametrize("count", [6, 7])
    def test_long_names_fit_80_columns_shortened_with_the_full_names_below(self, count):
        from hjerter_cli.render.table import render_table, render_text

        scored = self.sheet_of(self.SEVEN[:count])
        for text in (render_table(scored, "g", colour=False, columns=80), render_text(scored, "g", columns=80)):
            lines = text.splitlines()
            assert all(len(line) <= 80 for line in lines), [line for line in lines if len(line) > 80]
            header = next(line for line in lines if line.lstrip("│ ").startswith("Round ") and ":" not in line)
            if len(header.replace("│", " ").split()) > 1 and "Alexandra" in header:
                assert text.startswith("g:") and "┌" not in text and count == 6  # plain text fits whole
                continue
            assert "Ale" in header and "Alexandra" not in header
            names = " ".join(lines[lines.index(next(line for line in lines if line.startswith("Names:"))) :])
            assert "Ale = Alexandra" in names and "Fre = Fredericka" in names

    def test_names_stay_whole_when_they_fit(self):
        from hjerter_cli.render.table import render_table

        text = render_table(self.sheet_of(("Ann", "Bo", "Cy", "Di")), "g", colour=False, columns=80)
        assert "Names:" not in text

    def test_a_start_only_one_name_has(self):
        from hjerter_cli.render.table import short_names

        assert short_names(("Anne", "Annette", "Ann", "Bo", "Birgitte")) == ["Anne", "Annet", "Ann", "Bo", "Bir"]
