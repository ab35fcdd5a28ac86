"""The Danish a Danish card player writes: every row of DANISH.md's "A reading of 1.3's Danish",
checked where it is said. A row whose words are all in the catalogue is looked up there; a row
where the code chooses the words (a value printed raw, a card symbol where a word belongs, a
sentence start, the examples) is checked on the screen it reaches, in one Danish evening run
in-process, or in the Danish manual page (made from the help, tests/test_install.py keeps it
current). Each check names the text that must be there and the text that must not."""

from __future__ import annotations

from pathlib import Path

import pytest

from hjerter_cli.i18n import use_language
from hjerter_cli.locale.da import everything
from tests.helpers import said_in_danish

MESSAGES, PLURALS = everything()  # every Danish message, the words of one command each too

MANUAL = Path(__file__).parent.parent / "hjerter_cli" / "man" / "da" / "man1" / "hjerter.1"
TEN = ("Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal", "Ida", "Jon")
THREE = ("--omnibus", "--bonus-card", "ten", "--scoring", "by-value", "Ann", "Bo", "Cy")
BIG = ("--one-below", "--ten-of-clubs", "--omnibus", "--bonus-card", "ten")

# (row, English message, Danish that must be in its entry, Danish that must not)
CATALOGUE = [
    (1, "to {target}: {parts}", "Til {target}: {parts}", "til {target}"),
    (6, "With the moon rule off a moon counts nothing, so a sun cannot double it; {mend}.", "slået fra", " off"),
    (
        9,
        "The hearts add up to {sum}, not 13; someone's count is off.",
        "{sum} tilsammen, ikke 13; nogen har talt forkert",
        "en af dem",
    ),
    (
        9,
        "The hearts add up to {sum}, not 26 (two packs); someone's count is off.",
        "{sum} tilsammen, ikke 26 (to bunker); nogen har talt forkert",
        "en af dem",
    ),
    (
        10,
        "{card} is marked for both {first} and {second}; exactly one player takes it.",
        "er skrevet hos både {first} og {second}",
        "givet",
    ),
    (
        10,
        "--{card} is given {count} times ({values}); each card has exactly one taker.",
        "--{card} er angivet {count} gange",
        "er givet",
    ),
    (10, "--moon is given twice; a moon counts one way.", "--moon er angivet to gange", "er givet"),
    (10, "--{card} is given twice; each card has exactly one taker.", "--{card} er angivet to gange", "er givet"),
    (10, "--player {name} is given twice; name each player once.", "--player {name} er angivet to gange", "er givet"),
    (
        10,
        "--{card} is given {count} times ({values}); with two packs each card has two takers.",
        "--{card} er angivet {count} gange",
        "er givet",
    ),
    (10, "{card} is in play twice (two packs) and needs two takers; given: {players}.", "skrevet: {players}", "givet"),
    (
        11,
        "{player} is marked with {card}, but this game does not play with it ({why}).",
        "{player} er skrevet for {card}, men den er ikke med i dette spil",
        "har fået",
    ),
    (
        12,
        "{card} is in play twice (two packs) and needs two takers; given: {players}.",
        "så to skal have taget den",
        "skal have to, der tog den",
    ),
    (13, "Answer y to save, n to drop it, or c to correct it.", "n for at kassere den", "droppe"),
    (14, "Dry run, nothing saved:", "Kun vist, ikke gemt:", "Prøvekørsel"),
    (
        16,
        "Klør ti: the round score of whoever takes 10♣ is doubled, as the last step.",
        "den, der tager klør ti, får sine point for runden fordoblet (til sidst)",
        "som det sidste",
    ),
    (
        19,
        "{card} keeps its -10 for whoever took it, the shooter too.",
        "Den, der tog {card}, får stadig -10, også skytten.",
        "{card} giver",
    ),
    (
        22,
        "Identical cards cancel each other: of two in one trick neither can win it, and a trick of cancelled "
        "cards alone goes to the winner of the next trick. The sheet counts what each player took.",
        "ligger to ens kort i samme stik, kan ingen af dem tage det, og et stik med lutter ophævede kort",
        "af to i samme stik",
    ),
    (
        23,
        "The game ends when a pair's total reaches {target} and the lowest pair total is held alone: both its "
        "players win.",
        "og ét makkerpar alene har den laveste total",
        "er alene",
    ),
    (
        25,
        "One below: a pair on exactly {total} plays the next round without passing, both partners.",
        "står et makkerpar på præcis {total}, giver ingen af dem kort videre",
        "begge makkere",
    ),
    (
        26,
        "Exact reset: a total that lands exactly on {target} goes back to 0.",
        "en total, der lander præcis på {target}, går tilbage til 0",
        "total der",
    ),
    (
        26,
        "A total landing exactly on the target goes back to 0.",
        "En total, der rammer målscoren præcis, går tilbage til 0",
        "total der",
    ),
    (27, "Last", "Jumbo", "Sidst"),
    (27, "Avg final", "Snit slutscore", "til sidst"),
    (27, "Win rate", "Sejrsprocent", "Sejrsrate"),
    (
        31,
        "Another shell saved round {other} while you typed; this round would be round {row}.",
        "En anden terminal gemte runde {other}, mens du skrev",
        "skal",
    ),
    (
        31,
        "Another shell saved a round meanwhile, so this one became round {row}.",
        "En anden terminal gemte en runde",
        "skal",
    ),
    (31, "The completion script of a shell.", "Fuldførelsesscript til en shell", "skal"),
    (31, "The shell to complete in.", "shell", "Skallen"),
    (
        31,
        "Print the completion script of a shell (the same as completions/ in the source).",
        "fuldførelsesscript",
        "skal",
    ),
    (
        32,
        "Tied lowest totals at the end; default play-on.",
        "Flere lige med laveste total til sidst",
        "Lige laveste totaler",
    ),
    (32, "A player on target-1 plays without passing.", "En spiller ét point under målscoren", "målscore-1"),
    (33, "Two players are called {name} (names ignore case); tell them apart.", "giv dem forskellige navne", "skeln"),
    (
        33,
        "Rename a player of the game; the rounds stay as they are (undo does not undo a rename).",
        "(undo gør ikke et navneskift om)",
        "fortryd fortryder",
    ),
    (
        34,
        "The change was saved to {path}, but its report could not be written ({reason}).",
        "men beskeden om den kunne ikke skrives ud",
        "men kunne ikke",
    ),
    (
        35,
        "Standard input is closed, so there are no tallies to read from it.",
        "Standardinput er lukket",
        "Standard input",
    ),
    (
        35,
        "Standard input has no rounds; write one round a line (e.g. 4 q 9 0).",
        "Standardinput har ingen runder",
        "Standard input",
    ),
    (35, "edit replaces one round; standard input has {count}.", "standardinput har {count}", "standard input"),
    (
        35,
        "No tallies given, and hjerter asks for them only at a terminal; write them after the command (e.g. 4 q 9 "
        "0) or pass '-' to read them from standard input.",
        "standardinput",
        "standard input",
    ),
    (37, "Only games started on or before this day.", "Kun spil startet denne dag eller tidligere.", "på eller før"),
    (38, "DAMAGED: {problem}", "BESKADIGET: {problem}", "SKADET:"),
    (
        38,
        "The player name {name!r} has a control character; use printable characters only.",
        "styretegn",
        "kontroltegn",
    ),
    (
        38,
        "The hearts' values add up to {sum}, not 104 (2 to 10, J 11, Q 12, K 13, A 14); someone's sum is off.",
        "Kn 11",
        "J 11",
    ),
    (38, "Done.", "Udført.", "Gjort."),
    (38, "Possible options: {options}", "mente du {options}?", "Mulige tilvalg"),
]

