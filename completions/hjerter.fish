# fish completion for hjerter: `hjerter completion fish | source`, or this file in
# ~/.config/fish/completions/. Made from the app by `python -m hjerter_cli.cli.completion`; do not edit.
# Command words, options and fixed values are completed here; for names it asks hjerter.

# Whether hjerter speaks Danish here (as it chooses: HJERTER_LANG, else the locale).
function __hjerter_da
    for value in "$HJERTER_LANG" "$LANGUAGE" "$LC_ALL" "$LC_MESSAGES" "$LANG"
        if test -n "$value"
            string match -qi 'da*' -- $value
            return
        end
    end
    return 1
end

# The command words, NAME<tab>HELP.
function __hjerter_commands
    if __hjerter_da
        printf '%s\n' 'new	Start et spil med 3 til 7 spillere (5 til 12 med to bunker).' 'round	Skriv en rundes point på arket (eller bliv spurgt).' 'edit	Ret runde N.' 'show	Pointtavlen, en kurve eller en side.' 'undo	Fjern den sidste runde.' 'redo	Sæt den sidst fortrudte runde ind igen.' 'list	De gemte spil.' 'use	Gør et spil til det aktuelle.' 'delete	Slet et gemt spil.' 'rename	Giv en spiller i spillet et nyt navn.' 'rules	Spillets regler i ord.' 'stats	Stillingen på tværs af spil.' 'rating	Hvem er stærkest på tværs af spil (en rating).' 'player	Én spillers side: modstandere, makkere og måned for måned.' 'serve	Arket live på hver telefon ved bordet.' 'import	Hent spil ind fra JSON eller et CSV-ark.' 'club	Én historik fra alle borde (git eller Syncthing).' 'evening	Klubaften: flere borde, omgange, én stilling.' 'completion	Fuldførelsesscript til en shell.'
    else
        printf '%s\n' 'new	Start a game of 3 to 7 players (5 to 12 with two packs).' 'round	Enter a round\'s tallies (or be asked).' 'edit	Replace round N\'s tallies.' 'show	The score sheet, a chart or a page.' 'undo	Remove the last round.' 'redo	Put back the round undone last.' 'list	The saved games.' 'use	Make a game the current one.' 'delete	Delete a saved game.' 'rename	Rename a player of the game.' 'rules	The game\'s rules in words.' 'stats	Standings across games.' 'rating	Who is strongest across games (a rating).' 'player	One player\'s page: rivals, partners, months.' 'serve	The sheet live on every phone at the table.' 'import	Bring in games from JSON or a CSV sheet.' 'club	One history from every table (git or Syncthing).' 'evening	A club evening: tables, sittings, one standings.' 'completion	The completion script of a shell.'
    end
end

