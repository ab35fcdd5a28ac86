"""What a table met on its screens in 1.3's evening: a terminal without a size, the coloured
cells, the big table at 40 columns, a short pane, the notes under the sheet, the seats' list."""

from __future__ import annotations

import os
import re

import pexpect
import pytest

from hjerter_cli.render.columns import width
from tests.processes import HJERTER, env_for, made
from tests.test_pictures import CHROMIUM, measured_by_chromium

ESC = re.compile(r"\x1b\[[0-9;]*m")


class TestATerminalWithoutASize:
    """cli/CLI.md 1.4: a terminal that reports 0 columns (a pty without a size) is 80 columns wide."""

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
        from hjerter_cli.render.table import render_table

        scored = played(("Ann", "Bo", "Cy", "Di"), ["4 q 9 0", "0 13q 0 0"])  # round 2: Bo's moon
        narrow = render_table(scored, "g", True, 40)
        assert "Notes" not in narrow and "☾ Bo shot the moon: +26 to the others" in ESC.sub("", narrow)
        assert painted(narrow, "33") == []  # Di's cell was yellow
        wide = render_table(scored, "g", True, 120)  # the notes column: its cell is the one painted
        assert [cell.strip() for cell in painted(wide, "33")] == ["☾ Bo shot the moon: +26 to the others"]

    def test_ten_of_clubs_in_every_round_at_120_columns(self):
        from hjerter_cli.render.table import render_table

        rounds = ["3 2q 4 0 5t 2 3 q 4 3t", "5 3 4 2 1q 3t 2 4 q 2t"]  # both 10♣ taken each round
        scored = played(TEN, rounds, pairs=PAIRS, ten_of_clubs=True)
        shown = render_table(scored, "g", True, 120)
        assert "Notes" not in ESC.sub("", shown).splitlines()[2]  # the notes are under the table
        assert painted(shown, "33") == []  # the last pair's column was yellow in every round


class TestTheNotesSayWhatTheyMean:
    """A card's two copies to one player and a score doubled by 10♣ are said differently, in both
    languages, and a note is never broken inside one of its items."""

    TEN_OF_CLUBS = [
        "3 2qq 4 0 5t 2 3 0 4 3t",  # Bo took both Q♠
        "5 3 4 2 1q 3 2 4t q 2t",  # 10♣ to Hans and to Jens: each doubled
        "2 3 4 2 3 1q 3 3 2tt 3q",  # both 10♣ to Ida: her score doubled twice
    ]

    @pytest.mark.parametrize(
        "language,both,doubles,twice",
        [
            (
                "en",
                "Q♠ Bo (both)",
                {name: f"10♣ doubles {name}" for name in ("Eva", "Hans", "Jens")},
                "10♣ doubles Ida twice",
            ),
            (  # a Danish possessive after a name ending in s is an apostrophe alone; the card by its name
                "da",
                "spar dame: Bo (begge)",
                {
                    "Eva": "klør ti fordobler Evas point",
                    "Hans": "klør ti fordobler Hans' point",
                    "Jens": "klør ti fordobler Jens' point",
                },
                "klør ti fordobler Idas point to gange",
            ),
        ],
    )
    def test_both_copies_and_a_doubled_score(self, language, both, doubles, twice):
        from hjerter_cli.i18n import use_language
        from hjerter_cli.render.sentences import round_notes

        scored = played(TEN, self.TEN_OF_CLUBS, pairs=PAIRS, ten_of_clubs=True)
        assert scored.rounds[2].score.scores[8] == 8  # Ida: 2 hearts, ×2 for each 10♣
        use_language(language)
        try:
            notes = [round_notes(scored, row) for row in scored.rounds]
        finally:
            use_language("en")
        assert notes[0] == f"{both}; {doubles['Eva']}; {doubles['Jens']}"
        both_of = " og " if language == "da" else " & "  # a card's two takers, as the language joins them
        queen = "spar dame:" if language == "da" else "Q♠"
        assert notes[1] == f"{queen} Eva{both_of}Ida; {doubles['Hans']}; {doubles['Jens']}"
        assert notes[2] == f"{queen} Finn{both_of}Jens; {twice}"
        assert not any("×" in note for note in notes)  # one sign no longer says two things

    @pytest.mark.parametrize("columns", [40, 52, 60])
    def test_the_notes_under_the_table_break_between_items(self, columns):
        from hjerter_cli.render.table import render_text

        scored = played(TEN, self.TEN_OF_CLUBS, pairs=PAIRS, ten_of_clubs=True)
        shown = render_text(scored, "g", columns)
        lines = shown.splitlines()
        start = next(index for index, line in enumerate(lines) if line.startswith("Round 1: "))
        notes = []
        for line in lines[start:]:
            if line.startswith("Round "):
                notes.append(line)
            elif line.startswith("  ") and notes:
                notes[-1] += "\n" + line
            else:
                break
        assert len(notes) == 3, shown
        items = ["Q♠ Eva & Ida", "10♣ doubles Hans", "10♣ doubles Jens", "Q♠ Finn & Jens", "10♣ doubles Ida twice"]
        for item in items:  # each item whole on one line
            assert any(item in line for note in notes for line in note.splitlines()), (item, notes)
        assert all(width(line) <= columns for note in notes for line in note.splitlines())