# (row, the plural message's English singular, Danish that must be in both forms, Danish that must not)
PLURAL = [
    (
        28,
        "Head to head, {games} finished game: {first} ended below {second} in {ahead}, {second} below {first} in "
        "{behind}, level in {level}.",
        "{first} og {second} indbyrdes: {games} spil, {first} foran {ahead}, {second} {behind}, lige {level}",
        "sluttede under",
    ),
    (37, "{name}: running totals over {count} round (target {target})", "totalerne gennem {count} runde", "totalen "),
]


def test_the_rows_have_their_numbers():
    """Every row of the reading, 1 to 39, is checked by at least one of the tables in this module
    (row 30, a question of the interactive round, by the last test)."""
    rows = {row for row, *_rest in CATALOGUE + PLURAL + SCREENS + IN_THE_MANUAL} | {30}
    assert rows == set(range(1, 40)) | {0}, sorted(set(range(1, 40)) - rows)


@pytest.mark.parametrize("row,english,wanted,unwanted", CATALOGUE, ids=[f"row{c[0]}-{c[1][:30]}" for c in CATALOGUE])
def test_the_catalogue_says_it_as_a_danish_player_writes(row, english, wanted, unwanted):
    danish = MESSAGES[english]
    assert wanted in danish and unwanted not in danish, (row, danish)


