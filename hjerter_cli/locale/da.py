"""Dansk: the words hjerter says at a Danish table (English message -> Danish message).

A plain dict module: no catalogue to compile, nothing to load at start-up but this import.
Words from ../DANISH.md and the seeds: spar dame, ruder knægt, klør ti, skyde månen, giver, runde.
FIRST holds what every command may say (its words, the screens', what a screen leaves out); the
words of one command each (club, evening, import, player) join it, by `everything()`, the first
time a message is not in it.
"""

from hjerter_cli.locale.da_room import ROOM
from hjerter_cli.locale.da_screens import PLURALS as SCREEN_PLURALS
from hjerter_cli.locale.da_screens import SCREENS

# What the commands say; what the screens say is in da_screens.py.
COMMANDS = {
    # The live page (1.4)
    "The sheet live on every phone at the table.": "Arket live på hver telefon ved bordet.",
    "The port to serve on (default 0: any free port).": "Porten, siden deles på (ellers 0: en vilkårlig ledig port).",
    "Serve this machine alone (127.0.0.1), not the network.": "Del kun med denne computer (127.0.0.1), ikke med netværket.",
    "The game's sheet as a live page for the phones at the table, until Ctrl-C.\n\nPrints the address to open, with a QR code for a phone's camera. Anyone on the same network\nwho has the address can see the sheet; the page follows the game as rounds are entered.": "Spillets ark live på telefonerne ved bordet, indtil Ctrl-C.\n\nViser adressen, der skal åbnes, med en QR-kode til telefonens kamera. Alle på samme netværk,\nder har adressen, kan se arket; siden følger spillet, efterhånden som runderne skrives ind.",
    "--port takes a number from 0 to 65535, not {port}.": "--port tager et tal fra 0 til 65535, ikke {port}.",
    "Port {port} is taken; choose another with --port, or leave it out for any free port.": "Port {port} er optaget; vælg en anden med --port, eller udelad den for at få en ledig port.",
    "Could not serve on {host} port {port} ({reason}).": "Kunne ikke dele siden på {host} port {port} ({reason}).",
    "Open the sheet on your phone:": "Åbn arket på telefonen:",
    "Only this machine can open the page. Ctrl-C stops serving.": "Kun denne computer kan åbne siden. Ctrl-C stopper delingen.",
    "This machine is on no network that could be found, so only it can open the page. Ctrl-C stops serving.": "Der blev ikke fundet noget netværk, så kun denne computer kan åbne siden. Ctrl-C stopper delingen.",
    "Anyone on the same network who has the address can see the sheet. Ctrl-C stops serving.": "Alle på samme netværk, der har adressen, kan se arket. Ctrl-C stopper delingen.",
    "The QR code needs {width} columns; type the address instead.": "QR-koden kræver {width} tegns bredde; skriv adressen ind i browseren i stedet.",
    "Stopped serving.": "Delingen er stoppet.",
    "The game file cannot be read just now; this is the sheet as it was last read.": "Spilfilen kan ikke læses lige nu; dette er arket, som det så ud, da det sidst blev læst.",
    # The big table (1.3)
    "A partner pair, by names or seats (once a pair, instead of --pairs).": "Et makkerpar, med navne eller pladser (én gang pr. par, i stedet for --pairs).",
    "A+B": "A+B",
    "Packs shuffled together: 1, or 2 (Cancellation Hearts, 5 to 12 players).": "Kortspil blandet sammen: 1 eller 2 (Cancellation Hearts, 5 til 12 spillere).",
    "Partner pairs: partners sit opposite.": "Makkerpar: makkere sidder over for hinanden.",
    "Start a game with 3 to 7 players in seat order (5 to 12 with two packs); prints the table's\nrules and round 1.": "Start et spil med 3 til 7 spillere i pladsrækkefølge (5 til 12 med to bunker); viser bordets\nregler og runde 1.",
    "remove (cards out, so the deal comes out even) or kitty (the rest to the first trick's winner).": "remove (kort tages ud, så given går op) eller kitty (resten i puljen til vinderen af første stik).",
    "Use --pairs (partners opposite) or --pair A+B for each pair, not both.": "Brug --pairs (makkere over for hinanden) eller --pair A+B for hvert par, ikke begge.",
    "--pair {text!r} does not name two players as A+B; players are {players}.": "--pair {text!r} nævner ikke to spillere som A+B; spillerne er {players}.",
    "In two pairs: {names}; each player is in exactly one.": "I to makkerpar: {names}; hver spiller er i præcis ét.",
    "--pair {text!r} names {name} twice; a pair is two players.": "--pair {text!r} nævner {name} to gange; et makkerpar er to spillere.",
    "Not in any pair: {names}; name a pair with --pair for every player.": "Ikke i noget makkerpar: {names}; nævn et par med --pair for hver spiller.",
    "The exact reset has no single total to reset with partner pairs; {mend}.": "Med makkerpar er der ingen enkelt total at nulstille; {mend}.",
    "With two packs Hearts is played by {least} to {most} players, not {count}.": "Med to bunker spilles Hjerterfri af {least} til {most} spillere, ikke {count}.",
    "With two packs a table seats {least} to {most} players, not {size}.": "Med to bunker er der plads til {least} til {most} spillere ved et bord, ikke {size}.",
    "A table seats {least} to {most} players, not {size}.": "Der er plads til {least} til {most} spillere ved et bord, ikke {size}.",
    "With partner pairs a table seats an even number of players, not {size}.": "Med makkerpar sidder der et lige antal spillere ved et bord, ikke {size}.",
    "A table needs at least {least} players; there are {count}.": "Et bord skal have mindst {least} spillere; der er {count}.",
    "The game also ends after round {deals}: the lowest total wins, players level on it sharing the win.": "Spillet slutter også efter runde {deals}: laveste total vinder, og står flere lige med den, deler de sejren.",
    "The game also ends after round {deals}: the lowest pair total wins, pairs level on it sharing the win.": "Spillet slutter også efter runde {deals}: parret med laveste total vinder, og står flere par lige med den, deler de sejren.",
    "The number of deals must be a whole number from 0 (no such end) to {most}, not {deals}.": "Antallet af runder skal være et helt tal fra 0 (ingen sådan slutning) til {most}, ikke {deals}.",
    "Partner pairs are two players each.": "Et makkerpar er to spillere.",
    "Partner pairs need an even number of players, not {count}.": "Makkerpar kræver et lige antal spillere, ikke {count}.",
    "{name} (in a pair) is not at the table; players are {players}.": "{name} (i et makkerpar) er ikke ved bordet; spillerne er {players}.",
    "Every player is in exactly one pair (twice: {twice}; in none: {missing}).": "Hver spiller er i præcis ét makkerpar (to gange: {twice}; i intet: {missing}).",
    "The exact reset has no single total to reset with partner pairs; leave out --exact-reset.": "Med makkerpar er der ingen enkelt total at nulstille; udelad --exact-reset.",
    "{player} has {count} hearts; with two packs a player takes 0 to 26.": "{player} har {count} hjerter; med to bunker tager en spiller 0 til 26.",
    "The hearts add up to {sum}, not 26 (two packs); someone's count is off.": "Hjerterne giver {sum} tilsammen, ikke 26 (to bunker); nogen har talt forkert.",
    "{player} has hearts worth {count}; with two packs one player's hearts are worth 0 to 208.": "{player} har hjerter for {count}; med to bunker er én spillers hjerter 0 til 208 værd.",
    "The hearts' values add up to {sum}, not 208 (two packs: 2 to A twice); someone's sum is off.": "Hjerternes værdier giver {sum}, ikke 208 (to bunker: 2 til E to gange); en af summerne er forkert.",
    "The hearts' values {values} cannot be dealt from two sets of hearts 2 to A; check the sums.": "Hjerternes værdier {values} kan ikke gives fra to sæt hjerter 2 til E; tjek summerne.",
    "{card} is in play twice (two packs) and needs two takers; given: {players}.": "{card} er med to gange (to bunker), så to skal have taget den; skrevet: {players}.",
    "{card} is in play twice (two packs), so it has two takers, not {players}.": "{card} er med to gange (to bunker), så to har taget den, ikke {players}.",
    "{player}'s entry {entry!r} names {card} three times; with two packs each card is there twice.": "{player}s post {entry!r} nævner {card} tre gange; med to bunker er hvert kort med to gange.",
    # The commands, as the command list shows them
    "Start a game of 3 to 7 players (5 to 12 with two packs).": "Start et spil med 3 til 7 spillere (5 til 12 med to bunker).",
    "Enter a round's tallies (or be asked).": "Skriv en rundes point på arket (eller bliv spurgt).",
    "Replace round N's tallies.": "Ret runde N.",
    "The score sheet, a chart or a page.": "Pointtavlen, en kurve eller en side.",
    "Remove the last round.": "Fjern den sidste runde.",
    "Put back the round undone last.": "Sæt den sidst fortrudte runde ind igen.",
    "The saved games.": "De gemte spil.",
    "Make a game the current one.": "Gør et spil til det aktuelle.",
    "Delete a saved game.": "Slet et gemt spil.",
    "The game's rules in words.": "Spillets regler i ord.",
    "Standings across games.": "Stillingen på tværs af spil.",
    "Who is strongest across games (a rating).": "Hvem er stærkest på tværs af spil (en rating).",
    # Each command's help
    "Enter one round's tallies; it is scored, saved, and the next round is announced.\n\nWith no tallies, at a "
    "terminal, hjerter asks for each player's hearts and each card's taker,\nshows the round and asks before saving. "
    "'-' reads rounds from standard input, one a line.": "Skriv en rundes point; runden regnes ud, gemmes, og "
    "næste runde meldes.\n\nUden point, ved en terminal, spørger hjerter om hver spillers hjerter og hvem der tog "
    "hvert kort,\nviser runden og spørger før den gemmes. '-' læser runder fra standardinput, én pr. linje.",
    "Replace round N's tallies; later totals are recomputed.": "Ret runde N; de senere totaler regnes om.",
    "The score sheet: a row per round, running totals, the standing, what comes next.\n\nAlso a chart of the race "
    "(chart), an image of it (svg), one page to keep or send (html), or a\nfinished game's link to BG Stats "
    "(bgstats).": "Pointtavlen: en linje pr. runde, totalen undervejs, stillingen og hvad der kommer nu.\n\nOgså "
    "en kurve over kapløbet (chart), et billede af den (svg), én side at gemme eller sende (html) eller et "
    "færdigt spils link til BG Stats (bgstats).",
    "Remove the last round (redo puts it back).": "Fjern den sidste runde (redo sætter den ind igen).",
    "Put back the round undone last (until a new round is entered).": "Sæt den sidst fortrudte runde ind igen (indtil en ny runde skrives ind).",
    "The saved games, a line each: * for the current game, its name, when it started (the day and\nthe minute), how many rounds it has, whether it is in progress or who won it, and its players.": "De gemte spil, en linje hver: * ved det aktuelle spil, dets navn, hvornår det startede (dagen og\nminuttet), hvor mange runder det har, om det er i gang, eller hvem der vandt det, og dets spillere.",
    "Make NAME the current game; without NAME, say which game is current.": "Gør NAVN til det aktuelle spil; uden NAVN: sig hvilket spil der er det aktuelle.",
    "Delete a saved game (asks first on a terminal; otherwise needs --yes).": "Slet et gemt spil (spørger først ved en terminal; ellers kræves --yes).",
    "The game's settings in words: worth of a round and a moon, cards to remove, passing, the end.": "Spillets regler i ord: hvad en runde og en måne er værd, kort der tages ud, kort videre, slutningen.",
    "Standings across games, best first. Columns: Games (played), Done (of them, finished), Wins\n(and shared), Win rate (wins of the finished games), Avg/round (points a round), Avg final (the\nmean final total), Best (the lowest final total), Last (finished games ended on the highest\ntotal), Streak (the most finished games won in a row), Now (the wins in a row up to the latest\nfinished game), Moons (and suns), Q♠ (rounds with the queen). A narrow terminal leaves out the\nlast columns.\n\n--head-to-head: a row for every two players who finished a game together: the games, how often\neach ended on the lower total (Ahead, Behind) and how often level. In a pair game the pairs'\ntotals are compared; partners are not compared.": "Stillingen på tværs af spil, bedste først. Kolonner: Spil (spillede), Færdige (af dem, færdigspillede),\nSejre (og delte), Sejrsprocent (sejre af de færdige spil), Snit/runde (point pr. runde), Snit slutscore (den\ngennemsnitlige slutscore), Bedst (den laveste slutscore), Jumbo (færdige spil endt med den højeste\ntotal), Stime (længste stime: flest færdige spil vundet i træk), Nu (nuværende stime: sejre i træk frem\ntil det seneste færdige spil), Måner (og sole), Q♠ (runder med spar dame). En smal terminal udelader\nde sidste kolonner.\n\n--head-to-head: indbyrdes, hver mod hver, for spillere, der har spillet et spil færdigt sammen: spillene,\nhvor tit hver af de to sluttede med den lavere total (Foran, Bagud), og hvor tit de stod lige. I et spil med makkerpar\nsammenlignes parrenes totaler; makkere sammenlignes ikke.",
    # The cards of the deal by name (ruder 2 og klør 2), two takers joined, the help's examples' names
    "{rank}{suit}": "{suit} {rank}",
    "♣": "klør",
    "♦": "ruder",
    "♠": "spar",
    "♥": "hjerter",
    "{cards}, {last}": "{cards} og {last}",
    "{first} & {second}": "{first} og {second}",
    "{names}, {last}": "{names} og {last}",
    "{choices}, {last}": "{choices} eller {last}",
    "{card} {players}": "{card}: {players}",
    "{first}+{second}": "{first} og {second}",
    "friday": "fredag",
    "saturday": "lørdag",
    "sheet.csv": "arket.csv",
    "club-2023.csv": "klub-2023.csv",
    "~/club": "~/klub",
    "FILE": "FIL",
    # An option the counting commands share, which `show` declares too
    "Count this data dir's games only, not the club's.": "Kun datamappens spil, ikke klubbens.",
    # The list of commands, which every command's help shows
    "One player's page: rivals, partners, months.": "Én spillers side: modstandere, makkere og måned for måned.",
    "Bring in games from JSON or a CSV sheet.": "Hent spil ind fra JSON eller et CSV-ark.",
    "One history from every table (git or Syncthing).": "Én historik fra alle borde (git eller Syncthing).",
    "A club evening: tables, sittings, one standings.": "Klubaften: flere borde, omgange, én stilling.",
    "running.csv": "løbende.csv",
    "again": "revanche",
    "q": "d",
    "Bo=13q": "Bo=13d",
    "tonight.json": "aften.json",
    # typer's gettext words
    "(dynamic)": "(dynamisk)",
    "Aborted!": "Afbrudt!",
    "default: {default}": "standard: {default}",
    "env var: {var}": "miljøvariabel: {var}",
    "Missing command.": "Mangler en kommando.",
    "No such command {name!r}.": "Ingen kommando, der hedder {name!r}.",
    "Did you mean {options}?": "Mente du {options}?",
    "Option {name} does not take a value.": "Tilvalget {name} tager ingen værdi.",
    "{options} or {last}": "{options} eller {last}",
    # The app and its boundary
    "{problem} (see '{command} -h').": "{problem} (se '{command} -h').",
    "Score Hearts (Hjerterfri) at the table.\n\nStart with `hjerter new Ann Bo Cy Di`, enter each deal with "
    "`hjerter round 4 q 9 0` (hearts taken, q for whoever took the queen of spades), and see the sheet with "
    "`hjerter show`.": "Hold regnskab med Hjerterfri ved bordet.\n\nStart med `hjerter new Ann Bo Cy Di`, skriv "
    "hver runde ind med `hjerter round 4 d 9 0` (hjerter taget, d for den, der tog spar dame), og se arket med "
    "`hjerter show`.",
    "Score Hearts (Hjerterfri) at the table.": "Hold regnskab med Hjerterfri ved bordet.",
    "Error: {message}": "Fejl: {message}",
    "Cancelled; nothing was changed.": "Afbrudt; intet blev ændret.",
    "Show the version and exit.": "Vis versionen og afslut.",
    "Examples:": "Eksempler:",
    # new, list, use, delete
    "Use --like or --again, not both.": "Brug --like eller --again, ikke begge.",
    "Name the players, 3 to 7 (5 to 12 with two packs) in seat order (e.g. hjerter new Ann Bo Cy Di).": "Skriv spillerne, 3 til 7 (5 til 12 med to bunker), i den rækkefølge, de sidder (f.eks. hjerter new Ann Bo Cy Di).",
    "There is no current game for --again; name one with --like GAME.": "Der er intet aktuelt spil til --again; nævn et med --like SPIL.",
    "No saved games yet; start one with `hjerter new Ann Bo Cy Di`.": "Ingen gemte spil endnu; start et med `hjerter new Ann Bo Cy Di`.",
    "in progress": "i gang",
    "A game called {name} exists already; choose another name with --game.": "Der findes allerede et spil, der hedder {name}; vælg et andet navn med --game.",
    "New game {name}.": "Nyt spil {name}.",
    "{name} is now the current game.": "{name} er nu det aktuelle spil.",
    "Nothing was deleted.": "Intet blev slettet.",
    "Deleted {name}.": "{name} er slettet.",
    "over, won by {winners}": "slut, {winners} vandt",
    "{mark} {name}  {started}  {rounds}  {status}  ({players})": "{mark} {name}  {started}  {rounds}  {status}  ({players})",
    "3 to 7 players (5 to 12 with two packs) in seat order (clockwise); with --like or --again, they replace that game's.": "3 til 7 spillere (5 til 12 med to bunker) i den rækkefølge, de sidder (med uret); med --like eller --again erstatter de det spils.",
    "Name of the game (default: today's date).": "Spillets navn (ellers dagens dato).",
    "Same players, seats and settings as GAME; round 1 dealt by the next seat.": "Samme spillere, pladser og regler som SPIL; næste plads giver runde 1.",
    "--like the current game: a rematch.": "--like det aktuelle spil: en revanche.",
    "Score that ends the game (New Moon: 50); default 100.": "Målscoren, der slutter spillet (New Moon: 50); ellers 100.",
    "How a moon counts; default plus.": "Hvordan månen tæller; ellers plus.",
    "Scoring scheme; default standard.": "Pointsystem; ellers standard.",
    "The bonus card (J♦) is worth -10.": "Bonuskortet (ruder knægt) er -10 værd.",
    "The bonus card: jack (J♦) or ten (10♦).": "Bonuskortet: knægt (J♦) eller ti (10♦).",
    "With --omnibus: does a moon need the bonus card (with-bonus) or not (without-bonus)?": "Med --omnibus: skal månen have bonuskortet med (with-bonus) eller ej (without-bonus)?",
    "Klør ti: 10♣ doubles its taker's round.": "Klør ti: 10♣ fordobler rundens point for den, der tager den.",
    "A moon with every trick counts double.": "En måne med alle stik tæller dobbelt.",
    "Tied lowest totals at the end; default play-on.": "Flere lige med laveste total til sidst; ellers play-on.",
    "Pass cycle; default standard (by table size).": "Hvordan kortene gives videre; ellers standard (efter antal spillere).",
    "Who deals round 1, by name or seat (default: the first player).": "Hvem giver i runde 1, navn eller plads (ellers den første spiller).",
    "End after N deals, or at the target if sooner (lowest total wins, ties shared); 0: no such end.": "Slut efter N runder, eller ved målscoren, hvis den nås før (laveste total vinder, lige totaler deler); 0: ingen sådan slutning.",
    "A player on target-1 plays without passing.": "En spiller ét point under målscoren giver ikke kort videre.",
    "A total landing exactly on the target goes back to 0.": "En total, der rammer målscoren præcis, går tilbage til 0.",
    "{option} only counts with omnibus; add --omnibus.": "{option} tæller kun med omnibus; tilføj --omnibus.",
    "Note: a round is worth {worth} points, so a target of {target} is reached in a round or two; --target sets "
    "another.": "Bemærk: en runde er {worth} point værd, så målscoren {target} nås på en runde eller to; "
    "--target sætter en anden.",
    "How to list them.": "Hvordan de vises.",
    "The game to make current.": "Spillet, der skal være det aktuelle.",
    "The game to delete.": "Spillet, der skal slettes.",
    "Do not ask.": "Spørg ikke.",
    "Deleting {name} needs --yes when no one can be asked.": "At slette {name} kræver --yes, når ingen kan spørges.",
    "Delete the game {name} ({holds}) for good? [y/N] ": "Slet spillet {name} ({holds}) for altid? [j/N] ",
    "damaged: {problem}": "beskadiget: {problem}",
    "The current game is {name}.": "Det aktuelle spil er {name}.",
    "There is no current game; start one with `hjerter new` or pick one with `hjerter use NAME`.": "Der er intet aktuelt spil; start et med `hjerter new` eller vælg et med `hjerter use NAVN`.",
    "The game {name} was saved, but it could not be made the current game ({reason}).": "Spillet {name} blev gemt, men kunne ikke gøres til det aktuelle spil ({reason}).",
    "DAMAGED: {problem}": "BESKADIGET: {problem}",
    "[a copy of {name}, counted once]": "[en kopi af {name}, tælles én gang]",
    "Could not delete {path} ({reason}).": "Kunne ikke slette {path} ({reason}).",
    # shared options
    "Use --game or --file, not both.": "Brug --game eller --file, ikke begge.",
    "No colour, as with NO_COLOR.": "Ingen farver, som med NO_COLOR.",
    "Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).": "Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).",
    "The game to use (default: the current game).": "Spillet, der skal bruges (ellers det aktuelle spil).",
    "A game file anywhere, instead of --game.": "En spilfil hvor som helst, i stedet for --game.",
    "There is no current game; start one with `hjerter new NAME NAME NAME` or pick one with `hjerter use NAME`.": "Der er intet aktuelt spil; start et med `hjerter new NAVN NAVN NAVN` eller vælg et med `hjerter use NAVN`.",
    "There is no game called {name}; see `hjerter list`.": "Der er intet spil, der hedder {name}; se `hjerter list`.",
    "`hjerter {command}` takes no --game or --file before it.": "`hjerter {command}` tager ingen --game eller --file foran.",
    "{value!r} is not one of {allowed}.": "{value!r} er ikke en af {allowed}.",
    # the prompt
    "Save this round? [Y/n/c=correct] ": "Gem runden? [J/n/r=ret] ",
    "(Type < to go back a question; Ctrl-C stops.)": "(Skriv < for at gå et spørgsmål tilbage; Ctrl-C stopper.)",
    "Answer plus or minus.": "Svar plus eller minus.",
    "{player} shot the moon: plus (every player outside the pair gets it) or minus ({player} takes it off)? ": "{player} skød månen: plus (månen lægges til alle uden for makkerparret) eller minus (månen trækkes fra {player})? ",
    "{player} shot the moon: plus (everyone else gets it) or minus ({player} takes it off)? ": "{player} skød månen: plus (månen lægges til alle de andre) eller minus (månen trækkes fra {player})? ",
    "Answer y or n.": "Svar j eller n.",
    "Answer y to save, n to drop it, or c to correct it.": "Svar j for at gemme, n for at kassere den eller r for at rette den.",
    "Round {number}: {passing}, {dealer} deals.": "Runde {number}: {passing}, {dealer} giver.",
    "Did {player} take every trick (the sun)? [y/N] ": "Tog {player} alle stik (solen)? [j/N] ",
    "Did {player} take every trick (the sun)? [Y/n] ": "Tog {player} alle stik (solen)? [J/n] ",
    "{player}'s hearts by value ({left} left): ": "{player}s hjerter efter værdi ({left} tilbage): ",
    "{player}'s hearts ({left} left): ": "{player}s hjerter ({left} tilbage): ",
    "Type {player}'s hearts, a whole number from 0 to {most}.": "Skriv {player}s hjerter, et helt tal fra 0 til {most}.",
    "{player} cannot have {value}: only {left} left to hand out.": "{player} kan ikke have {value}: der er kun {left} tilbage.",
    "No set of hearts is worth {value}.": "Ingen hjerter kan tilsammen være {value} værd.",
    "Type who took {card}: a name or a seat number.": "Skriv hvem der tog {card}: et navn eller et pladsnummer.",
    "Who took {card}? ({seats}): ": "Hvem tog {card}? ({seats}): ",
    "Type a whole number from 0 to {most}, then the letters of any card {player} took (like 4q).": "Skriv et helt tal fra 0 til {most} og derefter bogstavet for hvert kort {player} tog (som 4d).",
    "This is the first question.": "Det er det første spørgsmål.",
    "{player} takes the {left} left.": "{player} får de {left} der er tilbage.",
    # round, edit, undo, redo
    "Who took {card} (name or seat).": "Hvem tog {card} (navn eller plads).",
    "Put back:": "Sat ind igen:",
    "No tallies given, and hjerter asks for them only at a terminal; write them after the command (e.g. 4 q 9 0) or pass '-' to read them from standard input.": "Ingen point skrevet, og hjerter spørger kun efter dem ved en terminal; skriv dem efter kommandoen (f.eks. 4 d 9 0) eller giv '-' for at læse dem fra standardinput.",
    "Nothing was saved.": "Intet blev gemt.",
    "Standard input is closed, so there are no tallies to read from it.": "Standardinput er lukket, så der er ingen point at læse.",
    "Standard input has no rounds; write one round a line (e.g. 4 q 9 0).": "Standardinput har ingen runder; skriv én runde pr. linje (f.eks. 4 d 9 0).",
    "Dry run, nothing saved:": "Kun vist, ikke gemt:",
    "One [NAME=]ENTRY per player: hearts, then card letters q j t k a (e.g. 4 q 9 0). '-' reads stdin.": "Én [NAVN=]POST pr. spiller: hjerter og så kortbogstaver q/d j t k a (f.eks. 4 d 9 0). '-' læser standardinput.",
    "How this round's moon counts, when the rule is choose.": "Hvordan rundens måne tæller, når skytten vælger selv.",
    "The shooter took every trick.": "Skytten tog alle stik.",
    "Show what the round would score; save nothing.": "Vis hvad runden ville give; gem intet.",
    "Removed round {number}: {scores}": "Runde {number} fjernet: {scores}",
    "Totals: {totals}": "I alt: {totals}",
    "Another shell saved round {other} while you typed; this round would be round {row}.": "En anden terminal gemte runde {other}, mens du skrev; denne runde ville blive runde {row}.",
    "Another shell saved a round meanwhile, so this one became round {row}.": "En anden terminal gemte en runde i mellemtiden, så denne blev runde {row}.",
    "the bonus card": "bonuskortet",
    "--{card} is given {count} times ({values}); each card has exactly one taker.": "--{card} er angivet {count} gange ({values}); hvert kort tages af præcis én.",
    "Let's take the round again.": "Lad os tage runden igen.",
    "--moon is given twice; a moon counts one way.": "--moon er angivet to gange; en måne tæller kun på én måde.",
    "Save it as round {row}? [y/N] ": "Gem den som runde {row}? [j/N] ",
    "The round to replace.": "Runden, der skal rettes.",
    "edit replaces one round; standard input has {count}.": "edit retter én runde; standardinput har {count}.",
    "Line {line}: the quotes do not close; nothing was saved.": "Linje {line}: anførselstegnene lukkes ikke; intet blev gemt.",
    "Line {line}: {problem} Nothing was saved.": "Linje {line}: {problem} Intet blev gemt.",
    "Line {line}: the game was over after round {number}; nothing was saved.": "Linje {line}: spillet var slut efter runde {number}; intet blev gemt.",
    "Saved as round {row}.": "Gemt som runde {row}.",
    "{option} needs a value.": "{option} skal have en værdi.",
    "--moon takes plus or minus, not {value!r}.": "--moon tager plus eller minus, ikke {value!r}.",
    "--{card} is given twice; each card has exactly one taker.": "--{card} er angivet to gange; hvert kort tages af præcis én.",
    "{option} is not a round option.": "{option} er ikke et tilvalg for en runde.",
    # streams
    "standard output is closed": "standardoutput er lukket",
    "Nothing was changed; the output could not be written ({reason}).": "Intet blev ændret; det kunne ikke skrives ud ({reason}).",
    "The change was saved to {path}, but its report could not be written ({reason}).": "Ændringen blev gemt i {path}, men beskeden om den kunne ikke skrives ud ({reason}).",
    # show, rules, stats
    "Wrote the sheet as text to {path}.": "Arket er skrevet som tekst til {path}.",
    "Wrote the sheet as Markdown to {path}.": "Arket er skrevet som Markdown til {path}.",
    "Wrote the sheet as CSV to {path}.": "Arket er skrevet som CSV til {path}.",
    "Wrote the sheet as JSON to {path}.": "Arket er skrevet som JSON til {path}.",
    "Wrote the chart to {path}.": "Kurven er skrevet til {path}.",
    "Wrote the picture of the race to {path}.": "Billedet af kapløbet er skrevet til {path}.",
    "Wrote the page to {path}.": "Siden er skrevet til {path}.",
    "Rules of {name}:": "Regler for {name}:",
    "How to show the sheet (default: table; with --output, from the file's ending).": "Hvordan arket vises (ellers table; med --output efter filens endelse).",
    "Write the sheet to this file.": "Skriv arket til denne fil.",
    "The games to count (default: every saved game).": "Spillene, der tælles (ellers alle gemte spil).",
    "Only games where this player sat (repeatable).": "Kun spil hvor denne spiller var med (kan gentages).",
    "Only games started on or after this day.": "Kun spil startet denne dag eller senere.",
    "How to show the standings.": "Hvordan stillingen vises.",
    "How to show the rating.": "Hvordan ratingen vises.",
    "Instead of the standings, every two players who finished a game together.": "I stedet for stillingen: indbyrdes, hver mod hver, for spillere, der har spillet et spil færdigt sammen.",
    "{option} takes a day as YYYY-MM-DD, like 2026-01-01, not {text!r}.": "{option} tager en dag som ÅÅÅÅ-MM-DD, f.eks. 2026-01-01, ikke {text!r}.",
    "There is no day {text}; {option} takes a date that exists.": "Der er ingen dag {text}; {option} tager en dato, der findes.",
    "The game {name} is named twice; name each game once.": "Spillet {name} er nævnt to gange; nævn hvert spil én gang.",
    "--player {name} is given twice; name each player once.": "--player {name} er angivet to gange; nævn hver spiller én gang.",
    "No game counted has a player called {name}.": "Ingen af de talte spil har en spiller, der hedder {name}.",
    "Only games started on or before this day.": "Kun spil startet denne dag eller tidligere.",
    "Left out {name}: {problem}": "{name} er udeladt: {problem}",
    # the game
    "There is no round to undo; this game has no rounds yet.": "Der er ingen runde at fortryde; spillet har ingen runder endnu.",
    "There is nothing to redo; only an undone round can be put back.": "Der er intet at gentage; kun en fortrudt runde kan sættes ind igen.",
    "There is no round {number}; this game has rounds 1 to {last}.": "Der er ingen runde {number}; spillet har runde 1 til {last}.",
    "This game is over ({winners} won); undo or edit a round to reopen it, or start a new game.": "Spillet er slut ({winners} vandt); fortryd eller ret en runde for at åbne det igen, eller start et nyt spil.",
    "There is no round {number}; this game has no rounds yet.": "Der er ingen runde {number}; spillet har ingen runder endnu.",
    "There is no round {number}; this game has only round 1.": "Der er ingen runde {number}; spillet har kun runde 1.",
    "This game has {count} rounds, the most a game keeps; start a new game.": "Spillet har {count} runder, det højeste et spil kan have; start et nyt spil.",
    "The game was over after round {number}, so round {later} cannot follow it.": "Spillet var slut efter runde {number}, så runde {later} kan ikke følge efter.",
    "That edit would end the game before its last round; undo the later rounds first. ({problem})": "Den rettelse ville slutte spillet før sidste runde; fortryd de senere runder først. ({problem})",
    "Round {number}: {problem}": "Runde {number}: {problem}",
    # scoring
    "The hearts' values add up to {sum}, not 104 (2 to 10, J 11, Q 12, K 13, A 14); someone's sum is off.": "Hjerternes værdier giver {sum}, ikke 104 (2 til 10, Kn 11, D 12, K 13, E 14); en af summerne er forkert.",
    "The hearts add up to {sum}, not 13; someone's count is off.": "Hjerterne giver {sum} tilsammen, ikke 13; nogen har talt forkert.",
    "the bonus card needs omnibus": "bonuskortet kræver omnibus",
    "10♣ needs the ten-of-clubs setting": "klør ti kræver reglen ten-of-clubs",
    "K♠ counts only in black-maria": "spar konge tæller kun i Sorte Maria",
    "A♠ counts only in black-maria": "spar es tæller kun i Sorte Maria",
    "{player} has hearts worth {count}; one player's hearts are worth 0 to 104.": "{player} har hjerter for {count}; én spillers hjerter er 0 til 104 værd.",
    "{player} has {count} hearts; a player takes 0 to 13.": "{player} har {count} hjerter; en spiller tager 0 til 13.",
    "A round names a card or a seat that does not exist.": "En runde nævner et kort eller en plads, der ikke findes.",
    "Nobody shot the moon this round, so there is nothing to choose; leave out --moon.": "Ingen skød månen i denne runde, så der er intet at vælge; udelad --moon.",
    "This game does not count the sun; start a game with --sun to use it.": "Dette spil tæller ikke solen; start et spil med --sun for at bruge den.",
    "A sun is a moon with every trick, and nobody shot the moon this round.": "Solen er en måne med alle stik, og ingen skød månen i denne runde.",
    "{given} hearts entries for {count} players; give one per player.": "{given} hjerteposter til {count} spillere; giv én pr. spiller.",
    "The round's points add up to {sum}, not {worth}; check the tallies.": "Rundens point giver {sum}, ikke {worth}; tjek pointene.",
    "The hearts' values {values} cannot be dealt from one set of hearts 2 to A (each heart is taken once); check "
    "the sums.": "Hjerternes værdier {values} kan ikke komme fra ét sæt hjerter 2 til E (hvert hjerte tages én "
    "gang); tjek summerne.",
    "{player} is marked with {card}, but this game does not play with it ({why}).": "{player} er skrevet for {card}, men den er ikke med i dette spil ({why}).",
    "Nobody took {card}; mark its taker with its letter or option.": "Ingen tog {card}; skriv hvem der tog den, med kortets bogstav eller tilvalg.",
    "{card} is marked for both {first} and {second}; exactly one player takes it.": "{card} er skrevet hos både {first} og {second}; kun én spiller kan have taget den.",
    "A moon counts as plus or minus, not {choice!r}.": "En måne tæller som plus eller minus, ikke {choice!r}.",
    "This game's moon rule is {rule}, so nobody chooses how a moon counts; leave out --moon.": "Spillets måneregel er {rule}, så ingen vælger hvordan månen tæller; udelad --moon.",
    "{player} shot the moon: say how it counts with --moon plus or --moon minus.": "{player} skød månen: sig hvordan den tæller med --moon plus eller --moon minus.",
    "{player} did not take {card}, so they did not take every trick: no sun.": "{player} tog ikke {card} og tog altså ikke alle stik: ingen sol.",
    "{player}'s hearts cannot be worth {value}: no set of hearts adds up to that.": "{player}s hjerter kan ikke være {value} værd: ingen hjerter giver tilsammen det.",
    # settings
    "Sorte Maria has no moon, so there is no sun to count either; {mend}.": "Sorte Maria har ingen måne, så der er heller ingen sol at tælle; {mend}.",
    "With the moon rule off a moon counts nothing, so a sun cannot double it; {mend}.": "Med månereglen slået fra tæller månen ikke, så solen kan ikke fordoble den; {mend}.",
    "Sorte Maria has no moon, so the moon rule {rule} has nothing to count; {mend}.": "Sorte Maria har ingen måne, så månereglen {rule} har intet at tælle; {mend}.",
    "leave out {option}": "udelad {option}",
    "add {option}": "tilføj {option}",
    "the jack of diamonds (J♦)": "ruder knægt (J♦)",
    "omnibus_moon only counts with omnibus; add --omnibus.": "omnibus_moon tæller kun med omnibus; tilføj --omnibus.",
    "The dealer must be a player's name.": "Giveren skal være en spillers navn.",
    "A player's name cannot be empty or only spaces.": "En spillers navn kan ikke være tomt eller kun mellemrum.",
    "the ten of diamonds (10♦)": "ruder ti (10♦)",
    "the queen of spades (Q♠)": "spar dame (Q♠)",
    "the ten of clubs (10♣)": "klør ti (10♣)",
    "the king of spades (K♠)": "spar konge (K♠)",
    "the ace of spades (A♠)": "spar es (A♠)",
    "With a target of {target}, one below is {below}: everyone would skip passing from the start; {mend} or raise the target.": "Med målscoren {target} er én under {below}: alle ville springe over at give kort videre fra start; {mend} eller hæv målscoren.",
    "The target must be a whole number from 1 to {most}, not {target}.": "Målscoren skal være et helt tal fra 1 til {most}, ikke {target}.",
    "The dealer {dealer} is not at the table; choose one of {players}.": "Giveren {dealer} sidder ikke ved bordet; vælg en af {players}.",
    "The player name {name!r} has a control character; use printable characters only.": "Spillernavnet {name!r} har et styretegn; brug kun tegn, der kan skrives ud.",
    "The player name {name!r} is longer than 20 characters.": "Spillernavnet {name!r} er længere end 20 tegn.",
    "The player name {name!r} has an '=', which tallies use; leave it out.": "Spillernavnet {name!r} har et '=', som pointene bruger; udelad det.",
    "The player name {name!r} is only digits, which stand for seats; add a letter.": "Spillernavnet {name!r} er kun tal, som står for pladser; tilføj et bogstav.",
    "Hearts is played by {least} to {most} players, not {count}.": "Hjerterfri spilles af {least} til {most} spillere, ikke {count}.",
    "The setting {name} must be one of {choices}, not {value!r}.": "Reglen {name} skal være en af {choices}, ikke {value!r}.",
    "The setting {name} must be true or false.": "Reglen {name} skal være true eller false.",
    "Two players are called {name} (names ignore case); tell them apart.": "To spillere hedder {name} (store og små bogstaver er ens); giv dem forskellige navne.",
    "{name} already sits at this table; choose another name.": "{name} sidder allerede ved dette bord; vælg et andet navn.",
    "A rating of every player across the finished games, highest first: OpenSkill's Plackett-Luce\nmodel, one match a game in the order they started, each player ranked by the final total\n(lowest first, equal totals share a place), a pair as a team of two. Rating is mu - 3 sigma: it\nstarts at 0, rises with good results against strong players, and a player's first games move\nit most. Change: how much the last game moved it.": "En rating af hver spiller på tværs af de færdige spil, højeste først: OpenSkills\nPlackett-Luce-model, én kamp pr. spil i den rækkefølge, de blev startet, hver spiller placeret efter sin slutscore\n(laveste først, lige totaler deler pladsen), et makkerpar som et hold på to. Rating er mu - 3 sigma: den\nstarter på 0, stiger med gode resultater mod stærke spillere, og en spillers første spil flytter\nden mest. Ændring: hvor meget det seneste spil flyttede den.",
}