class TestTheSeatsStayWithTheirNumbers:
    def test_the_question_breaks_between_seats(self, monkeypatch, capsys):
        """Who took Q♠, at a terminal 40 columns wide: never `7` at a line's end and `Gitte` on
        the next."""
        from hjerter_cli.cli import questions as answers
        from hjerter_cli.cli.prompt import Questions

        monkeypatch.setattr(answers, "words_columns", lambda: 40)
        asked = []
        monkeypatch.setattr("builtins.input", lambda question: asked.append(question) or "Bo")
        Questions(played(TEN, []).game, {}, None, None, False).ask_taker("queen:1")
        lines = asked[0].splitlines()
        seats = ", ".join(f"{seat} {player}" for seat, player in enumerate(TEN, start=1))
        assert " ".join(line.strip() for line in lines) == f"Who took one Q♠? ({seats}):", lines
        assert max(width(line) for line in lines) <= 40, lines
        for line in lines:
            assert not re.search(r"\d$", line.rstrip()), lines  # a number never ends a line


class TestTheBigTableAt40Columns:
    """Ten players in five pairs at 40 columns (and twelve, and seven without pairs): every line
    fits; a column that cannot is left out, and a line under the table says whose total it held."""

    TWELVE = (*TEN, "Kim", "Lis")

    def games(self):
        twelve = [words + " 0 0" for words in TEN_ROUNDS]
        pairs12 = tuple((self.TWELVE[seat], self.TWELVE[seat + 6]) for seat in range(6))
        seven = ["2 2 2 2 2 2 1q", "0 0 13q 0 0 0 0", "1 1 1 1 1 1 7q"]
        return [
            played(TEN, TEN_ROUNDS, pairs=PAIRS, target=400),
            played(self.TWELVE, twelve, pairs=pairs12, target=400),
            played(("Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry"), seven * 5, target=1000),
        ]

    @pytest.mark.parametrize("form", ["table", "text"])
    def test_every_line_fits_and_every_total_is_told(self, form):
        from hjerter_cli.render.sentences import side_labels
        from hjerter_cli.render.table import render_table, render_text

        for scored in self.games():
            shown = render_table(scored, "g", False, 40) if form == "table" else render_text(scored, "g", 40)
            lines = shown.splitlines()
            assert max(width(line) for line in lines) <= 40, shown
            total = next(line for line in lines if line.lstrip("│ ").startswith("Total"))
            in_table = total.replace("│", " ").split()[1:]  # the totals of the columns shown
            sides = side_labels(scored) if scored.game.settings.pairs else list(scored.game.players)
            totals = list(scored.side_totals) if scored.game.settings.pairs else list(scored.totals)
            assert in_table == [str(value) for value in totals[: len(in_table)]], shown
            if len(in_table) < len(sides):  # the rest named with their totals under the table
                said = " ".join(line for line in lines if not line.startswith(("│", "┌", "├", "└")))
                for side, value in zip(sides[len(in_table) :], totals[len(in_table) :]):
                    assert f"{side} {value}" in said.replace("\n", " "), (side, shown)
                assert "Left out for the width:" in said, shown


