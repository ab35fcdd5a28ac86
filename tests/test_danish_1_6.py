"""The Danish a Danish card player writes: every row of DANISH.md's "A reading of 1.5's Danish (for
1.6)" and the four old entries under it, checked where it is said, as tests/test_danish_1_5.py does
for 1.4's. A row whose words are all in the catalogue is looked up there and, where a Danish evening
reaches it, on the screen (run in-process); a help line in the Danish manual page (made from the
help; tests/test_install.py keeps it current); the system's and the modules' reasons in their own
table. Each check names the text that must be there and the text that must not. Row 0 is the English
left on Danish screens: a card's face where a Danish screen names the card, a document's key, the
club's examples."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from hjerter_cli.i18n import use_language
from hjerter_cli.locale.da import everything
from hjerter_cli.locale.da_reasons import ERRNO, MODULES, UNKNOWN_MODULE
from tests.helpers import said_in_danish
from tests.processes import run

MESSAGES = everything()[0]  # every Danish message, the words of one command each too

MANUAL = Path(__file__).parent.parent / "hjerter_cli" / "man" / "da" / "man1" / "hjerter.1"
RUNNING_TOTALS = "{problem}; its rows only grow, as running totals do: --totals reads them so"

# (row, English message, Danish that must be in its entry, Danish that must not). Rows 36 to 39 are
# the four old entries under the table, in their order.
CATALOGUE = [
    (
        1,
        "The club's folder for this command, as `hjerter club DIR` joins it for a data dir.",
        "Klubbens mappe for denne ene kommando, som om datamappen var meldt ind med `hjerter club MAPPE`.",
        "ind i den",
    ),
    (2, "minus", "Træk månen fra", "træk"),
    (2, "choose", "Skyderen vælger selv", "skyderen"),
    (2, "by-value", "Hjerter efter værdi", "hjerter"),
    (
        4,
        "Not following any more since {time}: the sheet is as it was then.",
        "Arket opdateres ikke længere (sidste svar kl. {time}); det viser stillingen, som den var da.",
        "Følger",
    ),
    (5, "One player's page across the games counted", "med den lavere total", "laveste"),
    (
        6,
        "The QR code needs {width} columns; type the address instead.",
        "skriv adressen ind i browseren i stedet.",
        "telefonen",
    ),
    (
        7,
        "{other} stands for {key} already; an alias of an alias (a chain or a loop) is refused.",
        "{key} tæller allerede som {other};",
        "står",
    ),
    (
        8,
        "{name} is {name} already; an alias names two different players.",
        "Et alias skal forbinde to forskellige navne, ikke {name} og {name}.",
        "nævner",
    ),
    (
        9,
        "One history from every table, kept in a folder",
        "Én fælles historik for alle borde, i en mappe, som git, Syncthing, Nextcloud eller Dropbox holder ajour"
        " mellem computerne.",
        "maskinerne",
    ),
    (
        10,
        "In conflict, counted nowhere: {name} ({files}); keep one with `hjerter club keep FILE`.",
        "{name} er i konflikt og tælles ikke med nogen steder ({files}); behold én af filerne med",
        "tælles ingen steder",
    ),
    (11, RUNNING_TOTALS, "; tallene vokser hele vejen, som løbende totaler gør. Er det løbende totaler,", "læser dem"),
    (
        12,
        "{problem}; a target above {target} (--target) reads the rounds after it",
        "{problem}; med en højere målscore (--target over {target}) kommer de sidste runder også med",
        "runderne efter med",
    ),
    (
        13,
        "No game counted has a player called {name}; the closest: {names}.",
        "Ingen af de talte spil har en spiller, der hedder {name}; mente du {names}?",
        "nærmest er",
    ),
    (13, "No game counted has a player called {name}.", "Ingen af de talte spil har", "Intet af"),
    (14, "Left out for the height: {parts}", "Ikke plads i højden til {parts}.", "til:"),
    (
        15,
        "`hjerter club alias --remove` takes one name: the OTHER of an alias.",
        "tager ét navn: det ANDET navn i et alias.",
        "alias'",
    ),
    (16, "Ahead: finished on the lower total", "Yndlingsoffer: den, spilleren oftest sluttede foran.", " dig"),
    (16, "Ahead: finished on the lower total", "Bedste makker: den, spilleren oftest vandt med. Hver med", "du "),
    (
        17,
        "One history from every table, kept in a folder",
        "keep FIL gør den udgave til den gældende, når",
        "til\nspillets",
    ),
    (19, "Count this data dir's games only, not the club's.", "Kun datamappens spil, ikke klubbens.", "Tæl"),
    (20, "A folder to join, or what to do.", "Klubbens mappe (meld dig ind), eller en handling.", "hvad der skal"),
    (
        21,
        "{problem}; --decks 2 reads a sheet of {least} to {most} players (two packs)",
        "{problem}; med --decks 2 (to kortspil) kan et ark have {least} til {most} spillere",
        "læser",
    ),
    (22, "Favourite opponent", "Yndlingsoffer", "modstander"),
    (22, "One player's page across the games counted", "yndlingsofferet den, spilleren oftest", "modstanderen den"),
    (23, "One player's page across the games counted", "(står to lige, afgør flest spil og derefter navnet)", "lige:"),
    (24, "One player's page: rivals, partners, months.", "modstandere, makkere og måned for måned.", "måneder"),
    (25, "Nothing more goes after {word}: {extra}.", "Der må ikke stå mere efter {word}: {extra}.", "skal ikke"),
    (26, "Left the club kept in {folder}; nothing in it was removed.", "Datamappen er meldt ud af klubben i", "Du er"),
    (
        27,
        "This data dir is now in the club kept in {folder}; `hjerter club publish` adds the games saved before.",
        "`hjerter club publish` lægger de spil ind, der er gemt før.",
        "før, ind",
    ),
    (
        28,
        "In conflict: {name}; keep one with `hjerter club keep {name} N` (N as listed) or `hjerter club keep FILE`:",
        "{name} er i konflikt; vælg den udgave, der skal gælde, med `hjerter club keep {name} N`",
        "behold én",
    ),
    (29, "git refused (its words are above); nothing of the club's is lost.", "git fejlede", "sagde nej"),
    (30, "The players, {first} to {last}", "Spillerne fra {first} til {last}", "Spillerne,"),
    (35, "it is not valid TOML ({detail})", "filen er ikke gyldig TOML ({detail})", "den "),
    (35, "it has no format key", "filen har ingen format-nøgle", "den "),
    (35, "it has no {key}", "filen har ingen {key}", "den "),
    (35, "it has an unknown key {key!r}", "filen har en ukendt nøgle {key!r}", "den "),
    (35, "it holds values no game has", "filen har værdier, som intet spil har", "den "),
    (35, "it is format {version}, from a newer hjerter", "filen er format {version}, fra en nyere", "den "),
    (36, "No such command {name!r}.", "Ingen kommando, der hedder {name!r}.", "kommando der"),
    (36, "No such command {name}.", "Ingen kommando, der hedder {name}.", "kommando der"),
    (36, "No such option: {option}", "Intet tilvalg, der hedder {option}", "tilvalg der"),
    (36, "There is no game called {name}; see `hjerter list`.", "Der er intet spil, der hedder {name};", "spil der"),
    (36, "A game called {name} exists already;", "Der findes allerede et spil, der hedder {name};", "spil der"),
    # the same comma rule in the help's relative clauses
    (36, "The game to use (default: the current game).", "Spillet, der skal bruges", "Spillet der"),
    (36, "The round to replace.", "Runden, der skal rettes.", "Runden der"),
    (36, "Score that ends the game (New Moon: 50); default 100.", "Målscoren, der slutter spillet", "scoren der"),
    (36, "Klør ti: 10♣ doubles its taker's round.", "for den, der tager den", "den der"),
    (36, "A round names a card or a seat that does not exist.", "en plads, der ikke findes", "plads der"),
    (38, "Left out {name}: {problem}", "{name} er udeladt: {problem}", "Udeladt"),
    # Row 0, the English on Danish screens: the document's keys by their Danish names.
    (
        0,
        "its totals are not what the rules give from its rounds; the document was edited",
        "totalerne passer ikke med runderne efter spillets regler; nogen har rettet i dokumentet",
        "totals",
    ),
    (0, "its pairs are not what the rules give from its rounds;", "makkerparrenes totaler passer ikke", "pairs"),
    (0, "its winners are not what the rules give from its rounds;", "vinderne passer ikke", "winners"),
    (0, "its finished are not what the rules give from its rounds;", "om spillet er slut, passer ikke", "finished"),
    (0, "~/club", "~/klub", "club"),
]


def _entry(english: str) -> str:
    """The Danish of the one message that starts with `english` (a long help is named by its start)."""
    (danish,) = [danish for message, danish in MESSAGES.items() if message.startswith(english)]
    return danish


def test_the_rows_have_their_numbers():
    """Every row of the reading, 1 to 35, and the four old entries (36 to 39) are checked by at
    least one table here."""
    rows = {row for row, *_rest in CATALOGUE + REASONS + SCREENS + IN_THE_MANUAL + CLUB_HELP}
    assert rows == set(range(0, 40)), sorted(set(range(0, 40)) - rows)


@pytest.mark.parametrize("row,english,wanted,unwanted", CATALOGUE, ids=[f"row{c[0]}-{c[1][:30]}" for c in CATALOGUE])
def test_the_catalogue_says_it_as_a_danish_player_writes(row, english, wanted, unwanted):
    danish = _entry(english).replace("\n", " ")  # a help's lines are filled again as it is shown
    assert wanted in danish and unwanted not in danish, (row, danish)


# (row, where in locale/da_reasons.py, Danish that must be said, Danish that must not)
REASONS = [
    (31, ("csv", "unexpected end of data"), "der mangler et afsluttende anførselstegn", "lukkes ikke"),
    (
        31,
        ("json", "Unterminated string starting at"),
        "teksten, der begynder ved tegn 7, mangler sit afsluttende anførselstegn",
        "lukkes ikke",
    ),
    (32, ("anywhere", None), "JSON-læseren kan ikke læse filen", "læse den"),
    (32, ("toml", None), "TOML-læseren kan ikke læse filen", "læse den"),
    (33, ("errno", "ENOTDIR"), "det eller en del af stien er ikke en mappe", "(en del"),
    (34, ("errno", "EPIPE"), "modtageren har lukket forbindelsen", "læste"),
]


@pytest.mark.parametrize("row,where,wanted,unwanted", REASONS, ids=[f"row{r[0]}-{r[1][0]}" for r in REASONS])
def test_the_reasons_are_said_as_a_danish_player_writes(row, where, wanted, unwanted):
    kind, key = where
    if kind == "errno":
        danish = ERRNO[key]
    elif key is None:
        danish = UNKNOWN_MODULE[kind]
    else:
        (danish,) = [said.format(column=7) for pattern, said in MODULES if pattern.startswith(key)]
    assert danish.startswith(wanted) and unwanted not in danish, (row, danish)


def _files(folder: Path) -> dict[str, Path]:
    """The sheets the evening imports, each refused for one row's reason, and a damaged game file."""
    files = {
        "eight.csv": "Runde;A;B;C;D;E;F;G;H\n1;4;13;9;0;0;0;0;0\n",
        "running.csv": "Runde;Ann;Bo;Cy;Di\n1;4;13;9;0\n2;4;39;35;26\nI alt;4;39;35;26\n",
        "after.csv": "Runde;Ann;Bo;Cy\n" + "".join(f"{n};13;{13 * (n % 2)};{13 * (1 - n % 2)}\n" for n in range(1, 11)),
        "quote.csv": 'Runde;Ann;Bo;Cy\n1;"4;9;0\n',
    }
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return {name: folder / name for name in files}