@pytest.mark.parametrize("row,singular,wanted,unwanted", PLURAL)
def test_the_plural_forms_say_it_as_a_danish_player_writes(row, singular, wanted, unwanted):
    (forms,) = [danish for english, danish in PLURALS.items() if english[0] == singular]
    for danish in forms:
        assert wanted in danish.replace(" runder", " runde") and unwanted not in danish, (row, danish)


def _evening(data: Path) -> dict[str, str]:
    """A Danish evening in-process: what each screen said, by the name of the moment."""
    steps = [
        ("plus", ["new", "-g", "plus", "Ann", "Bo", "Cy", "Di"]),
        ("plus-round", ["round", "0", "13q", "0", "0"]),
        ("plus", ["show"]),
        ("five", ["new", "-g", "fem", "--moon", "minus", "--target", "200", "Ann", "Bo", "Cy", "Di", "Eva"]),
        ("five-round", ["round", "0", "13q", "0", "0", "0"]),
        ("five", ["show"]),
        ("choose", ["new", "-g", "valg", "--moon", "choose", "--exact-reset", "Ann", "Bo", "Cy", "Di"]),
        ("choose", ["show"]),
        ("three", ["new", "-g", "tre", "--moon", "off", "--ties", "share", "--passing", "left-right-hold", *THREE]),
        ("three-refused", ["round", "0", "104qt", "0"]),
        ("three-round", ["round", "0", "104qj", "0"]),
        ("three", ["show", "-g", "tre"]),
        ("big", ["new", "-g", "stor", "--decks", "2", "--pairs", "--deal", "kitty", "--moon", "choose", *BIG, *TEN]),
        ("auto", ["new", "-g", "auto", "--decks", "2", "--pairs", "--moon", "auto", *TEN]),
        ("list", ["list"]),
        ("stats", ["stats"]),
        ("head", ["stats", "tre", "--player", "Ann", "--player", "Bo"]),
        ("rename", ["rename", "-g", "plus", "Ann", "bo"]),
        ("option", ["show", "-g", "plus", "--formt", "csv"]),
    ]
    return said_in_danish(data, steps)


@pytest.fixture(scope="module")
def evening(tmp_path_factory) -> dict[str, str]:
    return _evening(tmp_path_factory.mktemp("evening") / "data")


# (row, the moment, Danish that must be on its screen, Danish that must not)
SCREENS = [
    (1, "plus", "Til 100: Ann", "til 100:"),
    (2, "plus-round", "Bo skød månen: 26 lægges til alle de andre.\n", "(plus)"),
    (2, "five-round", "Bo skød månen: 26 trækkes fra Bo.\n", "(minus)"),
    (3, "five", "fem: målscore: 200, måne: Træk månen fra, point: standard", "målscore 200"),
    (4, "three", "sejren deles", "lige står"),
    (5, "three", "kort videre: venstre/højre/ingen", "left-right-hold"),
    (6, "three", "måne: slået fra", "måne: off"),
    (6, "three-round", "Bo skød månen: månereglen er slået fra, så pointene står, som de er.\n", "(off)"),
    # the variant names as the seeds write them, in sentences (rows 17, 18) and in the heading
    (7, "choose", "måne: Skyderen vælger selv", "måne: skyderen"),
    (7, "three", "point: Hjerter efter værdi", "point: hjerter"),
    (8, "three", "Bonuskort: ruder ti giver -10 til den, der tager den.", "Ruder knægt som bonuskort"),
    (8, "big", "Bonuskort: hver ruder ti giver -10", "Ruder knægt som bonuskort"),
    (8, "three", "bonuskort (ruder ti)", "ruder knægt som bonuskort"),
    (11, "three-refused", "Bo er skrevet for klør ti (10♣), men den er ikke med i dette spil", "har fået"),
    (15, "five", "Tag ruder 2 og klør 2 ud af bunken: 10 kort til hver.", "2♦"),
    (15, "five", "\n  Klør 3 spiller ud i første stik.\n", "3♣"),
    (15, "auto", "Tag begge ruder 2 og begge klør 2 ud af de to bunker", "2♣"),
    (16, "big", "Klør ti: den, der tager klør ti, får sine point for runden fordoblet (til sidst).", "som det sidste"),
    (
        17,
        "choose",
        "26 trækkes fra skytten, eller 26 lægges til alle de andre (Skyderen vælger selv)",
        "skytten vælger:",
    ),
    (17, "big", "52 trækkes fra skytten, eller 52 lægges til hver spiller uden for makkerparret", "skytten vælger:"),
    (18, "three", "spar dame og ruder ti): tæller ikke her; pointene står, som de er.", "intet særligt"),
    (
        20,
        "auto",
        "medmindre det ville få et af de andre makkerpar til at vinde: så får skytten -52",
        "slutter spillet med",
    ),
    (
        21,
        "big",
        "To kortspil blandet sammen (Cancellation Hearts): hvert kort er med to gange, 104 i alt.",
        "to bunker blandet",
    ),
    (22, "big", "ligger to ens kort i samme stik, kan ingen af dem tage det", "af to i samme stik"),
    (23, "big", "og ét makkerpar alene har den laveste total: begge dets spillere vinder.", "pars total er alene"),
    (
        24,
        "auto",
        "Klør 3 spiller ud i første stik: har to den, spiller den ud, der sidder nærmest til venstre for giveren.",
        "nærmest giverens venstre side",
    ),
    (
        24,
        "big",
        "(klør 2, medmindre begge ligger i puljen): har to den, spiller den ud, der sidder nærmest til venstre "
        "for giveren.",
        "nærmest giverens",
    ),
    (
        25,
        "big",
        "Én under: står et makkerpar på præcis 199, giver ingen af dem kort videre i næste runde.",
        "begge makkere",
    ),
    (26, "choose", "Præcis nulstilling: en total, der lander præcis på 100, går tilbage til 0.", "total der lander"),
    (27, "stats", "Sejrsprocent", "Sejrsrate"),
    (27, "stats", "Snit slutscore", "Snit til sidst"),
    (27, "stats", "Jumbo", "Sidst"),
    (28, "head", "Ann og Bo indbyrdes: 1 spil, Ann foran 1, Bo 0, lige 0.", "Indbyrdes,"),
    (33, "rename", "Bo sidder allerede ved dette bord; vælg et andet navn.", "To spillere hedder"),
    (38, "option", "(mente du --format?)", "Mulige tilvalg"),
    # Beside the rows, from the same reading: list says who won as the sheet says it.
    (0, "list", "slut, Ann og Cy vandt", "Ann & Cy"),
]