class TestTheWatchInAShortPane:
    """`show --watch` in a pane of 12 rows (and of 20 rows at 40 columns): the redraw starts at
    the top, so what it draws must fit the pane (a line kept for the cursor) with the names on top:
    the heading and the columns' names, the last round, the totals and what comes next."""

    def evenings(self):
        four = played(("Ann", "Bo", "Cy", "Di"), ["4 q 9 0", "0 13q 0 0", "1 2 3q 7"] * 3)
        return [four, played(TEN, TEN_ROUNDS, pairs=PAIRS, target=400)]

    @pytest.mark.parametrize("form", ["table", "text"])
    @pytest.mark.parametrize("rows,columns", [(12, 80), (12, 40), (20, 40), (12, 120)])
    def test_the_names_stay_on_top(self, form, rows, columns):
        from hjerter_cli.render.formats import render

        for scored in self.evenings():
            height = rows - 1  # as `show --watch` asks (views._rows)
            lines = render(scored, "g", form, True, False, columns, height).splitlines()
            assert len(lines) <= height, "\n".join(lines)
            assert max(width(line) for line in lines) <= columns, "\n".join(lines)
            assert lines[0].startswith("g: "), lines  # the heading
            cells = [line.replace("│", " ").split() for line in lines]
            header = next(index for index, words in enumerate(cells) if words[:1] == ["Round"])
            assert cells[header][1][0] == "A", lines  # the first column's name: Ann, or Ann's pair
            last = str(len(scored.rounds))
            assert any(words[:1] == [last] for words in cells[header:]), lines  # the last round
            assert any(words[:1] == ["Total"] for words in cells[header:]), lines
            assert lines[-1].startswith(("Next: round", "Game over")), lines


class TestTheNotesLeaveTheHeadingInView:
    """`show` at a terminal of 24 rows: the notes under the table keep to the rows the sheet
    leaves, the last rounds' first; one line says whose notes are left out. Where they all fit,
    the sheet is as before."""

    def test_six_rounds_at_80_by_24(self):
        from hjerter_cli.render.formats import render

        scored = played(TEN, TEN_ROUNDS[:6], pairs=PAIRS, target=400)
        full = render(scored, "g", "table", True, False, 80).splitlines()
        assert len(full) > 23 and "Round 1: Q♠ Bo & Hans" in full  # one line a round under the table
        lines = render(scored, "g", "table", True, False, 80, rows=23).splitlines()
        assert len(lines) == 23, "\n".join(lines)
        assert lines[: full.index("Round 1: Q♠ Bo & Hans")] == full[: full.index("Round 1: Q♠ Bo & Hans")]
        kept = [line for line in lines if line.startswith("Round ")]
        assert kept and kept == [line for line in full if line.startswith("Round ")][-len(kept) :]  # the last ones
        first = int(kept[0].split()[1].rstrip(":"))
        assert f"Notes of rounds 1–{first - 1} left out: the terminal is not tall enough." in lines
        assert lines[-1] == full[-1]  # what comes next

    def test_a_sheet_taller_than_the_terminal_by_itself_keeps_to_it_and_says_what_is_left_out(self):
        """1.5: as `show --watch` fits it (the heading on top), a line kept to name what went."""
        from hjerter_cli.render.formats import render

        scored = played(TEN, TEN_ROUNDS[:6], pairs=PAIRS, target=400)
        lines = render(scored, "g", "table", True, False, 40, rows=12).splitlines()  # 40 columns: long below
        assert len(lines) <= 12 and lines[0].startswith("g: "), lines
        assert not any(line.startswith("Round ") for line in lines)
        said = lines[-1]  # 1.6: one line that fits, its short form where the long one does not
        assert said.startswith(("Left out for the height: the notes, rounds 1–", "Left out: notes, rounds 1–")), lines
        assert "Game over" in " ".join(lines) or any(line.startswith("Next: round") for line in lines), lines

    @pytest.mark.parametrize("form", ["table", "text"])
    def test_a_sheet_that_fits_is_as_before(self, form):
        from hjerter_cli.render.formats import render

        scored = played(TEN, TEN_ROUNDS[:3], pairs=PAIRS, target=400)
        full = render(scored, "g", form, True, False, 80)
        assert render(scored, "g", form, True, False, 80, rows=len(full.splitlines())) == full

    @pytest.mark.slow
    def test_show_at_a_terminal_of_24_rows(self, tmp_path):
        from hjerter_cli.store.writing import save

        data = tmp_path / "data"
        made(data, "new", "-g", "g", "--decks", "2", "--pairs", *TEN)
        save(data / "games" / "g.toml", played(TEN, TEN_ROUNDS[:7], pairs=PAIRS, target=400).game)
        env = env_for(data, TERM="dumb")
        env.pop("COLUMNS", None)
        child = pexpect.spawn(HJERTER, ["show"], env=env, encoding="utf-8", timeout=20, dimensions=(24, 80))
        child.expect(pexpect.EOF)
        lines = child.before.replace("\r\n", "\n").splitlines()
        assert len(lines) <= 23 and lines[0].startswith("g: target 400"), lines  # the heading in view
        assert "Notes of rounds 1–" in "\n".join(lines), lines


