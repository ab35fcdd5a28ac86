"""`show --format chart|svg|html`: pictures of the race, tested as people see them."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

from hjerter_cli.core.game import add_round, new_game, sheet
from hjerter_cli.core.settings import Settings, check_settings
from hjerter_cli.core.tally import parse_tallies
from hjerter_cli.render.chart import race_pictures, render_svg
from hjerter_cli.render.chart_terminal import MARKERS, render_chart
from hjerter_cli.render.columns import width
from hjerter_cli.render.html import render_html
from tests.helpers import PLAYERS

SVG = "{http://www.w3.org/2000/svg}"
NAMES = ("Ann", "Bo", "Cy", "Di", "Eva", "Mormor Karen Sofie", "Gry")
LONG_NAMES = ("Alexandrine", "Bartholomew", "Christopher", "Dorothea", "Evangeline", "Florentina", "Gregorius")
DEALS = {
    4: ["4 q 9 0", "0 13q 0 0", "1 2 3q 7", "6 q 3 4"],
    5: ["4 q 5 2 2", "0 3 3 0q 7", "13q 0 0 0 0", "2 2 2 2 5q", "1 1 1 10q 0", "6 q 3 2 2"],
    6: ["2 2 2 2 2 3q", "0 0 13q 0 0 0", "1 1 1 1 9q 0", "3 3 3 q 2 2", "0 13 q 0 0 0"],
    7: ["2 2 2 2 2 2 1q", "0 0 13q 0 0 0 0", "1 1 1 1 1 1 7q"],
}


def game_of(count: int, target: int = 100, names: tuple[str, ...] = NAMES):
    game = new_game(names[:count], Settings(target=target), started="2026-11-27T19:30:00+01:00")
    for words in DEALS[count]:
        if sheet(game).finished:
            break
        game, _sheet = add_round(game, parse_tallies(game.players, words.split()))
    return sheet(game)


@pytest.fixture(params=sorted(DEALS))
def race(request):
    return game_of(request.param)


class TestChart:
    @pytest.mark.parametrize("columns", [40, 60, 80, 132])
    def test_it_fits_the_width(self, race, columns):
        for line in render_chart(race, "friday", columns, colour=False).splitlines():
            assert width(line) <= columns, line

    def test_below_40_columns_it_draws_40(self, race):
        assert max(width(line) for line in render_chart(race, "x", 20, colour=False).splitlines()) <= 40

    def test_each_player_has_a_marker_and_a_legend_entry(self, race):
        text = render_chart(race, "friday", 80, colour=False)
        for seat, player in enumerate(race.game.players):
            assert MARKERS[seat] in text
            assert f"{MARKERS[seat]} {player} {race.totals[seat]}" in text
        assert "┄ target 100" in text and "\x1b" not in text

    def test_colour_only_when_asked(self, race):
        assert "\x1b[31m●" in render_chart(race, "friday", 80, colour=True)

    def test_the_target_line_stands_at_the_target(self, race):
        lines = render_chart(race, "friday", 80, colour=False).splitlines()
        target_line = next(line for line in lines if "┄┄┄┄" in line)
        assert target_line.split("│")[0].strip() == "100"

    def test_through_the_command_line_with_columns(self, cli):
        cli.ok("new", "Ann", "Bo", "Cy", "Di")
        cli.ok("round", "4", "q", "9", "0")
        result = cli.ok("show", "--format", "chart", env={"COLUMNS": "50"})
        assert max(width(line) for line in result.stdout.splitlines()) <= 50 and "▲ Bo 13" in result.stdout


class TestSvg:
    def test_valid_xml_with_a_viewbox_title_and_a_line_per_player(self, race):
        root = ET.fromstring(render_svg(race, "friday"))
        assert root.tag == SVG + "svg" and len(root.get("viewBox").split()) == 4
        assert root.find(SVG + "title").text == "friday: running totals"
        lines = root.findall(SVG + "polyline")
        assert [line.get("data-player") for line in lines] == list(race.game.players)
        for line in lines:
            assert len(line.get("points").split()) == len(race.rounds) + 1
        assert root.find(f"{SVG}line[@class='target']") is not None

    def test_the_names_are_text_and_labels_never_overlap(self, race):
        root = ET.fromstring(render_svg(race, "friday"))
        texts = [(float(t.get("x")), float(t.get("y")), t.text) for t in root.iter(SVG + "text")]
        for seat, player in enumerate(race.game.players):
            shown = player if len(player) <= 16 else player[:15] + "…"
            assert any(text == f"{shown} {race.totals[seat]}" for _x, _y, text in texts)
        boxes = [(x, y, x + 7.5 * len(text), text) for x, y, text in texts]  # ~7.5 px a character at 13 px
        for i, (x1, y1, r1, t1) in enumerate(boxes):
            for x2, y2, r2, t2 in boxes[i + 1 :]:
                if abs(y1 - y2) < 13:
                    anchored = [t for t in root.iter(SVG + "text") if t.text in (t1, t2)]
                    if any(t.get("text-anchor") == "middle" for t in anchored):
                        continue  # the round numbers along the axis: checked below
                    assert r1 <= x2 or r2 <= x1, (t1, t2)
        axis = sorted(
            float(t.get("x")) for t in root.iter(SVG + "text") if t.get("text-anchor") == "middle" and t.text.isdigit()
        )
        assert all(b - a >= 20 for a, b in zip(axis, axis[1:]))

    def test_a_name_with_markup_is_escaped(self):
        game = new_game(("<b>&", "Bo", "Cy"), Settings())
        root = ET.fromstring(render_svg(sheet(game), "x<y"))
        assert root.find(SVG + "title").text == "x<y: running totals"

    @pytest.mark.parametrize("pairs", [False, True])
    def test_the_pages_two_images_are_the_svg_image_wide_and_compact(self, pairs):
        """The page draws the race's lines once for both its images: each is render_svg's image, the
        wide one and the phone's, with its class (with pairs, a line a pair)."""
        scored = game_of(5)
        if pairs:
            players = ("Ann", "Bo", "Cy", "Di")
            game = new_game(players, check_settings(Settings(pairs=(("Ann", "Cy"), ("Bo", "Di"))), players))
            scored = sheet(add_round(game, parse_tallies(players, ["4", "q", "9", "0"]))[0])
        expected = tuple(
            render_svg(scored, "x<y", compact=compact).strip().replace("<svg ", f'<svg class="{kind}" ', 1)
            for kind, compact in (("wide", False), ("compact", True))
        )
        assert race_pictures(scored, "x<y") == expected
        assert expected[0] != expected[1].replace("compact", "wide")
        assert render_html(scored, "x<y").count("<polyline") == 2 * (2 if pairs else 5)


