"""The page `serve` gives the table's phones (cli/CLI.md, "Added in 1.5"): it says when it no longer
follows, a phone shortens a name only where the sheet would not fit otherwise, and a pair game's
tables of players are told apart by their headings."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.test_serve import CHROMIUM, LOCAL, Browser, looked, said_once_stopped, serving

PHONE = 390 / 16  # a phone's width in rem


def shortened_below(page: str) -> float:
    """The width (rem) under which the page shortens the names."""
    found = re.search(r"@media \(max-width: ([0-9.]+)rem\) \{\nth \.full \{ display: none; \}", page)
    assert found, page
    return float(found.group(1))


def page_of(cli, *words: str) -> str:
    return cli.ok("show", "--format", "html", *words).stdout


class TestNamesOnAPhone:
    def test_four_players_keep_their_names_on_a_phone(self, cli):
        cli.ok("new", "-g", "g", "Alice", "Ben", "Chloe", "Dan")
        cli.ok("round", "4", "q", "9", "0")
        assert shortened_below(page_of(cli)) < PHONE  # 390 px: the full names

    def test_twelve_players_are_shortened_on_a_phone_and_the_names_said_below(self, cli):
        players = ("Alexandrine", "Bartholomew", "Christopher", "Dorothea", "Evangeline", "Frederikke")
        cli.ok("new", "-g", "g", "--decks", "2", *players, "Gunnar", "Henriette", "Ib", "Jytte", "Karl", "Lone")
        page = page_of(cli)
        assert shortened_below(page) >= PHONE
        assert '<p class="names">' in page


class Captions(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.inside, self.captions = False, []

    def handle_starttag(self, tag, attrs):
        self.inside = tag == "caption"

    def handle_endtag(self, tag):
        self.inside = False

    def handle_data(self, data):
        if self.inside:
            self.captions.append(data)


@pytest.mark.parametrize("language", ["en", "da"])
def test_a_pair_games_tables_of_players_are_told_apart(cli, language):
    from hjerter_cli.i18n import use_language

    ten = ("Anne", "Bjørn", "Carl", "Dorte", "Erik", "Frederikke", "Gitte", "Hans", "Ida", "Jens")
    cli.ok("new", "-g", "g", "--decks", "2", "--pairs", *ten)
    use_language(language)
    try:
        parser = Captions()
        parser.feed(page_of(cli))
    finally:
        use_language("en")
    assert len(parser.captions) == len(set(parser.captions)) == 3, parser.captions  # all; and two halves
    assert any("Anne" in caption and "Erik" in caption for caption in parser.captions), parser.captions
    assert any("Frederikke" in caption and "Jens" in caption for caption in parser.captions), parser.captions


def test_the_served_script_carries_the_sentence_in_the_readers_language(game4):
    from hjerter_cli.i18n import use_language
    from hjerter_cli.render.live import served_page

    for language, start in (("en", "Not following any more since {time}"), ("da", "Arket opdateres ikke l")):
        use_language(language)
        try:
            _page, _version, script = served_page("<h1>x</h1>\n</style></body>", False)
        finally:
            use_language("en")
        assert start in script, script


@pytest.mark.slow
@pytest.mark.skipif(CHROMIUM is None, reason="no chromium here (apt-get install chromium)")
def test_on_a_phone_four_names_stay_whole_and_a_stopped_server_is_said(cli, tmp_path):
    """At 390 px, Alice, Ben, Chloe and Dan keep their names (1.4: Ali, Chl and a legend); after
    the server stops, the page says at its next look that it no longer follows."""
    import os

    cli.ok("new", "-g", "phone", "Alice", "Ben", "Chloe", "Dan")
    cli.ok("round", "4", "q", "9", "0")
    pictures = os.environ.get("HJERTER_SHOTS")  # a folder to keep the pictures in, to look at them
    heads = "Array.from(document.querySelectorAll('thead th')).map(function (th) { return th.innerText; })"
    gone = "(document.querySelector('p.gone') || {}).textContent || ''"
    browser = Browser(tmp_path)
    try:
        with serving(cli, "phone") as (port, home):
            browser.open(f"http://{LOCAL}:{port}{home}")
            looked(browser, "(document.querySelector('tfoot td:nth-child(3)') || {}).textContent", "13", seconds=15)
            assert browser.value(heads)[1:5] == ["Alice", "Ben", "Chloe", "Dan"]
            assert not browser.value("document.documentElement.scrollWidth > document.documentElement.clientWidth")
            assert browser.value(gone) == ""
            if pictures:
                browser.shot(Path(pictures) / "phone.png")
        said = said_once_stopped(browser, gone)
        assert re.fullmatch(r"Not following any more since \d\d:\d\d: the sheet is as it was then\.", said), said
        assert browser.value(heads)[1:5] == ["Alice", "Ben", "Chloe", "Dan"]  # the sheet as it was
        if pictures:
            browser.shot(Path(pictures) / "stopped.png")
    finally:
        browser.close()