def _club_evening(data: Path, club: Path) -> dict[str, str]:
    """A Danish evening in a club: joined, refused, aliases, a game in conflict, then leaving."""
    said = said_in_danish(
        data,
        [
            ("join", ["club", str(club)]),
            ("remove", ["club", "remove"]),
            ("keep", ["club", "keep"]),
            ("itself", ["club", "alias", "Ann", "Ann"]),
            ("chain", ["club", "alias", "Ann", "Anne"]),
            ("chain", ["club", "alias", "Annie", "Ann"]),
            ("extra", ["club", "sync", "extra"]),
            ("unalias", ["club", "alias", "--remove"]),
            ("game", ["new", "-g", "x", "Ann", "Bo", "Cy", "Di"]),
            ("game", ["round", "4", "d", "9", "0"]),
        ],
    )
    (own,) = sorted((club / "games").glob("*.toml"))
    copy = own.with_name(own.stem + ".sync-conflict-20261203-201500-ABCDEFG.toml")
    copy.write_bytes(own.read_bytes().replace(b'"Ann=4 Bo=q Cy=9 Di=0"', b'"Ann=9 Bo=q Cy=4 Di=0"'))
    assert copy.read_bytes() != own.read_bytes()
    steps = [("counted", ["stats"]), ("conflict", ["club"]), ("kept", ["club", "keep", str(copy)])]
    return said | said_in_danish(data, [*steps, ("leave", ["club", "--leave"])])