class TestThePageOfAPairGame:
    """cli/CLI.md 1.4: the page shows every player's round scores; where the pairs' and the players'
    columns do not fit side by side, the players' rounds follow in a second table under the pairs'."""

    def test_every_players_running_totals_and_round_scores_are_on_the_page(self):
        from html.parser import HTMLParser

        from hjerter_cli.render.html import render_html

        scored = played(TEN, TEN_ROUNDS, pairs=PAIRS, target=400)

        class Cells(HTMLParser):  # the text of every cell of the players' own table
            def __init__(self):
                super().__init__()
                self.inside, self.rows, self.short, self.cell = False, [], False, False

            def handle_starttag(self, tag, attrs):
                self.short = tag == "span" and dict(attrs).get("class") == "short"  # a phone's name
                if tag == "div" and "players" in (dict(attrs).get("class") or "").split():
                    self.inside = True
                if self.inside and tag == "tr":
                    self.rows.append([])
                if self.inside and tag in ("td", "th") and self.rows:
                    self.rows[-1].append("")
                    self.cell = True

            def handle_endtag(self, tag):
                self.short = False
                self.cell = self.cell and tag not in ("td", "th")
                if tag == "table":
                    self.inside = False

            def handle_data(self, data):
                if self.inside and self.cell and not self.short:
                    self.rows[-1][-1] += data

        cells = Cells()
        cells.feed(render_html(scored, "g"))
        rows = [[" ".join(cell.split()) for cell in row] for row in cells.rows]
        assert rows[0][1:] == list(TEN), rows[0]  # the players' names head it, in seat order
        for row in scored.rounds:
            want = [str(row.number)] + [f"{total} ({score:+d})" for total, score in zip(row.totals, row.score.scores)]
            assert want in rows, (row.number, rows)
        assert ["Total", *map(str, scored.totals)] in rows


# Each page and picture in a frame of a phone's or a desktop's width, all measured by one browser.
FRAMES = [("ten.html", 390), ("ten.html", 1280), ("four.html", 390), ("four.html", 1280), ("ten.svg", 390)]
FRAMES += [("ten.svg", 1280)]
MEASURE = """<script>
window.addEventListener('load', () => {
  const shown = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const seen = [...document.querySelectorAll('iframe')].map(frame => {
    const d = frame.contentDocument, root = d.documentElement;
    if (root.tagName.toLowerCase() === 'svg') {
      const texts = [...root.querySelectorAll('text')].map(t => t.getBoundingClientRect().right);
      return {width: root.getBoundingClientRect().width, textRight: Math.max(...texts), view: root.clientWidth};
    }
    const boxes = [...d.querySelectorAll('.sheet')].filter(shown);
    const first = d.querySelector('.sheet'), right = first.getBoundingClientRect().right + 1;
    return {
      pageScrolls: root.scrollWidth > root.clientWidth,
      boxesScroll: boxes.filter(box => box.scrollWidth > box.clientWidth + 1).length,
      pairsInView: [...first.querySelectorAll('thead th.pair')].every(th => th.getBoundingClientRect().right <= right),
      playerCells: [...d.querySelectorAll('.sheet tbody td.partner, .players tbody td')].filter(shown).length,
    };
  });
  document.body.setAttribute('data-measured', JSON.stringify(seen));
});
</script>"""


@pytest.fixture(scope="module")
def seen_in_chromium(tmp_path_factory):
    """What one browser start measures in each of FRAMES (a page or picture at a width)."""
    from hjerter_cli.render.chart import render_svg
    from hjerter_cli.render.html import render_html

    folder = tmp_path_factory.mktemp("chromium")
    ten = played(TEN, TEN_ROUNDS, pairs=PAIRS, target=400)
    four = played(("Ann", "Bo", "Cy", "Di"), ["4 q 9 0", "0 13q 0 0", "1 2 3q 7"], pairs=(("Ann", "Cy"), ("Bo", "Di")))
    (folder / "ten.html").write_text(render_html(ten, "ten"), encoding="utf-8")
    (folder / "four.html").write_text(render_html(four, "four"), encoding="utf-8")
    (folder / "ten.svg").write_text(render_svg(ten, "ten"), encoding="utf-8")
    frames = "".join(
        f'<iframe src="{name}" style="width:{size}px;height:900px;border:0"></iframe>' for name, size in FRAMES
    )
    (folder / "all.html").write_text(f"<!doctype html><html><body>{frames}{MEASURE}</body></html>", encoding="utf-8")
    measured = measured_by_chromium(folder, folder / "all.html")
    return {frame: seen for frame, seen in zip(FRAMES, measured)}, {"ten.html": ten, "four.html": four}


