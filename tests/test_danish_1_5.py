"""The Danish a Danish card player writes: every row of DANISH.md's "A reading of 1.4's Danish (for
1.5)", checked where it is said, as tests/test_danish_reading.py does for 1.3's. A row whose words
are all in the catalogue is looked up there and, where a Danish evening reaches it, on the screen
(run in-process); a help line in the Danish manual page (made from the help; tests/test_install.py
keeps it current). Each check names the text that must be there and the text that must not. The
English left on Danish screens (the framework's suggestion, the system's and the csv and json
modules' reasons) is checked in real processes, beside the English, which stays as it was."""

from __future__ import annotations

import errno
import json
import os
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hjerter_cli.i18n import use_language
from hjerter_cli.locale.da import everything
from hjerter_cli.locale.reasons import module_said, reason
from tests.helpers import said_in_danish
from tests.processes import made, run

MESSAGES, PLURALS = everything()  # every Danish message, the words of one command each too

MANUAL = Path(__file__).parent.parent / "hjerter_cli" / "man" / "da" / "man1" / "hjerter.1"
THREE = ("Ann", "Bo", "Cy")

# (row, English message, Danish that must be in its entry, Danish that must not)
CATALOGUE = [
    (
        1,
        "Two files would both be the game {name}; import them one at a time with --game.",
        "To filer ville begge blive til spillet {name}; hent dem ind én ad gangen med hver sit --game.",
        "blive spillet",
    ),
    (3, "its totals are not what the rules give from its rounds; the document was edited", "passer ikke", "dens"),
    (
        4,
        "round {number}'s scores or totals are not what the rules give from its tallies; the document was edited",
        "passer ikke med hjerterne og kortene; nogen har rettet i dokumentet",
        "giver ud",
    ),
    (
        5,
        "its pair columns name other pairs than --pair or --pairs give",
        "kolonnerne for makkerpar nævner andre par end dem, --pair eller --pairs angiver",
        "dens",
    ),
    (
        6,
        "{option} sets the table of a CSV sheet; a JSON document keeps its own settings.",
        "{option} gælder kun for et CSV-ark;",
        "sætter bordet",
    ),
    (
        7,
        "--game names one game; import one file with it, or leave it out.",
        "--game giver kun ét spil navn; brug det, når du henter én fil ind, ellers udelad det.",
        "navngiver",
    ),
    (8, "it cannot be read ({reason})", "filen kan ikke læses ({reason})", "den "),
    (8, "it has more than {most} rounds", "filen har over {most} runder", "den "),
    (8, "it holds no sheet: no header row of players", "filen indeholder intet ark", "i den"),
    (
        8,
        "it is larger than 8 MiB, far more than any sheet",
        "filen fylder over 8 MiB, langt mere end noget ark",
        "den ",
    ),
    (8, "it is not UTF-8 text", "filen er ikke UTF-8-tekst", "den "),
    (8, "it is not a game as `hjerter show --format json` writes it (schema 1)", "filen er ikke et spil", "den "),
    (8, "it is not a regular file", "det er ikke en almindelig fil", "den "),
    (8, "it is not a sheet ({detail})", "filen er ikke et ark ({detail})", "den "),
    (8, "it is not valid JSON ({detail})", "filen er ikke gyldig JSON ({detail})", "den "),
    (8, "it should be a table", "runden skal være en tabel", " den skal"),
    (
        13,
        "`hjerter import` saves into the data dir; it takes no --file.",
        "`hjerter import` gemmer altid i datamappen; --file kan ikke bruges her.",
        "den tager",
    ),
    (14, "the totals row must be the last row", "i alt-rækken skal være den sidste række", "rækken med i alt"),
    (
        14,
        "the totals row says {player} has {said}, but the rounds add up to {total}",
        "i alt-rækken siger, at {player} har {said}, men runderne giver {total} tilsammen",
        "rækken med i alt",
    ),
    (15, "a player's name is empty in the header row", "et spillernavn mangler i overskriftsrækken", "tomt"),
    (
        15,
        "JSON that `hjerter show --format json` wrote, or a CSV sheet: a header of players, a row a round.",
        "en overskriftsrække med spillernes navne",
        "en overskrift med",
    ),
    (15, "it holds no sheet: no header row of players", "ingen overskriftsrække med spillerne", "overskrift med"),
    (
        16,
        "The port to serve on (default 0: any free port).",
        "Porten, siden deles på (ellers 0: en vilkårlig ledig port).",
        "enhver",
    ),
    (17, "Serve this machine alone (127.0.0.1), not the network.", "Del kun med denne computer", "maskine"),
    (17, "Only this machine can open the page. Ctrl-C stops serving.", "Kun denne computer kan åbne siden.", "maskine"),
    (
        17,
        "This machine is on no network that could be found, so only it can open the page. Ctrl-C stops serving.",
        "så kun denne computer kan åbne siden",
        "maskine",
    ),
    (
        18,
        "The QR code needs {width} columns; type the address instead.",
        "QR-koden kræver {width} tegns bredde; skriv adressen ind i browseren i stedet.",  # 1.5's reading, row 6
        "kolonner",
    ),
    (19, "Left out for the width: {totals}", "Ikke plads i tabellen: {totals}", "plads til:"),
    (
        20,
        "{entry} has no name before its =; write NAME=ENTRY for one of {players}.",
        "Der står intet navn før = i {entry};",
        "sit =",
    ),
    (
        23,
        "Name the players, 3 to 7 (5 to 12 with two packs) in seat order (e.g. hjerter new Ann Bo Cy Di).",
        "i den rækkefølge, de sidder",
        "rækkefølge de",
    ),
    (24, "The shell to complete in.", "Den shell, scriptet er til.", "fuldføres i"),
    (26, "again", "revanche", "igen"),
    (26, "tonight.json", "aften.json", "iaften"),
    # Beside the rows: a value not given is "angivet" (da_screens.py:85), as in row 10 of 1.3.
    (0, "The folder of saved games, when --data-dir is not given.", "ikke er angivet", "er givet"),
]