def test_the_page_and_the_image_load_no_terminal_chart():
    """`show --format html|svg` import the SVG image and not the terminal's chart (which `chart` does)."""
    code = (
        "import sys\n"
        "from hjerter_cli.core.game import new_game, sheet\n"
        "from hjerter_cli.core.settings import Settings\n"
        "from hjerter_cli.render.formats import render\n"
        "scored = sheet(new_game(('Ann', 'Bo', 'Cy'), Settings()))\n"
        "for form in sys.argv[1:]:\n"
        "    render(scored, 'g', form)\n"
        "    print(form, 'hjerter_cli.render.chart_terminal' in sys.modules)\n"
    )
    ran = subprocess.run(
        [sys.executable, "-c", code, "html", "svg", "chart"], capture_output=True, text=True, check=True
    )
    assert ran.stdout.split() == ["html", "False", "svg", "False", "chart", "True"]


class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.text.append(data)


class TestHtml:
    def test_self_contained_with_a_viewport_sheet_chart_and_rules(self, race):
        page = _Page()
        page.feed(render_html(race, "friday"))
        tags = [tag for tag, _attrs in page.tags]
        assert "script" not in tags and "link" not in tags and "img" not in tags and "iframe" not in tags
        assert not any(
            (attrs.get("src") or attrs.get("href") or "").startswith(("http", "//")) for _tag, attrs in page.tags
        )
        assert ("meta", {"name": "viewport", "content": "width=device-width, initial-scale=1"}) in page.tags
        assert tags.count("svg") == 2 and tags.count("polyline") == 2 * len(race.game.players)  # wide, and a phone's
        rows = [attrs for tag, attrs in page.tags if tag == "th" and attrs.get("scope") == "row"]
        assert len(rows) == len(race.rounds)
        text = " ".join(page.text)
        assert "Next: round" in text and "Pass 3 cards:" in text and "Started " in text

    def test_the_winner_is_named(self):
        finished = game_of(4, target=30)
        assert finished.finished
        assert "wins with" in render_html(finished, "friday")

    def test_print_rules_for_a4(self, race):
        page = render_html(race, "friday")
        assert "@media print" in page and "size: A4" in page


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--proxy-server=127.0.0.1:9",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
    "--allow-file-access-from-files",
]
# Added to the test's own copy of each page: the browser writes what it measured into its DOM.
MEASURE = """<script>
(() => {
  const root = document.documentElement, box = document.querySelector('.sheet');
  const svg = [...document.querySelectorAll('figure svg')].find(s => s.getBoundingClientRect().width > 0);
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const smallest = Math.min(...[...svg.querySelectorAll('text')].map(t => parseFloat(getComputedStyle(t).fontSize)));
  const drawn = Math.max(...[...svg.querySelectorAll('text, line, polyline, path, circle')]
    .map(e => e.getBoundingClientRect().bottom));
  const boxScrolls = box.scrollWidth > box.clientWidth;
  const right = box.getBoundingClientRect().right + 1;
  const pairsInView = [...box.querySelectorAll('thead th.pair')].every(th => th.getBoundingClientRect().right <= right);
  const partnersShown = [...box.querySelectorAll('thead th.partner')].some(th => th.getBoundingClientRect().width > 0);
  box.scrollLeft = box.scrollWidth;
  const stuck = Math.abs(box.querySelector('tbody th').getBoundingClientRect().left - box.getBoundingClientRect().left);
  const heights = [...box.querySelectorAll('tbody tr')].map(r => r.getBoundingClientRect().height);
  document.body.setAttribute('data-measured', JSON.stringify({
    pageScrolls: root.scrollWidth > root.clientWidth, boxScrolls, stuck, pairsInView, partnersShown,
    textPx: smallest * scale, bandPx: svg.getBoundingClientRect().bottom - drawn,
    svgWidth: svg.getBoundingClientRect().width, rowRatio: Math.max(...heights) / Math.min(...heights),
  }));
})();
</script></body>"""
# The page that holds every page in a frame of its screen's size, and gathers what each measured.
GATHER = """<script>
window.addEventListener('load', () => document.body.setAttribute('data-measured', JSON.stringify(
  [...document.querySelectorAll('iframe')].map(frame => frame.contentDocument.body.getAttribute('data-measured')))));
</script>"""


