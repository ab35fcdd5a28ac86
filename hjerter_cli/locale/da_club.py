"""Dansk: what `hjerter club` says (1.5): klubben, bordene, en konflikt."""

CLUB = {
    "The club's folder for this command, as `hjerter club DIR` joins it for a data dir.": "Klubbens mappe for denne kommando, som `hjerter club MAPPE` melder en datamappe ind i den.",
    "One history from every table (git or Syncthing).": "Én historik fra alle borde (git eller Syncthing).",
    "A folder to join, or what to do.": "En mappe at melde sig ind i, eller hvad der skal gøres.",
    "[DIR | ACTION [ARGS]...]": "[MAPPE | HANDLING [ARGUMENTER]...]",
    "FILE": "FIL",
    "Leave the club (nothing in its folder is removed).": "Meld dig ud af klubben (intet i dens mappe fjernes).",
    "With alias: remove the alias of a name.": "Med alias: fjern et navns alias.",
    "Count this data dir's games only, not the club's.": "Tæl kun datamappens spil, ikke klubbens.",
    "One history from every table, kept in a folder that git, Syncthing, Nextcloud or Dropbox\ncarries between the machines.\n\nDIR: join the club kept in DIR (made if missing). Alone: where the club is, what it holds,\nand any game in conflict. --leave: leave it. In a club, every save also writes the game into\nDIR/games/, and list, stats and rating count this data dir's games and the club's, each once\n(--mine: this data dir's only).\n\nActions: publish [GAME...] writes games saved before joining (default: all); remove GAME\nremoves the club's copy, for every table; keep FILE makes that version of a game in conflict\nthe game's (the others are kept as .bak); alias NAME OTHER counts OTHER as NAME at every table\n(alias --remove OTHER undoes it); sync commits the club's games, pulls and pushes (DIR a git\nwork tree with a remote).": "Én historik fra alle borde, i en mappe som git, Syncthing, Nextcloud eller Dropbox\nbærer mellem maskinerne.\n\nMAPPE: meld dig ind i klubben i MAPPE (laves, hvis den mangler). Alene: hvor klubben er, hvad\nden rummer, og spil i konflikt. --leave: meld dig ud. I en klub skrives hvert gemt spil også i\nMAPPE/games/, og list, stats og rating tæller datamappens spil og klubbens, hvert spil én gang\n(--mine: kun datamappens).\n\nHandlinger: publish [SPIL...] skriver spil gemt før indmeldelsen (ellers alle); remove SPIL\nfjerner klubbens kopi, for alle borde; keep FIL gør den udgave af et spil i konflikt til\nspillets (de andre gemmes som .bak); alias NAVN ANDET tæller ANDET som NAVN ved alle borde\n(alias --remove ANDET fortryder det); sync gemmer klubbens spil i git, henter og sender (MAPPE\ner en git-arbejdsmappe med en remote).",
    "--remove goes with `hjerter club alias --remove OTHER`.": "--remove hører til `hjerter club alias --remove ANDET`.",
    "Nothing more goes after {word}: {extra}.": "Der skal ikke mere efter {word}: {extra}.",
    "This data dir is in no club; join one with `hjerter club DIR`.": "Datamappen er ikke med i nogen klub; meld dig ind med `hjerter club MAPPE`.",
    "`hjerter club {action}` takes one {what}.": "`hjerter club {action}` tager én {what}.",
    "This data dir is now in the club kept in {folder}; `hjerter club publish` adds the games saved before.": "Datamappen er nu med i klubben i {folder}; `hjerter club publish` lægger de spil, der er gemt før, ind.",
    "HJERTER_CLUB names the club for each command; unset it to leave.": "HJERTER_CLUB angiver klubben for hver kommando; fjern den for at melde dig ud.",
    "This data dir is in no club; there is nothing to leave.": "Datamappen er ikke med i nogen klub; der er intet at melde sig ud af.",
    "Left the club kept in {folder}; nothing in it was removed.": "Du er meldt ud af klubben i {folder}; intet i den er fjernet.",
    "This data dir is in no club; join one with `hjerter club DIR` (a folder git or Syncthing keeps).": "Datamappen er ikke med i nogen klub; meld dig ind med `hjerter club MAPPE` (en mappe, som git eller Syncthing holder ajour).",
    "The club is kept in {folder}.": "Klubben ligger i {folder}.",
    "{path} is in the club's folder, whose files hjerter writes itself; open a club game by the name `hjerter list` gives it, or save the game here with `-g NAME`: the club's copy follows.": "{path} ligger i klubbens mappe, hvis filer hjerter selv skriver; åbn et klubspil ved det navn, `hjerter list` giver det, eller gem spillet her med `-g NAVN`: klubbens kopi følger med.",
    "Behind in the club (the next save or `hjerter club publish` writes them): {names}": "Bagud i klubben (de skrives, næste gang de gemmes, eller med `hjerter club publish`): {names}",
    "In conflict: {name}; keep one with `hjerter club keep FILE`:": "I konflikt: {name}; behold én med `hjerter club keep FIL`:",
    "In conflict, counted nowhere: {name} ({files}); keep one with `hjerter club keep FILE`.": "I konflikt, tælles ingen steder: {name} ({files}); behold én med `hjerter club keep FIL`.",
    "The club keeps its copy; `hjerter club remove {name}` removes it for every table.": "Klubben beholder sin kopi; `hjerter club remove {name}` fjerner den for alle borde.",
    "The club has no copy of {name}.": "Klubben har ingen kopi af {name}.",
    "Removed {name} from the club: it goes for every table (this data dir keeps its own copy, if any).": "{name} er fjernet fra klubben: det gælder alle borde (datamappen beholder sin egen kopi, hvis den har en).",
    "{file} is no game file of the club's; see `hjerter club`.": "{file} er ikke en af klubbens spilfiler; se `hjerter club`.",
    "Kept {file} as the game's version.": "{file} er nu spillets udgave.",
    "The others are kept as: {files}": "De andre er gemt som: {files}",
    "`hjerter club alias --remove` takes one name: the OTHER of an alias.": "`hjerter club alias --remove` tager ét navn: et alias' ANDET.",
    "{name} is no alias in the club.": "{name} er ikke et alias i klubben.",
    "{name} counts as itself again at every table.": "{name} tæller igen som sig selv ved alle borde.",
    "`hjerter club alias` takes two names: NAME OTHER (OTHER counts as NAME).": "`hjerter club alias` tager to navne: NAVN ANDET (ANDET tæller som NAVN).",
    "{other} counts as {name} at every table.": "{other} tæller som {name} ved alle borde.",
    "{name} is {name} already; an alias names two different players.": "{name} er allerede {name}; et alias nævner to forskellige spillere.",
    "{name} counts as {target} already; an alias of an alias (a chain or a loop) is refused.": "{name} tæller allerede som {target}; et alias af et alias (en kæde eller en løkke) afvises.",
    "{other} stands for {key} already; an alias of an alias (a chain or a loop) is refused.": "{other} står allerede for {key}; et alias af et alias (en kæde eller en løkke) afvises.",
    "git is not installed; `hjerter club sync` drives git.": "git er ikke installeret; `hjerter club sync` bruger git.",
    "git failed: {reason}": "git mislykkedes: {reason}",
    "{folder} is not a git work tree; make it one (git clone) to sync with `hjerter club sync`.": "{folder} er ikke en git-arbejdsmappe; gør den til en (git clone) for at synkronisere med `hjerter club sync`.",
    "The club's git repository has no remote; add one with `git remote add origin URL`.": "Klubbens git-arkiv har ingen remote; tilføj en med `git remote add origin URL`.",
    "Another table kept pushing; nothing is lost, sync again.": "Et andet bord blev ved med at sende; intet er tabt, synkronisér igen.",
    "Synced the club: nothing new from the other tables.": "Klubben er synkroniseret: intet nyt fra de andre borde.",
}