@pytest.mark.parametrize("row,moment,wanted,unwanted", SCREENS, ids=[f"row{s[0]}-{s[1]}" for s in SCREENS])
def test_the_screens_say_it_as_a_danish_player_writes(evening, row, moment, wanted, unwanted):
    text = evening[moment]
    assert wanted in text and unwanted not in text, (row, text)


def _manual() -> str:
    """The Danish manual page as a reader sees its text: roff's escaped hyphens and backslashes undone."""
    return MANUAL.read_text(encoding="utf-8").replace("\\-", "-").replace("\\e", "\\")


# (row, Danish the manual must say, Danish it must not)
IN_THE_MANUAL = [
    (29, "Hvem tog spar dame (navn eller plads).", "Hvem tog Q♠"),
    (29, "Hvem tog klør ti (navn eller plads).", "Hvem tog 10♣"),
    (27, "Jumbo (færdige spil endt med den højeste", "Sidst (færdige"),
    (27, "Spil (spillede)", "Spil (spillet)"),
    (35, "'-' læser runder fra standardinput", "standard input"),
    (36, "hjerter round 4 d 9 0` (hjerter taget, d for den, der tog spar dame)", "round 4 q 9 0`"),
    (39, "hjerter new -g fredag --moon minus --omnibus Ann Bo Cy", "friday"),
    (39, "hjerter stats fredag lørdag --format json", "saturday"),
    (39, "hjerter show --format csv -o arket.csv", "sheet.csv"),
]


@pytest.mark.parametrize("row,wanted,unwanted", IN_THE_MANUAL, ids=[f"row{m[0]}-{m[1][:20]}" for m in IN_THE_MANUAL])
def test_the_manual_says_it_as_a_danish_player_writes(row, wanted, unwanted):
    text = _manual()
    assert wanted in text and unwanted not in text, row


def test_both_queens_are_named_in_the_plural_and_their_takers_with_og():
    """Row 30: a hearts answer naming a Q♠ that both Cy and Ida took already (two packs)."""
    from hjerter_cli.cli.prompt import Questions
    from hjerter_cli.core.game import new_game
    from hjerter_cli.core.settings import Settings, check_settings
    from hjerter_cli.errors import RefusedError
    from hjerter_cli.render.refusals import say

    players = TEN[:6]
    game = new_game(players, check_settings(Settings(decks=2), players), started="2026-12-01T20:00:00+01:00")
    use_language("da")
    try:
        questions = Questions(game, {"queen": ("Cy", "Di")}, None, None, False)
        with pytest.raises(RefusedError) as refused:
            questions._own_cards(1)(["queen"])
        said = say(refused.value)
    finally:
        use_language("en")
    assert said == "Begge spar damer er allerede skrevet hos Cy og Di; skriv kun de kort, Bo tog.", said