# (row, the plural message's English singular, Danish that must be in both forms, Danish that must not)
PLURAL = [
    (
        21,
        "Rated over {games} finished game (OpenSkill, Plackett-Luce): rating = μ − 3σ; Change is the last game's.",
        "Ændring: hvor meget det seneste spil flyttede ratingen.",
        "Ændring er fra",
    ),
    (22, "Imported {name}: {count} round, {players}.", "{name} er hentet ind: {count} runde med {players}.", "e, {p"),
    # Beside the rows (the issue's own reading): two players, so the lower total; totals of every player.
    (
        0,
        "Head to head over {games} finished game: ahead is ending on the lower total.",
        "den lavere total",
        "laveste",
    ),
    (0, "{name}: running totals over {count} round (target {target})", "{name}: totalerne gennem", "totalen"),
]


def test_the_rows_have_their_numbers():
    """Every row of the reading, 1 to 26, is checked by at least one table here (rows 9 to 11, the
    English on Danish screens, by the tests that run a process)."""
    rows = {row for row, *_rest in CATALOGUE + PLURAL + SCREENS + IN_THE_MANUAL} | {9, 10, 11}
    assert rows == set(range(0, 27)), sorted(set(range(0, 27)) - rows)


@pytest.mark.parametrize("row,english,wanted,unwanted", CATALOGUE, ids=[f"row{c[0]}-{c[1][:30]}" for c in CATALOGUE])
def test_the_catalogue_says_it_as_a_danish_player_writes(row, english, wanted, unwanted):
    danish = MESSAGES[english]
    assert wanted in danish and unwanted not in danish, (row, danish)