# The options of a command ('' before the command), NAME<tab>HELP; with `asked`, those only some games take.
function __hjerter_options --argument-names cmd asked
    if __hjerter_da
        switch "$cmd $asked"
            case ' '
                printf '%s\n' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--game	Spillet, der skal bruges (ellers det aktuelle spil).' '-g	Spillet, der skal bruges (ellers det aktuelle spil).' '--file	En spilfil hvor som helst, i stedet for --game.' '-f	En spilfil hvor som helst, i stedet for --game.' '--no-color	Ingen farver, som med NO_COLOR.' '--version	Vis versionen og afslut.' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'new '
                printf '%s\n' '--game	Spillets navn (ellers dagens dato).' '-g	Spillets navn (ellers dagens dato).' '--file	En spilfil hvor som helst, i stedet for --game.' '-f	En spilfil hvor som helst, i stedet for --game.' '--like	Samme spillere, pladser og regler som SPIL; næste plads giver runde 1.' '--again	--like det aktuelle spil: en revanche.' '--target	Målscoren, der slutter spillet (New Moon: 50); ellers 100.' '--deals	Slut efter N runder, eller ved målscoren, hvis den nås før (laveste total vinder, lige totaler deler); 0: ingen sådan slutning.' '--moon	Hvordan månen tæller; ellers plus.' '--scoring	Pointsystem; ellers standard.' '--omnibus	Bonuskortet (ruder knægt) er -10 værd.' '--no-omnibus	Bonuskortet (ruder knægt) er -10 værd.' '--bonus-card	Bonuskortet: knægt (J♦) eller ti (10♦).' '--omnibus-moon	Med --omnibus: skal månen have bonuskortet med (with-bonus) eller ej (without-bonus)?' '--ten-of-clubs	Klør ti: 10♣ fordobler rundens point for den, der tager den.' '--no-ten-of-clubs	Klør ti: 10♣ fordobler rundens point for den, der tager den.' '--sun	En måne med alle stik tæller dobbelt.' '--no-sun	En måne med alle stik tæller dobbelt.' '--ties	Flere lige med laveste total til sidst; ellers play-on.' '--passing	Hvordan kortene gives videre; ellers standard (efter antal spillere).' '--dealer	Hvem giver i runde 1, navn eller plads (ellers den første spiller).' '--one-below	En spiller ét point under målscoren giver ikke kort videre.' '--no-one-below	En spiller ét point under målscoren giver ikke kort videre.' '--exact-reset	En total, der rammer målscoren præcis, går tilbage til 0.' '--no-exact-reset	En total, der rammer målscoren præcis, går tilbage til 0.' '--decks	Kortspil blandet sammen: 1 eller 2 (Cancellation Hearts, 5 til 12 spillere).' '--pairs	Makkerpar: makkere sidder over for hinanden.' '--no-pairs	Makkerpar: makkere sidder over for hinanden.' '--pair	Et makkerpar, med navne eller pladser (én gang pr. par, i stedet for --pairs).' '--deal	remove (kort tages ud, så given går op) eller kitty (resten i puljen til vinderen af første stik).' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'round '
                printf '%s\n' '--dry-run	Vis hvad runden ville give; gem intet.' '--game	Spillet, der skal bruges (ellers det aktuelle spil).' '-g	Spillet, der skal bruges (ellers det aktuelle spil).' '--file	En spilfil hvor som helst, i stedet for --game.' '-f	En spilfil hvor som helst, i stedet for --game.' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'round asked'
                printf '%s\n' '--queen	Hvem tog spar dame (navn eller plads).' '--bonus	Hvem tog bonuskortet (navn eller plads).' '--ten	Hvem tog klør ti (navn eller plads).' '--king	Hvem tog spar konge (navn eller plads).' '--ace	Hvem tog spar es (navn eller plads).' '--moon	Hvordan rundens måne tæller, når skytten vælger selv.' '--sun	Skytten tog alle stik.'
            case 'edit '
                printf '%s\n' '--dry-run	Vis hvad runden ville give; gem intet.' '--game	Spillet, der skal bruges (ellers det aktuelle spil).' '-g	Spillet, der skal bruges (ellers det aktuelle spil).' '--file	En spilfil hvor som helst, i stedet for --game.' '-f	En spilfil hvor som helst, i stedet for --game.' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'edit asked'
                printf '%s\n' '--queen	Hvem tog spar dame (navn eller plads).' '--bonus	Hvem tog bonuskortet (navn eller plads).' '--ten	Hvem tog klør ti (navn eller plads).' '--king	Hvem tog spar konge (navn eller plads).' '--ace	Hvem tog spar es (navn eller plads).' '--moon	Hvordan rundens måne tæller, når skytten vælger selv.' '--sun	Skytten tog alle stik.'
            case 'show '
                printf '%s\n' '--format	Hvordan arket vises (ellers table; med --output efter filens endelse).' '--output	Skriv arket til denne fil.' '-o	Skriv arket til denne fil.' '--watch	Vis arket igen, hver gang spillet ændres, indtil Ctrl-C.' '--qr	Tegn også linket til BG Stats som en QR-kode, i en terminal (med --format bgstats, eller alene).' '--game	Spillet, der skal bruges (ellers det aktuelle spil).' '-g	Spillet, der skal bruges (ellers det aktuelle spil).' '--file	En spilfil hvor som helst, i stedet for --game.' '-f	En spilfil hvor som helst, i stedet for --game.' '--no-color	Ingen farver, som med NO_COLOR.' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'undo '
                printf '%s\n' '--game	Spillet, der skal bruges (ellers det aktuelle spil).' '-g	Spillet, der skal bruges (ellers det aktuelle spil).' '--file	En spilfil hvor som helst, i stedet for --game.' '-f	En spilfil hvor som helst, i stedet for --game.' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'redo '
                printf '%s\n' '--game	Spillet, der skal bruges (ellers det aktuelle spil).' '-g	Spillet, der skal bruges (ellers det aktuelle spil).' '--file	En spilfil hvor som helst, i stedet for --game.' '-f	En spilfil hvor som helst, i stedet for --game.' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'list '
                printf '%s\n' '--format	Hvordan de vises.' '--mine	Kun datamappens spil, ikke klubbens.' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'use '
                printf '%s\n' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'delete '
                printf '%s\n' '--yes	Spørg ikke.' '-y	Spørg ikke.' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'rename '
                printf '%s\n' '--game	Spillet, der skal bruges (ellers det aktuelle spil).' '-g	Spillet, der skal bruges (ellers det aktuelle spil).' '--file	En spilfil hvor som helst, i stedet for --game.' '-f	En spilfil hvor som helst, i stedet for --game.' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'rules '
                printf '%s\n' '--game	Spillet, der skal bruges (ellers det aktuelle spil).' '-g	Spillet, der skal bruges (ellers det aktuelle spil).' '--file	En spilfil hvor som helst, i stedet for --game.' '-f	En spilfil hvor som helst, i stedet for --game.' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'stats '
                printf '%s\n' '--player	Kun spil hvor denne spiller var med (kan gentages).' '--since	Kun spil startet denne dag eller senere.' '--until	Kun spil startet denne dag eller tidligere.' '--head-to-head	I stedet for stillingen: indbyrdes, hver mod hver, for spillere, der har spillet et spil færdigt sammen.' '--format	Hvordan stillingen vises.' '--mine	Kun datamappens spil, ikke klubbens.' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'rating '
                printf '%s\n' '--player	Kun spil hvor denne spiller var med (kan gentages).' '--since	Kun spil startet denne dag eller senere.' '--until	Kun spil startet denne dag eller tidligere.' '--format	Hvordan ratingen vises.' '--mine	Kun datamappens spil, ikke klubbens.' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'player '
                printf '%s\n' '--since	Kun spil startet denne dag eller senere.' '--until	Kun spil startet denne dag eller tidligere.' '--format	Hvordan siden vises.' '--mine	Kun datamappens spil, ikke klubbens.' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'serve '
                printf '%s\n' '--port	Porten, siden deles på (ellers 0: en vilkårlig ledig port).' '--local	Del kun med denne computer (127.0.0.1), ikke med netværket.' '--evening	Vis klubaftenen NAVN i stedet: bordene, deres totaler, hvem der sidder over, stillingen.' '--game	Spillet, der skal bruges (ellers det aktuelle spil).' '-g	Spillet, der skal bruges (ellers det aktuelle spil).' '--file	En spilfil hvor som helst, i stedet for --game.' '-f	En spilfil hvor som helst, i stedet for --game.' '--no-color	Ingen farver, som med NO_COLOR.' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'import '
                printf '%s\n' '--game	Spillets navn, når der hentes én fil ind (ellers dokumentets navn, ellers filens navn).' '-g	Spillets navn, når der hentes én fil ind (ellers dokumentets navn, ellers filens navn).' '--totals	CSV-arkets rækker er løbende totaler, ikke hver rundes point.' '--started	Spilledagen, for filer, der ikke selv angiver den (ellers filens ændringstid).' '--target	Målscoren, der slutter spillet (New Moon: 50); ellers 100.' '--deals	Slut efter N runder, eller ved målscoren, hvis den nås før (laveste total vinder, lige totaler deler); 0: ingen sådan slutning.' '--moon	Hvordan månen tæller; ellers plus.' '--scoring	Pointsystem; ellers standard.' '--omnibus	Bonuskortet (ruder knægt) er -10 værd.' '--no-omnibus	Bonuskortet (ruder knægt) er -10 værd.' '--bonus-card	Bonuskortet: knægt (J♦) eller ti (10♦).' '--omnibus-moon	Med --omnibus: skal månen have bonuskortet med (with-bonus) eller ej (without-bonus)?' '--ten-of-clubs	Klør ti: 10♣ fordobler rundens point for den, der tager den.' '--no-ten-of-clubs	Klør ti: 10♣ fordobler rundens point for den, der tager den.' '--sun	En måne med alle stik tæller dobbelt.' '--no-sun	En måne med alle stik tæller dobbelt.' '--ties	Flere lige med laveste total til sidst; ellers play-on.' '--passing	Hvordan kortene gives videre; ellers standard (efter antal spillere).' '--dealer	Hvem giver i runde 1, navn eller plads (ellers den første spiller).' '--one-below	En spiller ét point under målscoren giver ikke kort videre.' '--no-one-below	En spiller ét point under målscoren giver ikke kort videre.' '--exact-reset	En total, der rammer målscoren præcis, går tilbage til 0.' '--no-exact-reset	En total, der rammer målscoren præcis, går tilbage til 0.' '--decks	Kortspil blandet sammen: 1 eller 2 (Cancellation Hearts, 5 til 12 spillere).' '--pairs	Makkerpar: makkere sidder over for hinanden.' '--no-pairs	Makkerpar: makkere sidder over for hinanden.' '--pair	Et makkerpar, med navne eller pladser (én gang pr. par, i stedet for --pairs).' '--deal	remove (kort tages ud, så given går op) eller kitty (resten i puljen til vinderen af første stik).' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'club '
                printf '%s\n' '--leave	Meld dig ud af klubben (intet i dens mappe fjernes).' '--remove	Med alias: fjern et navns alias.' '--replace	Med alias: lad ANDET tælle som NAVN, hvor det tæller som et andet navn.' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'evening '
                printf '%s\n' '--sittings	Med start: antal omgange (ellers 4).' '--seating	Med start: hvordan der trækkes lod til hver omgang.' '--table-size	Med start: spillere pr. bord (ellers 4).' '--exact	Med start: præcis K ved hvert bord; resten sidder over.' '--scoring	Med start: stillingens regel (ellers placeringer).' '--seed	Gør lodtrækningen gentagelig.' '--force	Med next: træk lod, før alle borde er færdige.' '--format	Hvordan den vises.' '--target	Målscoren, der slutter spillet (New Moon: 50); ellers 100.' '--deals	Slut efter N runder, eller ved målscoren, hvis den nås før (laveste total vinder, lige totaler deler); 0: ingen sådan slutning.' '--moon	Hvordan månen tæller; ellers plus.' '--omnibus	Bonuskortet (ruder knægt) er -10 værd.' '--no-omnibus	Bonuskortet (ruder knægt) er -10 værd.' '--bonus-card	Bonuskortet: knægt (J♦) eller ti (10♦).' '--omnibus-moon	Med --omnibus: skal månen have bonuskortet med (with-bonus) eller ej (without-bonus)?' '--ten-of-clubs	Klør ti: 10♣ fordobler rundens point for den, der tager den.' '--no-ten-of-clubs	Klør ti: 10♣ fordobler rundens point for den, der tager den.' '--sun	En måne med alle stik tæller dobbelt.' '--no-sun	En måne med alle stik tæller dobbelt.' '--ties	Flere lige med laveste total til sidst; ellers play-on.' '--passing	Hvordan kortene gives videre; ellers standard (efter antal spillere).' '--one-below	En spiller ét point under målscoren giver ikke kort videre.' '--no-one-below	En spiller ét point under målscoren giver ikke kort videre.' '--exact-reset	En total, der rammer målscoren præcis, går tilbage til 0.' '--no-exact-reset	En total, der rammer målscoren præcis, går tilbage til 0.' '--decks	Kortspil blandet sammen: 1 eller 2 (Cancellation Hearts, 5 til 12 spillere).' '--pairs	Makkerpar: makkere sidder over for hinanden.' '--no-pairs	Makkerpar: makkere sidder over for hinanden.' '--deal	remove (kort tages ud, så given går op) eller kitty (resten i puljen til vinderen af første stik).' '--data-dir	Mappe med gemte spil (ellers $HJERTER_DATA_DIR, ellers brugerens datamappe).' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
            case 'completion '
                printf '%s\n' '--help	Vis denne hjælp og afslut.' '-h	Vis denne hjælp og afslut.'
        end
    else
        switch "$cmd $asked"
            case ' '
                printf '%s\n' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--game	The game to use (default: the current game).' '-g	The game to use (default: the current game).' '--file	A game file anywhere, instead of --game.' '-f	A game file anywhere, instead of --game.' '--no-color	No colour, as with NO_COLOR.' '--version	Show the version and exit.' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'new '
                printf '%s\n' '--game	Name of the game (default: today\'s date).' '-g	Name of the game (default: today\'s date).' '--file	A game file anywhere, instead of --game.' '-f	A game file anywhere, instead of --game.' '--like	Same players, seats and settings as GAME; round 1 dealt by the next seat.' '--again	--like the current game: a rematch.' '--target	Score that ends the game (New Moon: 50); default 100.' '--deals	End after N deals, or at the target if sooner (lowest total wins, ties shared); 0: no such end.' '--moon	How a moon counts; default plus.' '--scoring	Scoring scheme; default standard.' '--omnibus	The bonus card (J♦) is worth -10.' '--no-omnibus	The bonus card (J♦) is worth -10.' '--bonus-card	The bonus card: jack (J♦) or ten (10♦).' '--omnibus-moon	With --omnibus: does a moon need the bonus card (with-bonus) or not (without-bonus)?' '--ten-of-clubs	Klør ti: 10♣ doubles its taker\'s round.' '--no-ten-of-clubs	Klør ti: 10♣ doubles its taker\'s round.' '--sun	A moon with every trick counts double.' '--no-sun	A moon with every trick counts double.' '--ties	Tied lowest totals at the end; default play-on.' '--passing	Pass cycle; default standard (by table size).' '--dealer	Who deals round 1, by name or seat (default: the first player).' '--one-below	A player on target-1 plays without passing.' '--no-one-below	A player on target-1 plays without passing.' '--exact-reset	A total landing exactly on the target goes back to 0.' '--no-exact-reset	A total landing exactly on the target goes back to 0.' '--decks	Packs shuffled together: 1, or 2 (Cancellation Hearts, 5 to 12 players).' '--pairs	Partner pairs: partners sit opposite.' '--no-pairs	Partner pairs: partners sit opposite.' '--pair	A partner pair, by names or seats (once a pair, instead of --pairs).' '--deal	remove (cards out, so the deal comes out even) or kitty (the rest to the first trick\'s winner).' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'round '
                printf '%s\n' '--dry-run	Show what the round would score; save nothing.' '--game	The game to use (default: the current game).' '-g	The game to use (default: the current game).' '--file	A game file anywhere, instead of --game.' '-f	A game file anywhere, instead of --game.' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'round asked'
                printf '%s\n' '--queen	Who took Q♠ (name or seat).' '--bonus	Who took the bonus card (name or seat).' '--ten	Who took 10♣ (name or seat).' '--king	Who took K♠ (name or seat).' '--ace	Who took A♠ (name or seat).' '--moon	How this round\'s moon counts, when the rule is choose.' '--sun	The shooter took every trick.'
            case 'edit '
                printf '%s\n' '--dry-run	Show what the round would score; save nothing.' '--game	The game to use (default: the current game).' '-g	The game to use (default: the current game).' '--file	A game file anywhere, instead of --game.' '-f	A game file anywhere, instead of --game.' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'edit asked'
                printf '%s\n' '--queen	Who took Q♠ (name or seat).' '--bonus	Who took the bonus card (name or seat).' '--ten	Who took 10♣ (name or seat).' '--king	Who took K♠ (name or seat).' '--ace	Who took A♠ (name or seat).' '--moon	How this round\'s moon counts, when the rule is choose.' '--sun	The shooter took every trick.'
            case 'show '
                printf '%s\n' '--format	How to show the sheet (default: table; with --output, from the file\'s ending).' '--output	Write the sheet to this file.' '-o	Write the sheet to this file.' '--watch	Show the sheet again whenever the game changes, until Ctrl-C.' '--qr	Draw BG Stats\' link as a QR code too, at a terminal (with --format bgstats, or alone).' '--game	The game to use (default: the current game).' '-g	The game to use (default: the current game).' '--file	A game file anywhere, instead of --game.' '-f	A game file anywhere, instead of --game.' '--no-color	No colour, as with NO_COLOR.' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'undo '
                printf '%s\n' '--game	The game to use (default: the current game).' '-g	The game to use (default: the current game).' '--file	A game file anywhere, instead of --game.' '-f	A game file anywhere, instead of --game.' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'redo '
                printf '%s\n' '--game	The game to use (default: the current game).' '-g	The game to use (default: the current game).' '--file	A game file anywhere, instead of --game.' '-f	A game file anywhere, instead of --game.' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'list '
                printf '%s\n' '--format	How to list them.' '--mine	Count this data dir\'s games only, not the club\'s.' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'use '
                printf '%s\n' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'delete '
                printf '%s\n' '--yes	Do not ask.' '-y	Do not ask.' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'rename '
                printf '%s\n' '--game	The game to use (default: the current game).' '-g	The game to use (default: the current game).' '--file	A game file anywhere, instead of --game.' '-f	A game file anywhere, instead of --game.' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'rules '
                printf '%s\n' '--game	The game to use (default: the current game).' '-g	The game to use (default: the current game).' '--file	A game file anywhere, instead of --game.' '-f	A game file anywhere, instead of --game.' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'stats '
                printf '%s\n' '--player	Only games where this player sat (repeatable).' '--since	Only games started on or after this day.' '--until	Only games started on or before this day.' '--head-to-head	Instead of the standings, every two players who finished a game together.' '--format	How to show the standings.' '--mine	Count this data dir\'s games only, not the club\'s.' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'rating '
                printf '%s\n' '--player	Only games where this player sat (repeatable).' '--since	Only games started on or after this day.' '--until	Only games started on or before this day.' '--format	How to show the rating.' '--mine	Count this data dir\'s games only, not the club\'s.' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'player '
                printf '%s\n' '--since	Only games started on or after this day.' '--until	Only games started on or before this day.' '--format	How to show the page.' '--mine	Count this data dir\'s games only, not the club\'s.' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'serve '
                printf '%s\n' '--port	The port to serve on (default 0: any free port).' '--local	Serve this machine alone (127.0.0.1), not the network.' '--evening	Serve the club evening NAME instead: its tables, their totals, who sits out, the standings.' '--game	The game to use (default: the current game).' '-g	The game to use (default: the current game).' '--file	A game file anywhere, instead of --game.' '-f	A game file anywhere, instead of --game.' '--no-color	No colour, as with NO_COLOR.' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'import '
                printf '%s\n' '--game	Name of the game, with one file (default: the document\'s name, else the file\'s name).' '-g	Name of the game, with one file (default: the document\'s name, else the file\'s name).' '--totals	The CSV\'s rows hold running totals, not each round\'s scores.' '--started	The day the game was played, for files that do not say (default: the file\'s modification time).' '--target	Score that ends the game (New Moon: 50); default 100.' '--deals	End after N deals, or at the target if sooner (lowest total wins, ties shared); 0: no such end.' '--moon	How a moon counts; default plus.' '--scoring	Scoring scheme; default standard.' '--omnibus	The bonus card (J♦) is worth -10.' '--no-omnibus	The bonus card (J♦) is worth -10.' '--bonus-card	The bonus card: jack (J♦) or ten (10♦).' '--omnibus-moon	With --omnibus: does a moon need the bonus card (with-bonus) or not (without-bonus)?' '--ten-of-clubs	Klør ti: 10♣ doubles its taker\'s round.' '--no-ten-of-clubs	Klør ti: 10♣ doubles its taker\'s round.' '--sun	A moon with every trick counts double.' '--no-sun	A moon with every trick counts double.' '--ties	Tied lowest totals at the end; default play-on.' '--passing	Pass cycle; default standard (by table size).' '--dealer	Who deals round 1, by name or seat (default: the first player).' '--one-below	A player on target-1 plays without passing.' '--no-one-below	A player on target-1 plays without passing.' '--exact-reset	A total landing exactly on the target goes back to 0.' '--no-exact-reset	A total landing exactly on the target goes back to 0.' '--decks	Packs shuffled together: 1, or 2 (Cancellation Hearts, 5 to 12 players).' '--pairs	Partner pairs: partners sit opposite.' '--no-pairs	Partner pairs: partners sit opposite.' '--pair	A partner pair, by names or seats (once a pair, instead of --pairs).' '--deal	remove (cards out, so the deal comes out even) or kitty (the rest to the first trick\'s winner).' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'club '
                printf '%s\n' '--leave	Leave the club (nothing in its folder is removed).' '--remove	With alias: remove the alias of a name.' '--replace	With alias: let OTHER count as NAME where it counts as another name.' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'evening '
                printf '%s\n' '--sittings	With start: sittings (default 4).' '--seating	With start: how each sitting is drawn.' '--table-size	With start: players a table (default 4).' '--exact	With start: K at every table; the others sit out.' '--scoring	With start: the standings\' rule (default places).' '--seed	Make the draw repeatable.' '--force	With next: draw before every table has finished.' '--format	How to show it.' '--target	Score that ends the game (New Moon: 50); default 100.' '--deals	End after N deals, or at the target if sooner (lowest total wins, ties shared); 0: no such end.' '--moon	How a moon counts; default plus.' '--omnibus	The bonus card (J♦) is worth -10.' '--no-omnibus	The bonus card (J♦) is worth -10.' '--bonus-card	The bonus card: jack (J♦) or ten (10♦).' '--omnibus-moon	With --omnibus: does a moon need the bonus card (with-bonus) or not (without-bonus)?' '--ten-of-clubs	Klør ti: 10♣ doubles its taker\'s round.' '--no-ten-of-clubs	Klør ti: 10♣ doubles its taker\'s round.' '--sun	A moon with every trick counts double.' '--no-sun	A moon with every trick counts double.' '--ties	Tied lowest totals at the end; default play-on.' '--passing	Pass cycle; default standard (by table size).' '--one-below	A player on target-1 plays without passing.' '--no-one-below	A player on target-1 plays without passing.' '--exact-reset	A total landing exactly on the target goes back to 0.' '--no-exact-reset	A total landing exactly on the target goes back to 0.' '--decks	Packs shuffled together: 1, or 2 (Cancellation Hearts, 5 to 12 players).' '--pairs	Partner pairs: partners sit opposite.' '--no-pairs	Partner pairs: partners sit opposite.' '--deal	remove (cards out, so the deal comes out even) or kitty (the rest to the first trick\'s winner).' '--data-dir	Folder of saved games (else $HJERTER_DATA_DIR, else the user data dir).' '--help	Show this message and exit.' '-h	Show this message and exit.'
            case 'completion '
                printf '%s\n' '--help	Show this message and exit.' '-h	Show this message and exit.'
        end
    end
