"""Dansk for `player`: en spillers side (English message -> Danish message)."""

PLAYER = {
    "One player's page across the games counted: games, wins (and shared), streaks, rating (as\n`hjerter rating` gives it), average and best final total; every opponent met in a finished\ngame (how often each finished ahead, on the lower total: in a pair game the pairs' totals,\npartners not compared), every partner, and each month. The nemesis is the opponent most often\nahead of the player, the favourite opponent the one the player is most often ahead of, the best\npartner the one won with most often, each of at least 3 finished games together (ties: more\ngames, then name).": "Én spillers side på tværs af de talte spil: spil, sejre (og delte), stimer, rating (som\n`hjerter rating` giver den), gennemsnitlig og bedste slutscore; hver modstander fra et færdigt\nspil (hvor tit hver af dem sluttede foran, med den lavere total: i et spil med makkerpar parrenes\ntotaler, makkere sammenlignes ikke), hver makker og hver måned. Nemesis er den modstander, der\noftest sluttede foran spilleren, yndlingsofferet den, spilleren oftest sluttede foran, og den\nbedste makker den, spilleren oftest vandt med, hver af dem med mindst 3 færdige spil sammen (står to\nlige, afgør flest spil og derefter navnet).",
    "The player, as in any saved game.": "Spilleren, som navnet står i de gemte spil.",
    "How to show the page.": "Hvordan siden vises.",
    "Finished": "Færdige",
    "Longest streak": "Længste stime",
    "Current streak": "Nuværende stime",
    "Average final": "Snit slutscore",
    "Best final": "Bedste slutscore",
    "Nemesis": "Nemesis",
    "Favourite opponent": "Yndlingsoffer",
    "Best partner": "Bedste makker",
    "Partner": "Makker",
    "Month": "Måned",
    "Ahead: finished on the lower total (in a pair game, the pair's). Nemesis: the opponent ahead of you most often, favourite opponent: the one you are ahead of most often, best partner: the one you win with most often; each of at least {least} finished games together.": "Foran: sluttede med den lavere total (i et spil med makkerpar parrets). Nemesis: den modstander, der oftest sluttede foran spilleren. Yndlingsoffer: den, spilleren oftest sluttede foran. Bedste makker: den, spilleren oftest vandt med. Hver med mindst {least} færdige spil sammen.",
    "No game counted has a player called {name}; the closest: {names}.": "Ingen af de talte spil har en spiller, der hedder {name}; mente du {names}?",
}