LONG_PAIRS = ("Alexandra", "Bartholomew", "Christoffer", "Dorthe", "Esben", "Frederikke")
LONG_PAIRS += ("Gunnar", "Henriette", "Ib", "Jytte", "Karl", "Lone")
SHORT_SIX = ("Ann", "Bo", "Cy", "Di", "Eva", "Gry")
PHONE, DESK = "390,844", "1280,900"


def screens():
    """Each page the browser looks at, by (what it shows, the screen's size): a race on a phone of
    4 (long names), 5 and 6 players, 7 long names on a desktop, and pair games on both."""
    from tests.test_big_table_screens import pair_game

    pages = {(count, PHONE): game_of(count, names=LONG_NAMES if count == 4 else NAMES) for count in (4, 5, 6)}
    pages[(7, DESK)] = game_of(7, names=LONG_NAMES)
    for players in (LONG_PAIRS, SHORT_SIX):
        for size in (DESK, PHONE):
            pages[(players, size)] = pair_game(players, rounds=6)
    return pages


def measured_by_chromium(folder, page, *flags: str):
    """What the page wrote into its body's `data-measured` (JSON), as one start of the browser
    left it: the browser's home, profile and caches in `folder`, nothing reached but 127.0.0.1."""
    home = {
        **os.environ,
        "HOME": str(folder),
        "XDG_CONFIG_HOME": str(folder / "config"),
        "XDG_CACHE_HOME": str(folder / "cache"),
    }  # the browser writes nothing into a real home
    browse = [CHROMIUM, *FLAGS, f"--user-data-dir={folder / 'profile'}", *flags, "--dump-dom", page.as_uri()]
    dom = subprocess.run(browse, capture_output=True, text=True, timeout=120, env=home)
    found = re.search(r"data-measured=\"(.*?)\"", dom.stdout)
    assert found, dom.stderr[-2000:]
    return json.loads(found.group(1).replace("&quot;", '"'))