@pytest.mark.parametrize("row,singular,wanted,unwanted", PLURAL, ids=[f"row{p[0]}-{p[1][:30]}" for p in PLURAL])
def test_the_plural_forms_say_it_as_a_danish_player_writes(row, singular, wanted, unwanted):
    (forms,) = [danish for english, danish in PLURALS.items() if english[0] == singular]
    for danish in forms:
        assert wanted in danish.replace(" runder", " runde") and unwanted not in danish, (row, danish)


def _sheets(folder: Path, document: dict) -> None:
    """The files the evening imports, each refused for one row's reason (or brought in)."""
    (folder / "a").mkdir()
    (folder / "b").mkdir()
    for side in ("a", "b"):
        (folder / side / "god.csv").write_text("Runde;Ann;Bo;Cy;Di\n1;4;13;9;0\n")
    (folder / "klub.csv").write_text("Runde;Ann;Bo;Cy;Di\n1;4;13;9;0\n2;26;0;26;26\n")
    (folder / "par.csv").write_text("Runde;Ann;Bo;Cy;Di;Ann+Bo;Cy+Di\n1;4;13;9;0;17;9\n")
    (folder / "tom.csv").write_text("Runde;Ann;;Cy;Di\n1;4;13;9;0\n")
    (folder / "midt.csv").write_text("Runde;Ann;Bo;Cy;Di\n1;4;13;9;0\nI alt;4;13;9;0\n2;0;26;26;26\n")
    (folder / "bin.csv").write_bytes(b"Runde;Ann;Bo;Cy\n1;4;\xff;9\n")
    (folder / "arkiv").mkdir()
    (folder / "skema.json").write_text("{}")
    edited = json.loads(json.dumps(document))
    edited["totals"]["Ann"] += 1
    (folder / "totals.json").write_text(json.dumps(edited))
    edited = json.loads(json.dumps(document))
    edited["rounds"][0]["scores"]["Ann"] += 1
    (folder / "runde.json").write_text(json.dumps(edited))
    edited = json.loads(json.dumps(document))
    edited["rounds"][0] = [1]
    (folder / "tabel.json").write_text(json.dumps(edited))
    (folder / "hel.json").write_text(json.dumps(document))


def _evening(data: Path, folder: Path) -> dict[str, str]:
    """A Danish evening in-process, then an evening of imports: what each screen said, by moment."""
    said = said_in_danish(
        data,
        [
            ("head", ["new", "-g", "fredag", "--target", "20", "Ann", "Bo", "Cy", "Di"]),
            ("entry", ["round", "=3", "Ann=4", "Bo=13q", "Cy=9"]),
            ("head", ["round", "0", "13q", "0", "0"]),
            ("json", ["show", "-g", "fredag", "--format", "json"]),
            ("head", ["stats", "--head-to-head"]),
            ("rating", ["rating"]),
            ("heading", ["new", "-g", "valg", "--moon", "choose", "--scoring", "by-value", "Ann", "Bo", "Cy"]),
            ("heading", ["new", "-g", "tre", "--passing", "left-right-hold", "--one-below", "--exact-reset", *THREE]),
            ("heading", ["show", "-g", "valg"]),
            ("heading", ["show", "-g", "tre"]),
            ("chart", ["show", "-g", "fredag", "--format", "chart"]),
            ("players", ["new", "-g", "ingen"]),
            ("pairs", ["new", "-g", "par", "--pairs", "--target", "20", "Carl", "Bo", "Hans", "Di"]),
            ("pairs", ["round", "13q", "0", "0", "0"]),
            ("pairs", ["show", "-g", "par", "--format", "text"]),
            ("list", ["list"]),
        ],
    )
    document = json.loads(said["json"])
    _sheets(folder, document)
    sheets = [
        ("twice", ["import", str(folder / "a" / "god.csv"), str(folder / "b" / "god.csv")]),
        ("totals-json", ["import", "-g", "j1", str(folder / "totals.json")]),
        ("round-json", ["import", "-g", "j2", str(folder / "runde.json")]),
        ("pairs-csv", ["import", "--pairs", str(folder / "par.csv")]),
        ("target-json", ["import", "-g", "j3", "--target", "50", str(folder / "hel.json")]),
        ("game-two", ["import", "-g", "x", str(folder / "klub.csv"), str(folder / "par.csv")]),
        ("missing", ["import", str(folder / "nix.csv")]),
        ("folder", ["import", str(folder / "arkiv")]),
        ("bin", ["import", str(folder / "bin.csv")]),
        ("schema", ["import", str(folder / "skema.json")]),
        ("table", ["import", "-g", "j4", str(folder / "tabel.json")]),
        ("file", ["--file", str(folder / "x.toml"), "import", str(folder / "klub.csv")]),
        ("middle", ["import", str(folder / "midt.csv")]),
        ("empty", ["import", str(folder / "tom.csv")]),
        ("imported", ["import", str(folder / "klub.csv")]),
    ]
    return said | said_in_danish(data, sheets)


