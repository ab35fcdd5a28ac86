"""The Danish that 1.4 added, as a Danish card player reads it: the streaks and the head to head of
stats, rating, import, serve and the sheet's new notes. Each check names the text that must be
there and the text that must not: in the catalogue where the words are all there, on the screen
a short Danish evening run in-process reaches where the code puts the words together (a name and
its possessive, a sheet's rows, a refusal naming a file's line), and in the Danish manual page
where the help is read (tests/test_install.py keeps the page current)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hjerter_cli.locale.da import everything
from tests.helpers import said_in_danish

MESSAGES, PLURALS = everything()  # every Danish message, the words of one command each too

MANUAL = Path(__file__).parent.parent / "hjerter_cli" / "man" / "da" / "man1" / "hjerter.1"
# Ten at a table of two packs; Hans and Jens end in s, so their possessive is an apostrophe.
TEN = ("Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hans", "Ida", "Jens")

# (English message, Danish that must be in its entry, Danish that must not, why); a line break in
# what must not be there stands for the end of the entry
CATALOGUE = [
    (
        "The port to serve on (default 0: any free port).",
        "(ellers 0: en vilkårlig ledig port)",
        "standard 0",
        "a default is 'ellers' in every other help line",
    ),
    (
        "This machine is on no network that could be found, so only it can open the page. Ctrl-C stops serving.",
        "Der blev ikke fundet noget netværk, så kun denne computer kan åbne siden.",
        "der kunne findes",
        "translated word for word",
    ),
    (
        "Who is strongest across games (a rating).",
        "Hvem er stærkest på tværs af spil (en rating).",
        "Hvem der er",
        "a question, not a clause left hanging",
    ),
    (
        "Instead of the standings, every two players who finished a game together.",
        "indbyrdes, hver mod hver,",
        "hver to spillere",
        "'hver to' is English",
    ),
    (
        "No finished games to rate.",
        "Ingen færdige spil at regne rating ud fra.",
        "give rating",
        "a rating is worked out",
    ),
    # the card by its name in a note (the reading of 1.5: no card's face on a Danish screen)
    ("10♣ doubles {player}", "klør ti fordobler {player}s point", "fordobler {player}\n", "the score is doubled"),
    (
        "10♣ doubles {player} twice",
        "klør ti fordobler {player}s point to gange",
        "fordobler {player} to",
        "the score is doubled",
    ),
    (
        "The day the game was played, for files that do not say (default: the file's modification time).",
        "Spilledagen, for filer, der ikke selv angiver den",
        "Dagen spillet blev spillet",
        "'spillet blev spillet'",
    ),
    (
        "Name of the game, with one file (default: the document's name, else the file's name).",
        "Spillets navn, når der hentes én fil ind",
        "med én fil",
        "'med én fil' says nothing",
    ),
    (
        "the totals row says {player} has {said}, but the rounds add up to {total}",
        "i alt-rækken siger, at {player} har {said}",
        "rækken med i alt",
        "a spreadsheet's user says 'i alt-rækken' (the reading of 1.5)",
    ),
    (
        "it holds no sheet: no header row of players",
        "filen indeholder intet ark: ingen overskriftsrække med spillerne",
        "den er intet ark",
        "translated word for word",
    ),
    ("it is not a sheet ({detail})", "filen er ikke et ark ({detail})", "intet ark", "plain Danish"),
    ("a list of names", "en liste med navne", "liste af", "a list with names"),
    ("a list of pairs", "en liste med par", "liste af", "a list with pairs"),
    ("a table of cards", "en tabel med kort", "tabel af", "a table with cards"),
    ("it has more than {most} rounds", "filen har over {most} runder", "mere end", "rounds are counted"),
    (
        "it is larger than 8 MiB, far more than any sheet",
        "filen fylder over 8 MiB, langt mere end noget ark",
        "den er større",
        "a file takes up room (the reading of 1.5)",
    ),
    (
        "its totals are not what the rules give from its rounds; the document was edited",
        "totalerne passer ikke med runderne efter spillets regler; nogen har rettet i dokumentet",
        "er blevet ændret",
        "someone edited the document (the reading of 1.5)",
    ),
    (
        "round {number}'s scores or totals are not what the rules give from its tallies; the document was edited",
        "pointene eller totalerne i runde {number} passer ikke med hjerterne og kortene; nogen har rettet i dokumentet",
        "ud fra pointene",
        "scores and tallies were both 'point'",
    ),
    (
        "A round from a sheet has {given} scores for {count} players.",
        "En runde fra et ark har {given} tal for {count} spillere.",
        "{given} point",
        "'3 point' is a score of three, not three scores",
    ),
    (
        "{player}'s score {score} is longer than 6 digits.",
        "{player}s point {score} har flere end 6 cifre.",
        "længere end",
        "a number has digits, it is not long",
    ),
]

# (the plural message's English singular, Danish that must be in both forms, Danish that must not)
PLURAL = [
    (
        "Head to head over {games} finished game: ahead is ending on the lower total.",
        "foran betyder, at man sluttede med den lavere total.",
        "den laveste",
    ),
    (
        "Rated over {games} finished game (OpenSkill, Plackett-Luce): rating = μ − 3σ; Change is the last game's.",
        "Ændring: hvor meget det seneste spil flyttede ratingen.",
        "Ændring er fra",
    ),
    ("Imported {name}: {count} round, {players}.", "{name} er hentet ind: {count} runde", "Hentede"),
]


@pytest.mark.parametrize("english,wanted,unwanted,why", CATALOGUE, ids=[c[0][:40] for c in CATALOGUE])
def test_the_catalogue_says_it_as_a_danish_player_writes(english, wanted, unwanted, why):
    danish = MESSAGES[english]
    assert wanted in danish and unwanted not in danish + "\n", (why, danish)


@pytest.mark.parametrize("singular,wanted,unwanted", PLURAL, ids=[p[0][:40] for p in PLURAL])
def test_the_plural_forms_say_it_as_a_danish_player_writes(singular, wanted, unwanted):
    (forms,) = [danish for english, danish in PLURALS.items() if english[0] == singular]
    for danish in forms:
        assert wanted in danish.replace(" runder", " runde") and unwanted not in danish, danish


def test_no_danish_help_line_ends_in_a_hyphen():
    """The help is rewrapped (click) and the manual filled (roff): a line ending in a hyphen reads
    'Plackett-Luce- model' there, a word broken in two."""
    broken = [danish for danish in MESSAGES.values() if re.search(r"\w-\n", danish)]
    assert broken == []


def _evening(data: Path, sheets: Path) -> dict[str, str]:
    """A short Danish evening in-process: what each screen said, by the name of the moment."""
    (sheets / "klub.csv").write_text("Runde;Ann;Bo;Cy;Di\n1;4;13;9;0\n2;26;0;26;26\nI alt;30;13;35;26\n")
    (sheets / "forkert.csv").write_text("Runde;Ann;Bo;Cy;Di\n1;4;13;9;0\nI alt;5;13;9;0\n")
    (sheets / "kort.csv").write_text("Runde;Ann;Bo;Cy;Di\n1;4;13;9\n")
    steps = [
        ("started", ["new", "-g", "fredag", "--target", "20", "Ann", "Bo", "Cy", "Di"]),
        ("over", ["round", "0", "13q", "0", "0"]),  # Bo shoots the moon: 26 to the others, the game is over
        ("head", ["stats", "--head-to-head"]),
        ("rating", ["rating"]),
        ("stor", ["new", "-g", "stor", "--decks", "2", "--pairs", "--deal", "kitty", "--ten-of-clubs", *TEN]),
        ("stor", ["round", "2qq", "3", "3", "3", "3", "3", "3", "3", "0", "3tt"]),  # both Q♠ to Ann, both 10♣ to Jens
        ("stor", ["round", "2", "3", "3", "3", "3", "3", "3", "3t", "3qt", "0q"]),  # one 10♣ to Hans, one to Ida
        ("stor", ["show", "--format", "text"]),
        ("omni", ["new", "-g", "omni", "--omnibus", "--omnibus-moon", "without-bonus", "Ann", "Bo", "Cy", "Di"]),
        ("omni", ["round", "13q", "j", "0", "0"]),  # Ann shoots the moon, Bo takes the bonus card
        ("lige", ["new", "-g", "lige", "Ann", "Bo", "Cy", "Di"]),
        ("lige", ["round", "0", "q", "13", "0"]),  # Ann and Di on 0: both lead
        ("lige", ["show", "--format", "text"]),
        ("imported", ["import", str(sheets / "klub.csv")]),
        ("totals", ["import", str(sheets / "forkert.csv")]),
        ("short", ["import", str(sheets / "kort.csv")]),
    ]
    return said_in_danish(data, steps)


@pytest.fixture(scope="module")
def evening(tmp_path_factory) -> dict[str, str]:
    return _evening(tmp_path_factory.mktemp("evening") / "data", tmp_path_factory.mktemp("sheets"))


# (the moment, Danish that must be on its screen, Danish that must not)
SCREENS = [
    ("head", "Indbyrdes i 1 færdigt spil: foran betyder, at man sluttede med den lavere total.", "den laveste"),
    ("rating", "Ændring: hvor meget det seneste spil flyttede ratingen.\n", "Ændring er fra"),
    ("stor", "spar dame: Ann (begge); klør ti fordobler Jens' point to gange", "fordobler Jens to gange"),
    ("stor", "klør ti fordobler Hans' point; klør ti fordobler Idas point", "fordobler Ida;"),
    ("stor", "spar dame: Ida og Jens", "Ida & Jens"),
    ("lige", "Fører: Ann og Di\n", "Ann & Di"),
    ("omni", "\n  Ruder knægt (bonuskortet): 10 trækkes fra Bo.\n", "J♦ (bonuskortet)"),
    ("imported", "klub er hentet ind: 2 runder med Ann, Bo, Cy og Di.\n", "runder, Ann"),
    ("totals", "forkert.csv, linje 3: i alt-rækken siger, at Ann har 5, men runderne giver 4 tilsammen.", "rækken med"),
    ("short", "kort.csv, linje 2: rækken har 3 tal, ikke 4.", "point"),
]


@pytest.mark.parametrize("moment,wanted,unwanted", SCREENS, ids=[f"{s[0]}-{s[1][:20]}" for s in SCREENS])
def test_the_screens_say_it_as_a_danish_player_writes(evening, moment, wanted, unwanted):
    text = evening[moment]
    assert wanted in text and unwanted not in text, text


def _manual() -> str:
    """The Danish manual page as a reader sees its text: roff's escapes undone, its lines filled."""
    text = MANUAL.read_text(encoding="utf-8").replace("\\-", "-").replace("\\e", "\\")
    return re.sub(r"\n(?![.'])", " ", text)