@pytest.fixture(scope="module")
def seen_in_chromium(tmp_path_factory):
    """What one browser start measures on every page of `screens`, each in a frame of its
    screen's size; and a picture of them all, as a person would look at them, by the same browser."""
    folder = tmp_path_factory.mktemp("chromium")
    pages = screens()
    frames = []
    for number, ((_what, size), scored) in enumerate(pages.items()):
        name = f"page-{number}.html"
        (folder / name).write_text(render_html(scored, "friday").replace("</body>", MEASURE), encoding="utf-8")
        across, down = size.split(",")
        frames.append(f'<iframe src="{name}" style="width:{across}px;height:{down}px;border:0"></iframe>')
    (folder / "all.html").write_text(f"<!doctype html><html><body>{''.join(frames)}{GATHER}</body></html>", "utf-8")
    picture = folder / "shot.png"
    measured = measured_by_chromium(folder, folder / "all.html", "--window-size=1400,1000", f"--screenshot={picture}")
    assert picture.stat().st_size > 10_000 and picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    return {key: json.loads(each) for key, each in zip(pages, measured, strict=True)}


@pytest.mark.slow
@pytest.mark.skipif(
    CHROMIUM is None, reason="no chromium here (.ci/run installs Debian's package where apt-get exists)"
)
@pytest.mark.parametrize("count", [4, 5, 6])
def test_a_phone_reads_the_page_without_scrolling_sideways(seen_in_chromium, count):
    """At 390x844 CSS px: the page never scrolls sideways; four players' sheet fits its box (four
    long names too: they are shortened there, as on a narrow terminal), and a wider one scrolls
    inside it with the round column kept in view; the chart's smallest text is at least 11 px; no
    blank band under the chart."""
    phone = seen_in_chromium[(count, PHONE)]
    assert not phone["pageScrolls"], phone
    if count == 4:
        assert not phone["boxScrolls"], phone
    if phone["boxScrolls"]:
        assert phone["stuck"] <= 1, phone
    assert phone["textPx"] >= 11, phone
    assert phone["bandPx"] <= 24, phone


@pytest.mark.slow
@pytest.mark.skipif(
    CHROMIUM is None, reason="no chromium here (.ci/run installs Debian's package where apt-get exists)"
)
def test_the_desktop_page_stays_clean(seen_in_chromium):
    """Seven players with long names at 1280x900: the sheet uses the screen's width and does not
    scroll; a moon's note makes its row at most twice as tall as the others."""
    desk = seen_in_chromium[(7, DESK)]
    assert not desk["pageScrolls"] and not desk["boxScrolls"], desk
    assert desk["textPx"] >= 11 and desk["bandPx"] <= 70 and desk["svgWidth"] > 600, desk
    assert desk["rowRatio"] <= 2.05, desk


def test_every_players_marker_is_in_sight_when_totals_lie_close():
    """After one round Ann 4, Bo 13, Cy 9, Di 0: on a 0-100 axis Ann's line lies under Di's."""
    from hjerter_cli.core.game import add_round, new_game, sheet
    from hjerter_cli.render.chart_terminal import MARKERS, render_chart
    from tests.helpers import tally

    game, _scored = add_round(new_game(("Ann", "Bo", "Cy", "Di")), tally([4, 0, 9, 0], queen=1))
    text = render_chart(sheet(game), "g", 60, colour=False)
    plot = [line.split("│", 1)[1] for line in text.splitlines() if "│" in line]
    for marker in MARKERS[:4]:
        assert any(marker in line for line in plot), (marker, text)


def _ends(text: str) -> list[str]:
    """The chart's rows as drawn: for each row of the plot, the markers beside its right edge."""
    from hjerter_cli.render.chart_terminal import MARKERS

    lines = text.splitlines()
    axis = next(line for line in lines if "└" in line)
    edge = axis.index("└") + 1 + axis.count("─") + 1  # the column after the plot and its space
    return ["".join(char for char in line[edge:] if char in MARKERS) for line in lines if "│" in line]