def _evening(data: Path, folder: Path) -> dict[str, str]:
    """A Danish evening in-process: what each screen said, by moment."""
    files = _files(folder)
    document = folder / "totals.json"
    said = said_in_danish(
        data,
        [
            ("commands", ["--help"]),
            ("heading", ["new", "-g", "valg", "--moon", "choose", "--scoring", "by-value", "Ann", "Bo", "Cy"]),
            ("heading", ["new", "-g", "fem", "--moon", "minus", "Ann", "Bo", "Cy", "Di", "Eva"]),
            ("heading", ["show", "-g", "valg"]),
            ("heading", ["show", "-g", "fem"]),
            ("notes", ["new", "-g", "bonus", "--omnibus", "--ten-of-clubs", "Ann", "Bo", "Cy", "Di"]),
            ("notes", ["round", "4", "d", "9", "0", "--bonus", "Cy", "--ten", "Bo"]),
            ("notes", ["show", "-g", "bonus"]),
            ("entry", ["round", "=3", "Ann=4", "Bo=13d", "Cy=9"]),
            ("choice", ["show", "--format", "xml"]),
            ("nogame", ["show", "-g", "nixspil"]),
            ("option", ["show", "--fomat", "csv"]),
            ("json", ["show", "-g", "bonus", "--format", "json"]),
            ("zed", ["new", "-g", "zed", "Zeda", "Zedi", "Zedo"]),
            ("zed", ["round", "4", "d", "9"]),
            ("zed", ["player", "Zed"]),
            ("page", ["player", "Ann"]),
            ("eight", ["import", str(files["eight.csv"])]),
            ("running", ["import", str(files["running.csv"])]),
            ("after", ["import", str(files["after.csv"])]),
            ("quote", ["import", str(files["quote.csv"])]),
        ],
    )
    edited = json.loads(said["json"])
    edited["totals"]["Ann"] += 1
    document.write_text(json.dumps(edited), encoding="utf-8")
    (data / "games" / "binær.toml").write_text('format = 1\nplayers = ["Ann", "Bo" "Cy"]\n', encoding="utf-8")
    return said | said_in_danish(
        data,
        [
            ("totals", ["import", "-g", "j1", str(document)]),
            ("damaged", ["show", "-g", "binær"]),
            ("counted", ["stats"]),
        ],
    )