@pytest.fixture(scope="module")
def evening(tmp_path_factory) -> dict[str, str]:
    return _evening(tmp_path_factory.mktemp("evening") / "data", tmp_path_factory.mktemp("sheets"))


# (row, the moment, Danish that must be on its screen, Danish that must not)
SCREENS = [
    (
        1,
        "twice",
        "To filer ville begge blive til spillet god; hent dem ind én ad gangen med hver sit --game.",
        "blive spillet",
    ),
    (3, "totals-json", "totals.json: totalerne passer ikke med runderne efter spillets regler; nogen har", "dens"),
    (4, "round-json", "pointene eller totalerne i runde 1 passer ikke med hjerterne og kortene; nogen har", "giver ud"),
    (
        5,
        "pairs-csv",
        "par.csv, linje 1: kolonnerne for makkerpar nævner andre par end dem, --pair eller --pairs",
        "dens",
    ),
    (6, "target-json", "--target gælder kun for et CSV-ark; et JSON-dokument har sine egne regler.", "sætter bordet"),
    (
        7,
        "game-two",
        "--game giver kun ét spil navn; brug det, når du henter én fil ind, ellers udelad det.",
        "navngiver",
    ),
    (8, "missing", "nix.csv: filen kan ikke læses (filen findes ikke).", "No such file"),
    (8, "folder", "arkiv: det er ikke en almindelig fil.", "den er"),
    (8, "bin", "bin.csv, linje 2: filen er ikke UTF-8-tekst.", "den er"),
    (8, "schema", "skema.json: filen er ikke et spil, som `hjerter show --format json` skriver det", "den er"),
    (8, "table", "runden skal være en tabel.", ": den skal"),
    (12, "heading", "kort videre: venstre/højre/ingen, én under, præcis nulstilling", "venstre, højre, ingen"),
    (13, "file", "`hjerter import` gemmer altid i datamappen; --file kan ikke bruges her.", "den tager"),
    (14, "middle", "midt.csv, linje 3: i alt-rækken skal være den sidste række.", "rækken med i alt"),
    (15, "empty", "tom.csv, linje 1: et spillernavn mangler i overskriftsrækken.", "er tomt"),
    (20, "entry", "Der står intet navn før = i =3; skriv NAVN=POST for en af", "sit ="),
    (21, "rating", "Ændring: hvor meget det seneste spil flyttede ratingen.\n", "Ændring er fra"),
    (22, "imported", "klub er hentet ind: 2 runder med Ann, Bo, Cy og Di.\n", "runder, Ann"),
    (23, "players", "i den rækkefølge, de sidder", "rækkefølge de"),
    # The issue's own reading, beside the rows: two players end on the lower total; the heading's
    # variant names as the seeds write them (the reading of 1.5, row 2); the chart's totals are every
    # player's; a pair that wins is named in a sentence as list names it.
    (0, "head", "foran betyder, at man sluttede med den lavere total.", "med den laveste total."),
    (0, "heading", "måne: Skyderen vælger selv", "måne: skyderen"),
    (0, "heading", "point: Hjerter efter værdi", "point: hjerter"),
    (0, "chart", "fredag: totalerne gennem 1 runde (målscore 20)", "totalen"),
    (0, "pairs", "Spillet er slut efter runde 1: Carl og Hans vandt med 0.", "Carl+Hans vandt"),
    (0, "list", "slut, Carl og Hans vandt", "Carl+Hans vandt"),
]