# (Danish the manual must say, Danish it must not)
IN_THE_MANUAL = [
    ("OpenSkills Plackett-Luce-model, én kamp pr. spil", "Plackett-Luce- model"),
    ("Spillets ark live på telefonerne ved bordet, indtil Ctrl-C.", "levende side"),
    ("--head-to-head: indbyrdes, hver mod hver,", "hver to spillere"),
    ("I stedet for stillingen: indbyrdes, hver mod hver,", "hver to spillere"),
    ("hjerter import klub-2023.csv", "club-2023.csv"),
    ("hjerter import --totals --target 50 løbende.csv", "running.csv"),
    ("hjerter import -g revanche aften.json", "tonight.json"),
    ("hjerter round 4 d 9 0", "hjerter round 4 q 9 0"),  # the examples of round and edit, as --help gives them
    ("hjerter edit 2 Bo=13d Ann=0", "Bo=13q"),
]


@pytest.mark.parametrize("wanted,unwanted", IN_THE_MANUAL, ids=[m[0][:30] for m in IN_THE_MANUAL])
def test_the_manual_says_it_as_a_danish_player_writes(wanted, unwanted):
    text = _manual()
    assert wanted in text and unwanted not in text


@pytest.mark.parametrize("language,two,three", [("en", "Cy & Di", "Ann, Bo & Cy"), ("da", "Cy og Di", "Ann, Bo og Cy")])
def test_names_that_share_something_are_joined_as_the_language_joins_them(language, two, three):
    from hjerter_cli.i18n import current_language, joined, use_language

    was = current_language()
    use_language(language)
    try:
        assert (joined(["Cy", "Di"]), joined(["Ann", "Bo", "Cy"]), joined(["Ann"])) == (two, three, "Ann")
    finally:
        use_language(was)