@pytest.fixture(scope="module")
def evening(tmp_path_factory) -> dict[str, str]:
    said = _evening(tmp_path_factory.mktemp("evening") / "data", tmp_path_factory.mktemp("sheets"))
    place = tmp_path_factory.mktemp("club")
    club = _club_evening(place / "data", place / "club")
    return {key: value for key, value in said.items()} | {f"club-{key}": value for key, value in club.items()}


# (row, the moment, Danish that must be on its screen, Danish that must not)
SCREENS = [
    (2, "heading", "valg: målscore: 100, måne: Skyderen vælger selv, point: Hjerter efter værdi", "måne: skyderen"),
    (2, "heading", "fem: målscore: 100, måne: Træk månen fra, point: standard", "måne: træk"),
    (3, "club-remove", "`hjerter club remove` tager ét SPIL.", "én SPIL"),
    (3, "club-keep", "`hjerter club keep` tager én FIL.", "ét FIL"),
    (5, "page", "Foran: sluttede med den lavere total", "laveste"),
    (7, "club-chain", "Anne tæller allerede som Ann; et alias af et alias", "står allerede"),
    (8, "club-itself", "Et alias skal forbinde to forskellige navne, ikke Ann og Ann.", "allerede Ann"),
    (10, "club-counted", "er i konflikt og tælles ikke med nogen steder (", "tælles ingen steder"),
    (10, "club-counted", "behold én af filerne med `hjerter club keep FIL`.", "FILE"),
    (11, "running", "Er det løbende totaler, så brug --totals.", "læser dem sådan"),
    (12, "after", "med en højere målscore (--target over 100) kommer de sidste runder også med.", "runderne efter"),
    (13, "zed", "Ingen af de talte spil har en spiller, der hedder Zed; mente du ", "nærmest er"),
    (15, "club-unalias", "`hjerter club alias --remove` tager ét navn: det ANDET navn i et alias.", "alias'"),
    (16, "page", "Nemesis: den modstander, der oftest sluttede foran spilleren. Yndlingsoffer: den,", "foran dig"),
    (21, "eight", "ikke 8; med --decks 2 (to kortspil) kan et ark have 5 til 12 spillere.", "læser et ark"),
    (22, "page", "Yndlingsoffer ", "Yndlingsmodstander"),
    (24, "commands", "Én spillers side: modstandere, makkere og måned for måned.", "makkere, måneder"),
    (25, "club-extra", "Der må ikke stå mere efter sync: extra.", "skal ikke"),
    (26, "club-leave", "Datamappen er meldt ud af klubben i ", "Du er meldt"),
    (27, "club-join", "`hjerter club publish` lægger de spil ind, der er gemt før.", "før, ind"),
    (28, "club-conflict", "er i konflikt; vælg den udgave, der skal gælde, med `hjerter club keep ", "behold én"),
    (31, "quote", "filen er ikke et ark (der mangler et afsluttende anførselstegn).", "lukkes ikke"),
    (35, "damaged", "kan ikke bruges: filen er ikke gyldig TOML (fejl i linje 2, tegn", ": den er"),
    (36, "nogame", "Der er intet spil, der hedder nixspil", "spil der"),
    (36, "option", "Intet tilvalg, der hedder --fomat", "tilvalg der"),
    (37, "choice", "json, chart, svg, html eller bgstats (se", "html, bgstats"),
    (38, "counted", "binær er udeladt: Spilfilen ", "Udeladt"),
    (39, "entry", "Der står intet navn før = i =3; skriv NAVN=POST for en af Ann, Bo, Cy eller Di.", "Cy, Di"),
    # Row 0, the English on Danish screens: the cards named in the notes and the heading; the
    # document's keys; the club's examples.
    (0, "notes", "spar dame: Bo, ruder knægt: Cy; klør ti fordobler Bos point", "Q♠"),
    (0, "notes", "bonus: målscore: 100, måne: plus, point: standard, bonuskort (ruder knægt), klør ti", "J♦"),
    (0, "notes", "ruder knægt", "10♣"),
    (
        0,
        "totals",
        "totals.json: totalerne passer ikke med runderne efter spillets regler; nogen har rettet",
        "totals passer",
    ),
]


