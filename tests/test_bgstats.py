"""A game to BG Stats: `show --format bgstats` prints the deep link that adds a finished game to
BG Stats, `--qr` draws it at a terminal, and the live page shows the same code once the game is
over. Each link is read back as BG Stats reads it (the JSON after `data=`, URL-decoded) and
compared with what cli/CLI.md says it holds, worked out here from the sheet."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import unicodedata
import zlib
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from urllib.parse import unquote

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from hjerter_cli.core.game import add_round, new_game, sheet
from hjerter_cli.core.settings import Settings, check_settings
from hjerter_cli.core.tally import sheet_round
from tests.processes import env_for, made
from tests.strategies import big_rounds, settings_strategy

ADDRESS = "https://app.bgstatsapp.com/createPlay.html?data="
GAME = {"name": "Hearts", "sourceGameId": "hjerter-hearts", "bggId": 6887, "highestWins": False, "noPoints": False}
HAS_ZBAR = pytest.mark.skipif(
    shutil.which("zbarimg") is None, reason="no zbarimg here (.ci/run installs zbar-tools where apt-get exists)"
)


def read_back(link: str) -> dict:
    """The play a link carries, as BG Stats reads it."""
    assert link.startswith(ADDRESS), link[:80]
    data = link[len(ADDRESS) :]
    assert re.fullmatch(r"[A-Za-z0-9%\-_.!~*'()]*", data), "only what encodeURIComponent leaves"
    return json.loads(unquote(data, errors="strict"))


def key_of(name: str) -> str:
    """A player as BG Stats is to know them: NFC, case folded (NFC again)."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", name.strip()).casefold())


def expected(scored, play_id: str, keys: dict[str, str] | None = None, numbered: bool = False) -> dict:
    """What CLI.md says the link holds, from the sheet: each player's final total, whether they won,
    their place by their side's total (a pair's, in a pair game; equal totals share it), whether
    they dealt round 1, and their pair."""
    game = scored.game
    pairs = [list(pair) for pair in game.settings.pairs]
    side = {name: next((pair for pair in pairs if name in pair), [name]) for name in game.players}
    totals = dict(zip(game.players, scored.totals))
    side_total = {name: sum(totals[one] for one in side[name]) for name in game.players}
    sides = {tuple(one) for one in side.values()}
    players = []
    for seat, name in enumerate(game.players):
        player = {
            "name": name,
            "sourcePlayerId": key_of((keys or {}).get(name, name)),
            "score": totals[name],
            "winner": seat in scored.winners,
            "rank": 1 + sum(1 for one in sides if sum(totals[other] for other in one) < side_total[name]),
            "startPlayer": seat == scored.rounds[0].dealer,
        }
        if pairs:
            number = 1 + sorted(pairs, key=lambda pair: game.players.index(pair[0])).index(side[name])
            player["team"] = str(number) if numbered else "+".join(side[name])
        players.append(player)
    moment = datetime.fromisoformat(game.started).timestamp()
    return {
        "sourceName": "hjerter",
        "sourcePlayId": play_id,
        "playDate": time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(moment)),
        "game": GAME,
        "players": players,
    }


# Random finished games: pairs, ties, two packs, Danish letters, up to twelve players --------------

NAMES = ("Åse", "Søren", "Æbelø", "Bjørn", "Mette-Marie", "Jens Ærø", "ØRNULF", "Ida", "Kåre", "Lis", "Mø", "Nanna")
NAMES += ("ånund", "Zoë", "Anne Marie", "Ærlig Ægir")


