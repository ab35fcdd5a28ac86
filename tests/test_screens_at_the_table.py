"""What a table met on its screens in 1.3's evening: a terminal without a size, the coloured
cells, the big table at 40 columns, a short pane, the notes under the sheet, the seats' list."""

from __future__ import annotations

import os
import re

import pexpect
import pytest

from hjerter_cli.render.columns import width
from tests.processes import HJERTER, env_for, made

ESC = re.compile(r"\x1b\[[0-9;]*m")


class TestATerminalWithoutASize:
    """CLI.md 1.4: a terminal that reports 0 columns (a pty without a size) is 80 columns wide."""

    def test_the_width_read_from_it_is_80(self, monkeypatch):
        from hjerter_cli.cli.options import terminal_columns

        monkeypatch.delenv("COLUMNS", raising=False)
        main, other = os.openpty()  # a new pty has no size: 0 rows, 0 columns
        try:
            assert os.get_terminal_size(other).columns == 0  # what the terminal reports
            with os.fdopen(os.dup(other), "w") as stream:
                assert terminal_columns(stream) == 80
        finally:
            os.close(main)
            os.close(other)

    @pytest.mark.slow
    def test_the_rounds_questions_stand_on_one_line(self, tmp_path):
        data = tmp_path / "data"
        made(data, "new", "-g", "g", "Ann", "Bo", "Cy", "Di")
        env = env_for(data, TERM="dumb")
        env.pop("COLUMNS", None)
        child = pexpect.spawn(HJERTER, ["round"], env=env, encoding="utf-8", timeout=20, dimensions=(0, 0))
        child.expect_exact("Ann's hearts (13 left): ")  # not "Ann's / hearts / (13 / left):"
        child.sendline("4")
        child.expect_exact("Bo's hearts (9 left): ")
        child.sendintr()
        child.expect(pexpect.EOF)


TEN = ("Ann", "Bo", "Cy", "Dorte", "Eva", "Finn", "Gitte", "Hans", "Ida", "Jens")
# A ten-player evening (two packs, 26 hearts and two of each card a round): round 2 is Bo's moon.
TEN_ROUNDS = [
    "3 2q 4 0 5 2 3 q 4 3",
    "0 26qq 0 0 0 0 0 0 0 0",
    "5 3 4 2 1q 3 2 4 q 2",
    "2 4 3q 3 2 4 1 3 2 2q",
    "4 1 2 5 3 2q 4 1q 2 2",
    "1 3 2 4 q 5 3 2 3q 3",
    "2qq 2 3 2 4 3 2 3 3 2",
    "3 4 2 1 3 2 4q 3 2q 2",
    "4 2 3 3 2 4 1 3q 2 2q",
    "2 3 4 2 3 1q 3 3 2 3q",
]
PAIRS = tuple((TEN[seat], TEN[seat + 5]) for seat in range(5))  # partners opposite


def played(players, rounds, **options):
    """A game of `players` with `rounds` (tally words, one string a round), target 1000 unless
    given, two packs from eight players on; its sheet."""
    from hjerter_cli.core.game import add_round, new_game, sheet
    from hjerter_cli.core.settings import Settings, check_settings
    from hjerter_cli.core.tally import parse_tallies

    decks = 2 if len(players) > 7 else 1
    chosen = check_settings(Settings(decks=decks, **{"target": 1000, **options}), players)
    game = new_game(players, chosen, started="2026-12-01T20:00:00+01:00")
    for words in rounds:
        tally = parse_tallies(players, words.split(), hearts_total=13 * decks, copies=decks)
        game, _sheet = add_round(game, tally)
    return sheet(game)


def painted(text: str, code: str) -> list[str]:
    """The stretches of `text` painted with the colour `code`."""
    return re.findall(rf"\x1b\[{re.escape(code)}m(.*?)\x1b\[0m", text)


class TestTheColouredSheetPaintsTheNotes:
    """Yellow marks a round's notes (a moon, a doubled score); where the notes stand under the
    table, no cell of the table is painted for them."""

    def test_a_moon_with_the_notes_under_the_table(self):
        from hjerter_cli.render.sheet import render_table

        scored = played(("Ann", "Bo", "Cy", "Di"), ["4 q 9 0", "0 13q 0 0"])  # round 2: Bo's moon
        narrow = render_table(scored, "g", True, 40)
        assert "Notes" not in narrow and "Round 2: ☾ Bo shot the moon" in ESC.sub("", narrow)
        assert painted(narrow, "33") == []  # Di's cell was yellow
        wide = render_table(scored, "g", True, 120)  # the notes column: its cell is the one painted
        assert [cell.strip() for cell in painted(wide, "33")] == ["☾ Bo shot the moon: +26 to the others"]

    def test_ten_of_clubs_in_every_round_at_120_columns(self):
        from hjerter_cli.render.sheet import render_table

        rounds = ["3 2q 4 0 5t 2 3 q 4 3t", "5 3 4 2 1q 3t 2 4 q 2t"]  # both 10♣ taken each round
        scored = played(TEN, rounds, pairs=PAIRS, ten_of_clubs=True)
        shown = render_table(scored, "g", True, 120)
        assert "Notes" not in ESC.sub("", shown).splitlines()[2]  # the notes are under the table
        assert painted(shown, "33") == []  # the last pair's column was yellow in every round