@pytest.mark.parametrize("row,moment,wanted,unwanted", SCREENS, ids=[f"row{s[0]}-{s[1]}" for s in SCREENS])
def test_the_screens_say_it_as_a_danish_player_writes(evening, row, moment, wanted, unwanted):
    text = evening[moment]
    filled = re.sub(r"\s+", " ", text)  # a help's lines as wrapped for the terminal, filled again
    assert (wanted in text or wanted in filled) and unwanted not in filled, (row, text)


def test_the_closest_names_are_choices_that_end_with_eller(evening):
    """Row 13: the names `player` offers are a list of choices, and one ends with "eller"."""
    said = evening["zed"]
    assert re.search(r"mente du Zed\w, Zed\w eller Zed\w\?", said), said


def _danish(call):
    use_language("da")
    try:
        return call()
    finally:
        use_language("en")


def test_what_is_left_out_for_the_height_is_a_list_that_ends_with_og():
    """Row 14: `show` in a short terminal names what it left out in one sentence, its list ending
    with "og", as Danish ends a list."""
    from hjerter_cli.render.formats import render
    from tests.test_screens_at_the_table import PAIRS, TEN, TEN_ROUNDS, played

    scored = played(TEN, TEN_ROUNDS[:6], pairs=PAIRS, target=400)
    lines = _danish(lambda: render(scored, "g", "table", True, False, 80, rows=12)).splitlines()
    said = next(line for line in lines if line.startswith(("Ikke plads", "Udeladt:")))  # one line, which fits
    assert re.fullmatch(r"(Ikke plads i højden til noterne|Udeladt: noter), [^:]+ og [^,]+\.?", said), said


def _manual() -> str:
    """The Danish manual page as a reader sees its text: roff's escapes undone, its lines filled."""
    text = MANUAL.read_text(encoding="utf-8").replace("\\-", "-").replace("\\e", "\\")
    return re.sub(r"\n(?![.'])", " ", text)