@st.composite
def finished_games(draw):
    decks = draw(st.sampled_from([1, 2]))
    count = draw(st.integers(5, 12) if decks == 2 else st.integers(3, 7))
    players = tuple(draw(st.permutations(NAMES))[:count])
    chosen = draw(settings_strategy)._replace(decks=decks, target=draw(st.integers(1, 40)), exact_reset=False)
    if not chosen.omnibus:
        chosen = chosen._replace(omnibus_moon="with-bonus")
    half = count // 2
    if count % 2 == 0 and draw(st.booleans()):
        chosen = chosen._replace(pairs=tuple((players[seat], players[seat + half]) for seat in range(half)))
    chosen = chosen._replace(dealer=draw(st.sampled_from(players)))
    offset = timezone(timedelta(minutes=draw(st.integers(-14 * 60, 14 * 60))))
    start = datetime(2020, 1, 1, tzinfo=offset) + timedelta(seconds=draw(st.integers(0, 10**9)))
    game = new_game(players, check_settings(chosen, players), started=start.isoformat(), game_id=draw(st.uuids()).hex)
    scored = sheet(game)
    for _number in range(30):
        if scored.finished:
            break
        if draw(st.integers(0, 3)) == 0:  # now and then a round from a paper sheet: any whole numbers
            tally = sheet_round(tuple(draw(st.integers(-30, 60)) for _seat in players))
        else:
            tally = draw(big_rounds(game))
        game, scored = add_round(game, tally, scored)
    assume(scored.finished)
    return scored


@settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much], deadline=None)
@given(finished_games())
def test_the_link_read_back_is_the_play_cli_md_names(scored):
    from hjerter_cli.render.bgstats import bgstats_link

    keys = tuple(key_of(name) for name in scored.game.players)
    link, numbered = bgstats_link(scored, scored.game.id, keys)
    assert not numbered and len(link) <= 8000  # names of everyday length: the whole play
    assert read_back(link) == expected(scored, scored.game.id)


def test_the_play_of_twelve_in_six_pairs_with_a_shared_win():
    """Ties shared between two pairs: both pairs win, all four partners share the first place;
    every player has their own final total, their pair's place."""
    from hjerter_cli.render.bgstats import bgstats_link

    players = tuple(NAMES[:12])
    pairs = tuple((players[seat], players[seat + 6]) for seat in range(6))
    chosen = Settings(decks=2, target=20, ties="share", pairs=pairs, dealer=players[3])
    game = new_game(players, check_settings(chosen, players), "2026-11-30T19:30:00+01:00", "a1" * 16)
    scores = (10, 0, 30, 12, 13, 11, 0, 10, 0, 0, 0, 0)  # Åse+ØRNULF 10 and Søren+Ida 10; the others 11 and more
    game, scored = add_round(game, sheet_round(scores))
    assert scored.finished and len(scored.winners) == 4
    link, _numbered = bgstats_link(scored, game.id, tuple(key_of(name) for name in players))
    play = read_back(link)
    assert play == expected(scored, "a1" * 16)
    assert play["playDate"] == "2026-11-30 18:30:00"
    assert [player["rank"] for player in play["players"]] == [1, 1, 6, 4, 5, 3, 1, 1, 6, 4, 5, 3]
    assert [player["team"] for player in play["players"][:2]] == ["Åse+ØRNULF", "Søren+Ida"]
    assert [player["startPlayer"] for player in play["players"]].index(True) == 3


# The command -------------------------------------------------------------------------------------


def said(cli, language: str, *words: str):
    """`hjerter WORDS` run in-process in that language."""
    from hjerter_cli.i18n import use_language

    use_language(language)
    try:
        return cli(*words)
    finally:
        use_language("en")


def finish(cli, name: str = "g") -> None:
    """One round of a game to 20 ends it: Ann 23, Bo 2, Cy 1, Di 0, who wins."""
    cli.ok("round", "-g", name, "10q", "2", "1", "0")


@pytest.fixture
def over(cli):
    cli.ok("new", "-g", "g", "Ann", "Bo", "Cy", "Di", "--target", "20", "--dealer", "Cy")
    finish(cli)
    return cli


def test_show_prints_the_link_of_a_finished_game(over):
    from hjerter_cli.store import gamefile

    result = over("show", "--format", "bgstats", "g")
    assert result.exit_code == 0, result.output
    assert result.stderr == ""
    link = result.stdout.strip()
    game, scored = gamefile.load(over.game_file("g"))
    assert game.id and read_back(link) == expected(scored, game.id)
    assert [player["startPlayer"] for player in read_back(link)["players"]] == [False, False, True, False]
    assert over("show", "--format", "bgstats", "-g", "g").stdout == result.stdout  # GAME is --game
    written = over.data / "link.txt"
    told = over("show", "--format", "bgstats", "-o", str(written))
    assert told.exit_code == 0 and written.read_text() == link + "\n" and "link" in told.stderr