@pytest.mark.slow
@pytest.mark.skipif(
    CHROMIUM is None, reason="no chromium here (.ci/run installs Debian's package where apt-get exists)"
)
class TestSeenInChromium:
    @pytest.mark.parametrize("page", ["ten.html", "four.html"])
    @pytest.mark.parametrize("size", [390, 1280])
    def test_every_players_rounds_are_in_view_once(self, seen_in_chromium, page, size):
        seen, games = seen_in_chromium
        scored = games[page]
        assert seen[page, size]["playerCells"] == len(scored.game.players) * len(scored.rounds), seen[page, size]
        assert not seen[page, size]["pageScrolls"], seen[page, size]

    def test_a_phone_shows_five_pairs_without_scrolling(self, seen_in_chromium):
        seen, _games = seen_in_chromium
        assert seen["ten.html", 390]["pairsInView"] and seen["ten.html", 390]["boxesScroll"] == 0, seen

    @pytest.mark.parametrize("size", [390, 1280])
    def test_the_picture_fits_the_screen_legend_and_all(self, seen_in_chromium, size):
        seen, _games = seen_in_chromium
        picture = seen["ten.svg", size]
        assert picture["width"] <= size and picture["textRight"] <= picture["width"] + 1, picture
        assert picture["width"] >= min(size, 830) - 1, picture  # as wide as before, where there is room


class TestTheRacesEndsSideBySide:
    """Seven players who each shot the moon once end level: in the picture each player's marker at
    the end of the race stands apart (side by side, as the terminal chart puts them), not all on
    one spot."""

    def ends(self, svg: str) -> list[tuple[float, float]]:
        """The centre of the marker drawn after each line (its end), in the picture's units."""
        import xml.etree.ElementTree as ET

        shapes = list(ET.fromstring(svg))
        found = []
        for index, shape in enumerate(shapes):
            if shape.tag.endswith("polyline"):
                marker = shapes[index + 1]
                if marker.tag.endswith("circle"):
                    found.append((float(marker.get("cx")), float(marker.get("cy"))))
                elif marker.tag.endswith("rect"):
                    found.append((float(marker.get("x")) + 4, float(marker.get("y")) + 4))
                else:  # a path: a triangle or a diamond, from its top point 5 above the centre
                    x, y = re.match(r"M([-\d.]+),([-\d.]+)", marker.get("d")).groups()
                    found.append((float(x), float(y) + 5))
        return found

    @pytest.mark.parametrize("compact", [False, True])
    def test_seven_level_totals(self, compact):
        from hjerter_cli.render.chart import render_svg

        players = ("Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry")
        moons = [" ".join("13q" if seat == shooter else "0" for seat in range(7)) for shooter in range(7)]
        scored = played(players, moons)
        assert set(scored.totals) == {156}  # 6 moons of the others, 26 each
        ends = self.ends(render_svg(scored, "g", compact=compact))
        assert len(ends) == 7
        for first in range(7):
            for second in range(first + 1, 7):
                (x1, y1), (x2, y2) = ends[first], ends[second]
                assert abs(x1 - x2) >= 10 or abs(y1 - y2) >= 10, (first, second, ends)

    def test_apart_ends_stay_where_they_were(self):
        from hjerter_cli.render.chart import render_svg

        scored = played(("Ann", "Bo", "Cy", "Di"), ["4 q 9 0"], target=100)  # 4, 13, 9, 0 on 0-100
        ends = self.ends(render_svg(scored, "g"))
        assert len({x for x, _y in ends}) == 1, ends  # all at the line's end, the last round
        assert min(abs(a[1] - b[1]) for a in ends for b in ends if a != b) >= 10, ends  # none near another


def test_the_rounds_opening_lines_wrap_between_words(monkeypatch, capsys):
    """At a terminal 40 columns wide, the interactive round's first lines break between words
    (1.3: "Hans de" / "als.")."""
    from hjerter_cli.cli import prompt
    from hjerter_cli.cli import questions as answers
    from hjerter_cli.errors import Cancelled

    monkeypatch.setattr(answers, "words_columns", lambda: 40)
    monkeypatch.setattr(prompt, "words_columns", lambda: 40)

    def ctrl_d(question):
        raise EOFError

    monkeypatch.setattr("builtins.input", ctrl_d)
    game = played(TEN, TEN_ROUNDS[:7], pairs=PAIRS, target=400).game
    with pytest.raises(Cancelled):
        prompt.ask_tally(game, 8, {}, None, False)
    lines = capsys.readouterr().out.splitlines()
    said = " ".join(line.strip() for line in lines)
    assert "Round 8: pass four seats to the right, Hans deals. (Type < to go back a question; Ctrl-C stops.)" in said
    assert max(width(line) for line in lines) <= 40, lines
