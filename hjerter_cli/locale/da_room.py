"""Dansk for what a screen leaves out for want of room, and the step after a game (English
message -> Danish message)."""

ROOM = {
    "Left out for the height: {parts}": "Ikke plads i højden til {parts}.",
    "the notes": "noterne",
    "round {number}": "runde {number}",
    "rounds {first}–{last}": "runde {first}–{last}",
    "the standing": "stillingen",
    "the rest of the heading": "resten af overskriften",
    "the totals under the table": "totalerne under tabellen",
    "the full names": "de fulde navne",
    "Left out: {parts}": "Udeladt: {parts}",
    "notes": "noter",
    "standing": "stilling",
    "heading": "overskrift",
    "totals": "totaler",
    "names": "navne",
    "notes of rounds {first}–{last}": "noter til runde {first}–{last}",
    "notes of round {number}": "noter til runde {number}",
    # stats at a width too narrow for every column
    "Done, as a short heading": "Slut",
    "Wins, as a short heading": "Sejr",
    "Win rate, as a short heading": "Sejr%",
    "Avg/round, as a short heading": "Pr. runde",
    "Avg final, as a short heading": "Snit slut",
    "Best first: the most wins, then the fewest points a round.": "Bedste først: flest sejre, derefter færrest point pr. runde.",
    "A rematch at the same table: `hjerter new --again`.": "Revanche ved samme bord: `hjerter new --again`.",
    "The players, {first} to {last}": "Spillerne fra {first} til {last}",
    "Not following any more since {time}: the sheet is as it was then.": "Arket opdateres ikke længere (sidste svar kl. {time}); det viser stillingen, som den var da.",
}