def test_an_unfinished_game_has_no_link_exit_1_in_either_language(cli):
    cli.ok("new", "-g", "g", "Ann", "Bo", "Cy", "Di")
    cli.ok("round", "4", "q", "9", "0")
    before = cli.game_file("g").read_bytes()
    for language, words in (("en", "not over yet"), ("da", "ikke slut endnu")):
        result = said(cli, language, "show", "--format", "bgstats")
        assert result.exit_code == 1 and result.stdout == ""
        assert words in result.stderr and "Traceback" not in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1
    assert cli("show", "g", "--qr").exit_code == 1
    assert cli.game_file("g").read_bytes() == before


@pytest.mark.parametrize(
    ("words", "told"),
    [
        (["--qr", "--format", "json"], "use it with --format bgstats"),
        (["--qr", "-o", "x.txt"], "leave out --output"),
        (["--format", "bgstats", "--watch"], "leave out --watch"),
        (["g", "-g", "g"], "Name the game once"),
        (["g", "-f", "x.toml"], "Name the game once"),
    ],
)
def test_what_does_not_go_together_is_a_usage_error(over, words, told):
    result = over("show", *words)
    assert result.exit_code == 2, result.output
    assert result.stdout == "" and told in result.stderr and "Traceback" not in result.stderr


def test_qr_into_a_pipe_prints_the_link_and_says_the_code_is_for_a_terminal(over):
    result = over("show", "--qr")
    assert result.exit_code == 0
    assert result.stdout == over("show", "--format", "bgstats").stdout
    assert "only at a terminal" in result.stderr
    danish = said(over, "da", "show", "--qr")
    assert "kun i en terminal" in danish.stderr


def test_a_file_without_an_id_is_its_identity_written_out_and_its_start_when_it_was_last_changed(cli):
    """A 1.0 game file: no `id`, no `started`. BG Stats knows the play again by its identity, the
    way the club names its file (start in UTC, players, a check), and its date is the file's."""
    games = cli.data / "games"
    games.mkdir(parents=True)
    old = games / "old.toml"
    fixture = (Path(__file__).parent / "fixtures" / "game-1.0.toml").read_text()
    settings_part = fixture[fixture.index("[settings]") :].replace("target = 100", "target = 10")
    settings_part = settings_part.replace("omnibus = true", "omnibus = false").replace('"choose"', '"plus"')
    players = 'players = ["Ann", "Bo", "Anne Marie", "Di"]\n'
    old.write_text("format = 1\n" + players + 'rounds = ["Ann=4 Bo=q Anne Marie=9 Di=0"]\n\n' + settings_part)
    moment = 1_790_000_000
    os.utime(old, (moment, moment))
    result = cli("show", "--format", "bgstats", "-g", "old")
    assert result.exit_code == 0, result.output
    play = read_back(result.stdout.strip())
    keys = ("ann", "bo", "anne marie", "di")
    stamp = time.strftime("%Y-%m-%dT%H%M%SZ", time.gmtime(moment))
    check = zlib.crc32(repr((moment, keys)).encode("utf-8"))
    assert play["sourcePlayId"] == f"{stamp}_ann_bo_anne-marie_di_{check:08x}"
    assert play["playDate"] == time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(moment))
    assert [player["winner"] for player in play["players"]] == [False, False, False, True]
    from hjerter_cli.store.gameid import names_of

    assert names_of(("Ann", "Bo", "Anne Marie", "Di"), datetime.fromtimestamp(moment, UTC).isoformat())[0] == (
        play["sourcePlayId"] + ".toml"
    )  # the name the club gives its file


def test_in_a_club_a_player_is_known_by_the_name_the_aliases_count(tmp_path):
    from tests.clubs import Table

    table = Table(tmp_path / "data").join(tmp_path / "club")
    table.ok("new", "-g", "g", "Annie", "Bo", "Cy", "Di", "--target", "20")
    table.ok("new", "-g", "h", "Ann", "Bo", "Cy", "Eva")
    table.ok("club", "alias", "Ann", "Annie")
    table.ok("round", "-g", "g", "10q", "2", "1", "0")
    play = read_back(table.ok("show", "g", "--format", "bgstats").stdout.strip())
    assert [(player["name"], player["sourcePlayerId"]) for player in play["players"]][:2] == [
        ("Annie", "ann"),
        ("Bo", "bo"),
    ]