@pytest.mark.parametrize("row,moment,wanted,unwanted", SCREENS, ids=[f"row{s[0]}-{s[1]}" for s in SCREENS])
def test_the_screens_say_it_as_a_danish_player_writes(evening, row, moment, wanted, unwanted):
    text = evening[moment]
    assert wanted in text and unwanted not in text, (row, text)


def test_a_sheet_too_wide_says_what_is_left_out_of_the_table():
    """Row 19, on the screen: seven players at 40 columns, the last columns' totals under the table."""
    from hjerter_cli.render.table import render_text
    from tests.test_screens_at_the_table import played

    players = ("Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry")
    rounds = ["2 2 2 2 2 2 1q", "0 0 13q 0 0 0 0", "1 1 1 1 1 1 7q"] * 5
    shown = _danish(lambda: render_text(played(players, rounds), "g", 40))
    assert "Ikke plads i tabellen: " in shown and "Ikke plads til" not in shown, shown


def _manual() -> str:
    """The Danish manual page as a reader sees its text: roff's escapes undone, its lines filled."""
    text = MANUAL.read_text(encoding="utf-8").replace("\\-", "-").replace("\\e", "\\")
    return re.sub(r"\n(?![.'])", " ", text)


# (row, Danish the manual must say, Danish it must not)
IN_THE_MANUAL = [
    (2, "bordets regler angives med de samme tilvalg som ved `new`.", "reglerne for bordet gives"),
    (15, "eller et regneark (en overskriftsrække `runde;Ann;Bo;Cy`", "(en overskrift `"),
    (15, "et CSV-ark: en overskriftsrække med spillernes navne", "en overskrift med spillerne"),
    (16, "(ellers 0: en vilkårlig ledig port)", "enhver ledig"),
    (17, "Del kun med denne computer (127.0.0.1)", "denne maskine"),
    (24, "Den shell, scriptet er til.", "fuldføres i"),
    (25, "I et spil med makkerpar sammenlignes", "makkerparspil"),
    (26, "hjerter import -g revanche aften.json", "iaften"),
    (0, "når --data-dir ikke er angivet", "ikke er givet"),
    (0, "sluttede med den lavere total (Foran, Bagud)", "den laveste total (Foran"),
]


@pytest.mark.parametrize("row,wanted,unwanted", IN_THE_MANUAL, ids=[f"row{m[0]}-{m[1][:20]}" for m in IN_THE_MANUAL])
def test_the_manual_says_it_as_a_danish_player_writes(row, wanted, unwanted):
    text = _manual()
    assert wanted in text and unwanted not in text, row


# The English left on Danish screens (rows 9 to 11) ------------------------------------------------


@pytest.mark.slow
def test_a_misspelt_command_is_suggested_in_danish_and_in_english_as_before(tmp_path):
    """Row 10: typer's "Did you mean" after Danish words; the English keeps typer's sentence."""
    danish = run(tmp_path, "ratin", HJERTER_LANG="da")
    english = run(tmp_path, "ratin")
    assert danish.returncode == english.returncode == 2
    assert "Ingen kommando, der hedder 'ratin'. Mente du 'rating'?" in danish.stderr, danish.stderr
    assert "Did you mean" not in danish.stderr
    assert "No such command 'ratin'. Did you mean 'rating'?" in english.stderr, english.stderr