end

# What follows `COMMAND OPTION`, or stands at `COMMAND #N` (the Nth argument).
function __hjerter_kind --argument-names key
    switch $key
        case ' --data-dir'
            echo 'dir'
        case ' --game'
            echo 'game'
        case ' -g'
            echo 'game'
        case ' --file'
            echo 'file'
        case ' -f'
            echo 'file'
        case 'new --game'
            echo 'value'
        case 'new -g'
            echo 'value'
        case 'new --file'
            echo 'file'
        case 'new -f'
            echo 'file'
        case 'new --like'
            echo 'game'
        case 'new --target'
            echo 'value'
        case 'new --deals'
            echo 'value'
        case 'new --moon'
            echo 'choice plus minus off choose auto'
        case 'new --scoring'
            echo 'choice standard by-value black-maria'
        case 'new --bonus-card'
            echo 'choice jack ten'
        case 'new --omnibus-moon'
            echo 'choice with-bonus without-bonus'
        case 'new --ties'
            echo 'choice play-on share'
        case 'new --passing'
            echo 'choice standard left-right-hold left none increasing'
        case 'new --dealer'
            echo 'player'
        case 'new --decks'
            echo 'choice 1 2'
        case 'new --pair'
            echo 'pair'
        case 'new --deal'
            echo 'choice remove kitty'
        case 'new --data-dir'
            echo 'dir'
        case 'new #*'
            echo 'value'
        case 'round --queen'
            echo 'card'
        case 'round --bonus'
            echo 'card'
        case 'round --ten'
            echo 'card'
        case 'round --king'
            echo 'card'
        case 'round --ace'
            echo 'card'
        case 'round --moon'
            echo 'choice plus minus'
        case 'round --game'
            echo 'game'
        case 'round -g'
            echo 'game'
        case 'round --file'
            echo 'file'
        case 'round -f'
            echo 'file'
        case 'round --data-dir'
            echo 'dir'
        case 'round #*'
            echo 'tally'
        case 'edit --queen'
            echo 'card'
        case 'edit --bonus'
            echo 'card'
        case 'edit --ten'
            echo 'card'
        case 'edit --king'
            echo 'card'
        case 'edit --ace'
            echo 'card'
        case 'edit --moon'
            echo 'choice plus minus'
        case 'edit --game'
            echo 'game'
        case 'edit -g'
            echo 'game'
        case 'edit --file'
            echo 'file'
        case 'edit -f'
            echo 'file'
        case 'edit --data-dir'
            echo 'dir'
        case 'edit #0'
            echo 'value'
        case 'edit #*'
            echo 'tally'
        case 'show --format'
            echo 'choice table text markdown csv json chart svg html bgstats'
        case 'show --output'
            echo 'file'
        case 'show -o'
            echo 'file'
        case 'show --game'
            echo 'game'
        case 'show -g'
            echo 'game'
        case 'show --file'
            echo 'file'
        case 'show -f'
            echo 'file'
        case 'show --data-dir'
            echo 'dir'
        case 'show #0'
            echo 'game'
        case 'undo --game'
            echo 'game'
        case 'undo -g'
            echo 'game'
        case 'undo --file'
            echo 'file'
        case 'undo -f'
            echo 'file'
        case 'undo --data-dir'
            echo 'dir'
        case 'redo --game'
            echo 'game'
        case 'redo -g'
            echo 'game'
        case 'redo --file'
            echo 'file'
        case 'redo -f'
            echo 'file'
        case 'redo --data-dir'
            echo 'dir'
        case 'list --format'
            echo 'choice table text json'
        case 'list --data-dir'
            echo 'dir'
        case 'use --data-dir'
            echo 'dir'
        case 'use #0'
            echo 'game'
        case 'delete --data-dir'
            echo 'dir'
        case 'delete #0'
            echo 'game'
        case 'rename --game'
            echo 'game'
        case 'rename -g'
            echo 'game'
        case 'rename --file'
            echo 'file'
        case 'rename -f'
            echo 'file'
        case 'rename --data-dir'
            echo 'dir'
        case 'rename #0'
            echo 'player'
        case 'rename #1'
            echo 'value'
        case 'rules --game'
            echo 'game'
        case 'rules -g'
            echo 'game'
        case 'rules --file'
            echo 'file'
        case 'rules -f'
            echo 'file'
        case 'rules --data-dir'
            echo 'dir'
        case 'stats --player'
            echo 'anyplayer'
        case 'stats --since'
            echo 'value'
        case 'stats --until'
            echo 'value'
        case 'stats --format'
            echo 'choice table text markdown csv json'
        case 'stats --data-dir'
            echo 'dir'
        case 'stats #*'
            echo 'game'
        case 'rating --player'
            echo 'anyplayer'
        case 'rating --since'
            echo 'value'
        case 'rating --until'
            echo 'value'
        case 'rating --format'
            echo 'choice table text markdown csv json'
        case 'rating --data-dir'
            echo 'dir'
        case 'rating #*'
            echo 'game'
        case 'player --since'
            echo 'value'
        case 'player --until'
            echo 'value'
        case 'player --format'
            echo 'choice table text markdown json'
        case 'player --data-dir'
            echo 'dir'
        case 'player #0'
            echo 'anyplayer'
        case 'player #*'
            echo 'game'
        case 'serve --port'
            echo 'value'
        case 'serve --evening'
            echo 'evening'
        case 'serve --game'
            echo 'game'
        case 'serve -g'
            echo 'game'
        case 'serve --file'
            echo 'file'
        case 'serve -f'
            echo 'file'
        case 'serve --data-dir'
            echo 'dir'
        case 'import --game'
            echo 'value'
        case 'import -g'
            echo 'value'
        case 'import --started'
            echo 'value'
        case 'import --target'
            echo 'value'
        case 'import --deals'
            echo 'value'
        case 'import --moon'
            echo 'choice plus minus off choose auto'
        case 'import --scoring'
            echo 'choice standard by-value black-maria'
        case 'import --bonus-card'
            echo 'choice jack ten'
        case 'import --omnibus-moon'
            echo 'choice with-bonus without-bonus'
        case 'import --ties'
            echo 'choice play-on share'
        case 'import --passing'
            echo 'choice standard left-right-hold left none increasing'
        case 'import --dealer'
            echo 'player'
        case 'import --decks'
            echo 'choice 1 2'
        case 'import --pair'
            echo 'pair'
        case 'import --deal'
            echo 'choice remove kitty'
        case 'import --data-dir'
            echo 'dir'
        case 'import #*'
            echo 'file'
        case 'club --data-dir'
            echo 'dir'
        case 'club #*'
            echo 'action publish remove keep alias sync'
        case 'club publish #*'
            echo 'game'
        case 'club remove #1'
            echo 'game'
        case 'club keep #1'
            echo 'conflict'
        case 'club alias #1'
            echo 'anyplayer'
        case 'club alias #2'
            echo 'anyplayer'
        case 'evening --sittings'
            echo 'value'
        case 'evening --seating'
            echo 'choice random standings new-opponents'
        case 'evening --table-size'
            echo 'value'
        case 'evening --scoring'
            echo 'choice places points'
        case 'evening --seed'
            echo 'value'
        case 'evening --format'
            echo 'choice table text markdown csv json html'
        case 'evening --target'
            echo 'value'
        case 'evening --deals'
            echo 'value'
        case 'evening --moon'
            echo 'choice plus minus off choose auto'
        case 'evening --bonus-card'
            echo 'choice jack ten'
        case 'evening --omnibus-moon'
            echo 'choice with-bonus without-bonus'
        case 'evening --ties'
            echo 'choice play-on share'
        case 'evening --passing'
            echo 'choice standard left-right-hold left none increasing'
        case 'evening --decks'
            echo 'choice 1 2'
        case 'evening --deal'
            echo 'choice remove kitty'
        case 'evening --data-dir'
            echo 'dir'
        case 'evening #*'
            echo 'action start play next join leave standings cards'
        case 'evening start #1'
            echo 'value'
        case 'evening start #*'
            echo 'anyplayer'
        case 'evening play #1'
            echo 'table'
        case 'evening next #1'
            echo 'evening'
        case 'evening join #1'
            echo 'evening'
        case 'evening join #2'
            echo 'anyplayer'
        case 'evening leave #1'
            echo 'evening'
        case 'evening leave #2'
            echo 'evplayer'
        case 'evening standings #1'
            echo 'evening'
        case 'evening cards #1'
            echo 'evening'
        case 'completion #0'
            echo 'choice bash zsh fish'
        case '* #*'
            echo value
        case '*'
            echo flag
    end