PLURALS = {
    (
        "It holds {count} game; {others} of them scored at other tables.",
        "It holds {count} games; {others} of them scored at other tables.",
    ): (
        "Den rummer {count} spil; {others} af dem er spillet ved andre borde.",
        "Den rummer {count} spil; {others} af dem er spillet ved andre borde.",
    ),
    (
        "{count} game here is not in the club; `hjerter club publish` adds it.",
        "{count} games here are not in the club; `hjerter club publish` adds them.",
    ): (
        "{count} spil her er ikke i klubben; `hjerter club publish` lægger det ind.",
        "{count} spil her er ikke i klubben; `hjerter club publish` lægger dem ind.",
    ),
    ("Published {count} game to the club.", "Published {count} games to the club."): (
        "{count} spil er lagt i klubben.",
        "{count} spil er lagt i klubben.",
    ),
    (
        "Synced the club: {count} file came from the other tables.",
        "Synced the club: {count} files came from the other tables.",
    ): (
        "Klubben er synkroniseret: {count} fil kom fra de andre borde.",
        "Klubben er synkroniseret: {count} filer kom fra de andre borde.",
    ),
    (
        "The club's copy of {names} was not written: {reason}; the next save or `hjerter club publish` writes it.",
        "The club's copies of {names} were not written: {reason}; the next save of each or `hjerter club publish` writes them.",
    ): (
        "Klubbens kopi af {names} blev ikke skrevet: {reason}; den skrives, næste gang spillet gemmes, eller med `hjerter club publish`.",
        "Klubbens kopier af {names} blev ikke skrevet: {reason}; de skrives, næste gang hvert spil gemmes, eller med `hjerter club publish`.",
    ),
}