def test_two_commands_suggested_are_choices_that_end_with_eller():
    """typer suggests up to three commands: in Danish the last is joined with "eller"."""
    from hjerter_cli.cli.framework import parser_message
    from hjerter_cli.i18n import _

    said = _danish(lambda: parser_message("No such command 'rdo'. Did you mean 'redo', 'undo', 'use'?", _))
    assert said == "No such command 'rdo'. Mente du 'redo', 'undo' eller 'use'?", said


def test_the_choices_of_a_misspelt_option_end_with_eller(tmp_path):
    """Row 11: a Danish list of choices ends with "eller"; one choice stands alone."""
    said = said_in_danish(tmp_path, [("two", ["show", "--a"]), ("one", ["show", "--formt", "csv"])])
    assert "(mente du --game eller --watch?)" in said["two"], said["two"]
    assert "(mente du --format?)" in said["one"], said["one"]


def test_a_value_given_to_a_flag_is_refused_in_danish(tmp_path):
    """click's sentence for `--omnibus=yes`, which 1.4 left in English on a Danish screen."""
    said = said_in_danish(tmp_path, [("flag", ["new", "--omnibus=yes", "Ann", "Bo", "Cy"])])["flag"]
    assert "Tilvalget '--omnibus' tager ingen værdi (se 'hjerter new -h')." in said, said
    assert "does not take" not in said


def _sheets_that_cannot_be_read(folder: Path) -> dict[str, Path]:
    files = {
        "quote": ('Runde;Ann;Bo;Cy\n1;"4;9;0\n', "csv"),
        "colon": ('{"schema" 1}', "json"),
        "name": ("{'schema': 1}", "json"),
        "string": ('{"schema": 1, "name": "fre', "json"),
        "deep": ('{"a": ' * 100_000 + "1" + "}" * 100_000, "json"),
        "field": ("Runde;Ann;Bo;Cy\n1;" + "4" * 200_000 + ";9;0\n", "csv"),
        "digits": ('{"schema": ' + "9" * 5000 + "}", "json"),
    }
    written = {}
    for name, (text, ending) in files.items():
        written[name] = folder / f"{name}.{ending}"
        written[name].write_text(text)
    return written


# (the file, what a Danish screen says of it, what the module says in English)
UNREADABLE = [
    ("missing", "missing.csv: filen kan ikke læses (filen findes ikke).", "(No such file or directory)"),
    (
        "quote",
        "quote.csv, linje 3: filen er ikke et ark (der mangler et afsluttende anførselstegn).",
        "(unexpected end of data)",
    ),
    ("colon", "colon.json, linje 1: filen er ikke gyldig JSON (der mangler et kolon ved tegn 11).", "delimiter"),
    (
        "name",
        "name.json, linje 1: filen er ikke gyldig JSON (der mangler et navn i dobbelte anførselstegn ved tegn 2)",
        "Expecting",
    ),
    (
        "string",
        "string.json, linje 1: filen er ikke gyldig JSON (teksten, der begynder ved tegn 23, mangler sit afsluttende",
        "Unterminated",
    ),
    ("deep", "deep.json: filen er ikke gyldig JSON (dokumentet har for mange lag inden i hinanden).", "recursion"),
    ("field", "field.csv, linje 2: filen er ikke et ark (et felt er over 131072 tegn).", "field limit"),
    ("digits", "digits.json: filen er ikke gyldig JSON (et tal har over 4300 cifre).", "Exceeds the limit"),
]


BY_A_PROCESS = ("missing", "deep")  # the system's reason, and a recursion as deep as a process's own stack


def _import_said(data: Path, path: Path, language: str, by_a_process: bool) -> tuple[int, str]:
    """`hjerter import PATH`'s exit code and standard error, from a real process or in-process."""
    if by_a_process:
        done = run(data, "import", str(path), HJERTER_LANG=language)
        return done.returncode, done.stderr
    from typer.testing import CliRunner

    from tests.processes import app_once

    words = ["import", str(path)]
    use_language(language)
    try:
        got = CliRunner().invoke(app_once(words), words, env={"HJERTER_DATA_DIR": str(data)}, prog_name="hjerter")
    finally:
        use_language("en")
    return got.exit_code, got.stderr