# Past 8,000 characters ---------------------------------------------------------------------------


def imported(cli, name: str, players: list[str], *options: str) -> None:
    """A finished game of these players, imported from a sheet of one round (the first player 30,
    the second -1)."""
    sheet_file = cli.data.parent / f"{name}.csv"
    scores = ["30", "-1"] + ["0"] * (len(players) - 2)  # the second player (and pair) alone lowest
    sheet_file.write_text(",".join(["round", *players]) + "\n" + ",".join(["1", *scores]) + "\n", encoding="utf-8")
    cli.ok("import", str(sheet_file), "--game", name, "--decks", "2", "--target", "20", *options)


def test_a_link_past_8000_characters_numbers_its_pairs_and_says_so(cli):
    players = [chr(0x4E00 + seat) * 19 + chr(0x4E80 + seat) for seat in range(12)]  # 20 letters of 3 bytes each
    imported(cli, "long", players, "--pairs")
    from hjerter_cli.render.bgstats import link_of, play
    from hjerter_cli.store import gamefile

    game, scored = gamefile.load(cli.game_file("long"))
    keys = tuple(key_of(name) for name in players)
    assert len(link_of(play(scored, game.id, keys))) > 8000  # with the pairs' names
    for language, words in (("en", "numbered"), ("da", "numre")):
        result = said(cli, language, "show", "long", "--format", "bgstats")
        assert result.exit_code == 0, result.output
        assert words in result.stderr and "8000" in result.stderr
        link = result.stdout.strip()
        assert len(link) <= 8000
        assert read_back(link) == expected(scored, game.id, numbered=True)
    assert [player["team"] for player in read_back(link)["players"]] == [str(1 + seat % 6) for seat in range(12)]


def test_a_link_too_long_however_it_is_cut_is_refused_saying_why(cli):
    players = [chr(0x1D51E + seat) * 20 for seat in range(12)]  # 20 letters of 4 bytes each
    imported(cli, "longest", players, "--pairs")
    before = cli.game_file("longest").read_bytes()
    for language, words in (("en", "too long"), ("da", "for lange")):
        result = said(cli, language, "show", "longest", "--format", "bgstats")
        assert result.exit_code == 1 and result.stdout == ""
        assert words in result.stderr and "8000" in result.stderr and "rename" in result.stderr
    assert cli.game_file("longest").read_bytes() == before


# The QR code -------------------------------------------------------------------------------------


def decoded(rows: list[list[bool]], tmp_path: Path) -> str:
    """What zbar reads in a picture of these modules (True: dark)."""
    from tests.test_serve import picture

    picture(rows, tmp_path / "code.png")
    read = subprocess.run(["zbarimg", "-q", "--raw", str(tmp_path / "code.png")], capture_output=True, text=True)
    return read.stdout.strip()


@pytest.mark.slow
@HAS_ZBAR
def test_qr_at_a_terminal_draws_the_link_that_zbar_reads_back(tmp_path):
    from tests.terminals import at_a_terminal

    data = tmp_path / "data"
    made(data, "new", "-g", "g", "Åse", "Bo", "Cy", "Di", "--target", "20")
    made(data, "round", "10q", "2", "1", "0")
    lines = at_a_terminal(data, 200, "show", "--qr")
    link = lines[0]
    assert read_back(link)["players"][0]["name"] == "Åse"
    rows = []
    for line in lines[1:]:  # no colour on TERM=dumb: the light modules are the blocks
        rows += [[char in " ▄" for char in line], [char in " ▀" for char in line]]
    assert decoded(rows, tmp_path) == link
    narrow = at_a_terminal(data, 80, "show", "--qr")
    assert narrow[0] == link and "columns" in " ".join(narrow[1:])
    assert not any(block in line for line in narrow[1:] for block in "▀▄")