# (row, Danish the manual must say, Danish it must not)
IN_THE_MANUAL = [
    (1, "Klubbens mappe for denne ene kommando, som om datamappen var meldt ind", "ind i den."),
    (9, "i en mappe, som git, Syncthing, Nextcloud eller Dropbox holder ajour mellem computerne.", "bærer"),
    (17, "keep FIL gør den udgave til den gældende, når et spil er i konflikt", "til spillets"),
    (18, "hjerter club ~/klub", "hjerter club ~/club"),
    (18, "hjerter club keep FIL", "keep FILE"),
    (19, "Kun datamappens spil, ikke klubbens.", "Tæl kun"),
    (23, "(står to lige, afgør flest spil og derefter navnet)", "(lige:"),
]


@pytest.mark.parametrize("row,wanted,unwanted", IN_THE_MANUAL, ids=[f"row{m[0]}-{m[1][:20]}" for m in IN_THE_MANUAL])
def test_the_manual_says_it_as_a_danish_player_writes(row, wanted, unwanted):
    text = _manual()
    assert wanted in text and unwanted not in text, row


# (row, Danish that `club --help` must say, Danish it must not): in a real process, whose help and
# examples are made in the language it speaks
CLUB_HELP = [
    (17, "keep FIL gør den udgave til den gældende, når et spil er i konflikt", "til spillets"),
    (18, "\n    hjerter club ~/klub\n", "~/club"),
    (18, "\n    hjerter club keep FIL\n", "FILE"),
    (20, "Klubbens mappe (meld dig ind), eller en handling.", "hvad der skal"),
    (0, "\n    hjerter club alias Anne Ann\n", "Examples"),
]


@pytest.mark.slow
def test_the_club_help_says_it_as_a_danish_player_writes(tmp_path):
    """Rows 17, 18 and 20, and row 0's examples: `club --help` in Danish; the English as it was."""
    said = run(tmp_path, "club", "--help", HJERTER_LANG="da", COLUMNS="80")
    filled = re.sub(r"[ \n]+", " ", said.stdout)
    for row, wanted, unwanted in CLUB_HELP:
        assert (wanted in said.stdout or wanted in filled) and unwanted not in said.stdout, (row, said.stdout)
    english = run(tmp_path, "club", "--help", COLUMNS="80").stdout
    assert "\n    hjerter club ~/club\n" in english and "\n    hjerter club keep FILE\n" in english, english


@pytest.mark.slow
def test_a_misspelt_command_is_refused_with_the_comma_before_der(tmp_path):
    """Row 36, in a real process (the framework's sentence): the comma before "der"; English as before."""
    danish = run(tmp_path, "ratin", HJERTER_LANG="da")
    assert danish.returncode == 2
    assert "Ingen kommando, der hedder 'ratin'. Mente du 'rating'?" in danish.stderr, danish.stderr
    assert "No such command 'ratin'. Did you mean 'rating'?" in run(tmp_path, "ratin").stderr


def test_the_english_screens_keep_their_words(tmp_path):
    """Beside the Danish: the English notes, heading and refusals keep the card's face and their lists."""
    from typer.testing import CliRunner

    from tests.processes import app_once

    said: dict[str, str] = {}
    steps = [
        ("notes", ["new", "-g", "bonus", "--omnibus", "--ten-of-clubs", "Ann", "Bo", "Cy", "Di"]),
        ("notes", ["round", "4", "q", "9", "0", "--bonus", "Cy", "--ten", "Bo"]),
        ("notes", ["show", "-g", "bonus"]),
        ("entry", ["round", "=3", "Ann=4", "Bo=13q", "Cy=9"]),
        ("choice", ["show", "--format", "xml"]),
    ]
    for moment, words in steps:
        result = CliRunner().invoke(
            app_once(words), words, env={"HJERTER_DATA_DIR": str(tmp_path)}, prog_name="hjerter"
        )
        said[moment] = said.get(moment, "") + result.output
    assert "Q♠ Bo, J♦ Cy; 10♣ doubles Bo" in said["notes"] and "omnibus (J♦), klør ti" in said["notes"]
    assert "write NAME=ENTRY for one of Ann, Bo, Cy, Di." in said["entry"], said["entry"]
    assert "'xml' is not one of table, " in said["choice"] and ", html, bgstats (see" in said["choice"], said["choice"]