@pytest.mark.slow
@pytest.mark.parametrize("name,danish,english", UNREADABLE, ids=[u[0] for u in UNREADABLE])
def test_why_a_file_cannot_be_read_is_said_in_danish(tmp_path, name, danish, english):
    """Row 9: the system's and the csv and json modules' reasons, in Danish with where on the line;
    the English screen keeps the module's own words."""
    files = _sheets_that_cannot_be_read(tmp_path)
    path = files.get(name, tmp_path / "missing.csv")
    code, said = _import_said(tmp_path / "data", path, "da", name in BY_A_PROCESS)
    assert code == 1 and danish in said, said
    assert english not in said
    assert english in _import_said(tmp_path / "data", path, "en", name in BY_A_PROCESS)[1]
    assert not (tmp_path / "data" / "games").exists() or not list((tmp_path / "data" / "games").iterdir())


@pytest.mark.slow
def test_a_file_that_cannot_be_written_or_a_damaged_game_says_why_in_danish(tmp_path):
    """Row 9, where else the system or a library says why: --output into a folder that is not
    there, and a game file that is not TOML (tomllib's words, with its line and column)."""
    data = tmp_path / "data"
    made(data, "new", "-g", "fredag", "Ann", "Bo", "Cy")
    written = run(data, "show", "-o", str(tmp_path / "nowhere" / "arket.txt"), HJERTER_LANG="da")
    assert written.returncode == 3 and "(mappen findes ikke); intet blev ændret." in written.stderr, written.stderr
    (data / "games" / "fredag.toml").write_text('format = 1\nplayers = ["Ann", "Bo" "Cy"]\n')
    damaged = run(data, "show", HJERTER_LANG="da")
    assert damaged.returncode == 3 and "filen er ikke gyldig TOML (fejl i linje 2, tegn " in damaged.stderr, (
        damaged.stderr
    )
    assert "(at line" not in damaged.stderr and "(at line 2, column" in run(data, "show").stderr


def _danish(call):
    use_language("da")
    try:
        return call()
    finally:
        use_language("en")


@pytest.mark.parametrize("code", sorted(errno.errorcode))
def test_every_error_number_is_said_in_danish(code):
    """A law over every error number the system knows: the Danish reason is never the system's
    English; the ones a file meets every day have their own sentence."""
    english = os.strerror(code)
    danish = _danish(lambda: reason(OSError(code, english)))
    assert danish and danish != english and english not in danish
    if errno.errorcode[code] in ("ENOENT", "EACCES", "EISDIR", "ENOTDIR", "ENOSPC", "EROFS", "EADDRINUSE"):
        assert "systemfejl" not in danish, danish
    assert reason(OSError(code, english)) == english  # English as the system says it


@given(st.text(alphabet='{}[]":,1a \\\n', max_size=30))
def test_a_json_refusal_is_said_in_danish_with_its_column(text):
    """A law: whatever JSON the module refuses, the Danish screen gets none of its English and,
    where it names a place, the column it names."""
    try:
        json.loads(text)
    except json.JSONDecodeError as error:
        said, column = error.msg, error.colno
        danish = _danish(lambda: module_said(said, "json", column))
        assert said not in danish and danish != ""
        assert f"tegn {column}" in danish, (said, danish)


@given(st.lists(st.text(alphabet='a;"\r', max_size=8), min_size=1, max_size=4))
def test_a_csv_refusal_is_said_in_danish(lines):
    """A law: whatever lines the csv module refuses (read as a sheet is read), the Danish screen
    gets none of its English."""
    import csv

    try:
        list(csv.reader(lines, delimiter=";", strict=True))
    except csv.Error as error:
        said = str(error)
        danish = _danish(lambda: module_said(said, "csv"))
        assert said not in danish and not re.search(r"expected|field|data|line", danish), danish