def modules_of(svg: str) -> list[list[bool]]:
    """The modules an SVG picture of a QR code draws: a stroke a run of dark modules (segno's path:
    `M x y` to start, then `h n` across and `m dx dy` to the next run)."""
    size = int(re.search(r'viewBox="0 0 (\d+) \d+"', svg).group(1))
    path = re.search(r'<path stroke="#000" d="([^"]+)"', svg).group(1)
    rows = [[False] * size for _ in range(size)]
    x = y = 0.0
    for command, first, second in re.findall(r"([Mmh])(-?[\d.]+)(?:[ ,](-?[\d.]+))?", path):
        if command == "M":
            x, y = float(first), float(second)
        elif command == "m":
            x, y = x + float(first), y + float(second)
        else:
            for column in range(int(x), int(x + float(first))):
                rows[int(y)][column] = True
            x += float(first)
    return rows


@pytest.mark.slow
@HAS_ZBAR
def test_the_live_page_shows_the_same_code_once_the_game_is_over(cli, tmp_path):
    from hjerter_cli.cli.serve import game_page

    cli.ok("new", "-g", "g", "Ann", "Bo", "Cy", "Di", "--target", "20")
    live = game_page(cli.game_file("g"), "g", cli.data)
    assert b"BG Stats" not in live.documents().page  # not yet over: no code
    finish(cli)
    os.utime(cli.game_file("g"), (time.time() + 5, time.time() + 5))  # the file's identity changed for sure
    page = live.documents().page.decode()
    link = cli.ok("show", "--format", "bgstats").stdout.strip()
    assert f'<a href="{link}">Add the game to BG Stats</a>' in page
    svg = re.search(r'<figure class="code">(<svg.*?</svg>)', page, re.S).group(1)
    assert decoded(modules_of(svg), tmp_path) == link
    assert "<script" not in page.split('<figure class="code">')[1].split("</figure>")[0]


def test_the_live_page_says_it_in_danish(cli):
    from hjerter_cli.cli.serve import game_page
    from hjerter_cli.i18n import use_language

    cli.ok("new", "-g", "g", "Ann", "Bo", "Cy", "Di", "--target", "20")
    finish(cli)
    use_language("da")
    try:
        page = game_page(cli.game_file("g"), "g", cli.data).documents().page.decode()
    finally:
        use_language("en")
    assert "Føj spillet til BG Stats" in page and "Eller scan koden" in page


# Completion and start-up -------------------------------------------------------------------------


def test_completion_offers_the_format_and_qr():
    from hjerter_cli.cli.completion import script

    for shell in ("bash", "zsh", "fish"):
        made_from = script(shell)
        assert "bgstats" in made_from and "--qr" in made_from, shell
    from hjerter_cli.cli.grammar import grammar

    show = next(command for command in grammar()["commands"] if command["name"] == "show")
    assert "bgstats" in next(option for option in show["options"] if "--format" in option["names"])["values"]
    assert show["places"] == ["game"]  # `show GAME`: the saved games are offered


@pytest.mark.slow
def test_neither_the_link_nor_the_qr_library_costs_the_sheet_anything(tmp_path):
    data = tmp_path / "data"
    made(data, "new", "-g", "g", "Ann", "Bo", "Cy", "Di", "--target", "20")
    made(data, "round", "10q", "2", "1", "0")
    code = """
import sys
from hjerter_cli.console import main
lines = [%s]
for words in lines:
    sys.argv = ["hjerter", *words]
    try:
        main()
    except SystemExit:
        pass
watched = ("segno", "hjerter_cli.cli.bgstats", "hjerter_cli.render.bgstats", "hjerter_cli.render.qr")
sys.stderr.write("loaded: " + repr(sorted(m for m in watched if m in sys.modules)) + "\\n")
"""
    everyday = '["show"], ["show", "--format", "json"], ["round", "4", "q", "9", "0", "--dry-run"], ["list"]'
    result = subprocess.run([sys.executable, "-c", code % everyday], env=env_for(data), capture_output=True, text=True)
    assert "loaded: []" in result.stderr.splitlines(), result.stderr
    link = subprocess.run(
        [sys.executable, "-c", code % '["show", "--format", "bgstats"]'],
        env=env_for(data),
        capture_output=True,
        text=True,
    )
    assert link.stdout.startswith(ADDRESS)
    assert "'segno'" not in link.stderr and "hjerter_cli.render.bgstats" in link.stderr