# Both copies of a card (two packs): "Begge spar damer".
CARD_PLURALS = {
    ("Q♠", "Q♠"): ("spar dame", "spar damer"),
    ("J♦", "J♦"): ("ruder knægt", "ruder knægte"),
    ("10♦", "10♦"): ("ruder ti", "ruder tiere"),
    ("10♣", "10♣"): ("klør ti", "klør tiere"),
    ("K♠", "K♠"): ("spar konge", "spar konger"),
    ("A♠", "A♠"): ("spar es", "spar esser"),
}

# The end after so many deals, in the heading of a sheet.
DEALS_PLURALS = {
    ("ends after {deals} round", "ends after {deals} rounds"): (
        "slutter efter {deals} runde",
        "slutter efter {deals} runder",
    ),
}

FIRST = COMMANDS | SCREENS | ROOM
FIRST_PLURALS = SCREEN_PLURALS | CARD_PLURALS | DEALS_PLURALS


def everything() -> tuple[dict[str, str], dict[tuple[str, str], tuple[str, str]]]:
    """Every Danish message and plural form: FIRST with the words of one command each."""
    from hjerter_cli.locale.da_club import CLUB
    from hjerter_cli.locale.da_club import PLURALS as CLUB_PLURALS
    from hjerter_cli.locale.da_evening import EVENING
    from hjerter_cli.locale.da_evening import PLURALS as EVENING_PLURALS
    from hjerter_cli.locale.da_import import IMPORTS
    from hjerter_cli.locale.da_import import PLURALS as IMPORT_PLURALS
    from hjerter_cli.locale.da_player import PLAYER

    messages = FIRST | IMPORTS | PLAYER | CLUB | EVENING
    return messages, FIRST_PLURALS | IMPORT_PLURALS | CLUB_PLURALS | EVENING_PLURALS


__all__ = ["COMMANDS", "FIRST", "FIRST_PLURALS", "everything"]