class TestEveryFinalMarkerAtItsRow:
    """Beside the plot, each player's marker stands at the row of their total; players on one row
    are named together (a tie, or a line under another's)."""

    def test_a_game_with_no_rounds(self):
        from hjerter_cli.core.game import new_game, sheet
        from hjerter_cli.render.chart_terminal import MARKERS, render_chart

        ends = _ends(render_chart(sheet(new_game(PLAYERS[6])), "g", 80, colour=False))
        assert [row for row in ends if row] == ["".join(MARKERS[:6])]  # one row: 0, all six
        assert ends.index("".join(MARKERS[:6])) == len(ends) - 1  # the bottom row: 0 is the lowest value

    def test_ties_and_a_total_close_below_them(self):
        """Ann 11, Bo 11, Cy 46, Di 10 (target 40): Ann and Bo on one row, Di on or below it, Cy high."""
        from hjerter_cli.core.game import sheet
        from hjerter_cli.render.chart_terminal import MARKERS, render_chart
        from tests.helpers import play, tally

        rounds = [tally([5, 5, 3, 0], queen=2), tally([6, 6, 1, 0], queen=2), tally([0, 0, 3, 10], queen=2)]
        scored = sheet(play(rounds, target=40))
        assert scored.totals == (11, 11, 46, 10)  # 5+6, 5+6, 16+14+16, 10
        ends = _ends(render_chart(scored, "g", 80, colour=False))
        row = {marker: next(y for y, found in enumerate(ends) if marker in found) for marker in MARKERS[:4]}
        assert row["●"] == row["▲"]  # Ann and Bo side by side (Di too, when 10 and 11 share a row)
        assert row["◆"] >= row["●"] > row["■"]  # Di 10 not above Ann 11; Cy 46 above both
        assert sorted("".join(ends)) == sorted(MARKERS[:4])  # each player once

    def test_seven_players_all_shown(self):
        from hjerter_cli.core.game import sheet
        from hjerter_cli.render.chart_terminal import MARKERS, render_chart
        from tests.helpers import play, tally

        scored = sheet(play([tally([2, 2, 2, 2, 2, 2, 1], queen=0), tally([1, 2, 2, 2, 2, 2, 2], queen=6)], count=7))
        assert sorted("".join(_ends(render_chart(scored, "g", 80, colour=False)))) == sorted(MARKERS[:7])


def test_the_page_ranks_a_tie_as_the_text_sheet_does():
    """Ann and Di tied lowest: 1., 1., then 3. on the page as in `text`."""
    import re

    from hjerter_cli.core.game import sheet
    from hjerter_cli.render.html import render_html
    from hjerter_cli.render.table import render_text
    from tests.helpers import play, tally

    scored = sheet(play([tally([0, 4, 9, 0], queen=1)]))  # Ann 0, Bo 17, Cy 9, Di 0
    page = render_html(scored, "g")
    listed = re.findall(
        r'<li value="(\d+)">([^<]+) <strong>', re.search(r'<ol class="standing">(.*?)</ol>', page, re.S)[1]
    )
    assert [(place, name.strip()) for place, name in listed] == [("1", "Ann"), ("1", "Di"), ("3", "Cy"), ("4", "Bo")]
    assert "Standing: 1. Ann 0  1. Di 0  3. Cy 9  4. Bo 17" in render_text(scored, "g")


@pytest.mark.slow
@pytest.mark.skipif(
    CHROMIUM is None, reason="no chromium here (.ci/run installs Debian's package where apt-get exists)"
)
@pytest.mark.parametrize(
    "players,size", [(LONG_PAIRS, DESK), (LONG_PAIRS, PHONE), (SHORT_SIX, DESK), (SHORT_SIX, PHONE)]
)
def test_the_pairs_columns_are_in_view_on_every_screen(seen_in_chromium, players, size):
    """A pair game on a desktop and a phone: the pairs' columns are in view without scrolling the
    sheet (cli/CLI.md: where the players' and the pairs' columns do not fit side by side, the pairs'
    stay), six pairs on a phone too (a pair's heading breaks after its `+`); where the players'
    columns are shown beside the pairs', the sheet does not scroll at all."""
    seen = seen_in_chromium[(players, size)]
    assert not seen["pageScrolls"], seen
    assert seen["pairsInView"], seen
    if seen["partnersShown"]:
        assert not seen["boxScrolls"], seen
    if size == DESK and players == SHORT_SIX:
        assert seen["partnersShown"], seen  # six short names and three pairs fit a desktop side by side