end

function __hjerter_complete
    set -l words (commandline -opc)
    set -l cur (commandline -ct)
    set -l cmd ''
    set -l expect ''
    set -l given
    set -l entries
    for word in $words[2..-1]
        if test -n "$expect"
            set -a given $expect $word
            set expect ''
            continue
        end
        switch $word
            case --
            case '--*=*'
                set -a given (string split -m1 = -- $word)
            case -
                set -a entries $word
            case '-*'
                if test (__hjerter_kind "$cmd $word") = flag
                    set -a given $word ''
                else
                    set expect $word
                end
            case '*'
                if test -z "$cmd"
                    set cmd $word
                    set -a given : ''
                else
                    set -a entries $word
                end
        end
    end
    set -l pre ''
    set -l kind
    if test -n "$expect"
        set kind (__hjerter_kind "$cmd $expect")
    else if string match -q -- '--*=*' $cur
        set -l parts (string split -m1 = -- $cur)
        set kind (__hjerter_kind "$cmd $parts[1]")
        set pre "$parts[1]="
        set cur $parts[2]
    else if string match -q -- '-*' $cur
        set kind options
    else if test -z "$cmd"
        set kind commands
    else
        set kind (__hjerter_kind "$cmd #"(count $entries))
        # After an action word (club's), what follows is the action's.
        if string match -q -- 'action *' $kind; and test (count $entries) -gt 0
            set kind (__hjerter_kind "$cmd $entries[1] #"(count $entries))
        end
    end
    set -l found
    switch $kind
        case options
            set found (__hjerter_options $cmd)
            set -l asked (__hjerter_options $cmd asked)
            if string match -q -- "$cur*" (string replace -r '\t.*' '' -- $asked)
                set -l used (_HJERTER_COMPLETE=fish $words[1] options $cmd $cur $given -- 2>/dev/null)
                for line in $asked
                    contains -- (string split -m1 \t -- $line)[1] $used; and set -a found $line
                end
            end
        case commands
            set found (__hjerter_commands)
        case 'choice *'
            set found (string split ' ' -- $kind)[2..-1]
        case 'action *'
            set found (string split ' ' -- $kind)[2..-1] (__fish_complete_directories $cur)
        case file
            set found (__fish_complete_path $cur)
        case dir
            set found (__fish_complete_directories $cur)
        case game player anyplayer tally card pair conflict evening evplayer table
            set found (_HJERTER_COMPLETE=fish $words[1] (string replace card player -- $kind) $cmd $cur \
                $given -- $entries 2>/dev/null)
    end
    for line in $found
        printf '%s%s\n' $pre $line
    end
end

complete --command hjerter --no-files --arguments '(__hjerter_complete)'
