"""The sentences for the core's refusals, one a kind (core/refusals.py): English here, Danish in
locale/da.py by the same English text. Turned into words when shown, in the language of the moment."""

from __future__ import annotations

from typing import Any

from hjerter_cli.core.refusals import Phrase
from hjerter_cli.errors import HjerterError
from hjerter_cli.i18n import N_, _, either, joined, ngettext

SENTENCES: dict[str, str | tuple[str, ...]] = {
    "card-ace-of-spades": N_("the ace of spades (A♠)"),
    "card-jack-of-diamonds": N_("the jack of diamonds (J♦)"),
    "card-king-of-spades": N_("the king of spades (K♠)"),
    "card-not-played": N_("{player} is marked with {card}, but this game does not play with it ({why})."),
    "card-or-seat-unknown": N_("A round names a card or a seat that does not exist."),
    "card-queen-of-spades": N_("the queen of spades (Q♠)"),
    "card-listed-twice": N_("{card} is marked twice for {player}; give each card once."),
    "card-taken-twice": N_("{card} is marked for both {first} and {second}; exactly one player takes it."),
    "card-taker-missing": N_("Nobody took {card}; mark its taker with its letter or option."),
    "card-ten-of-clubs": N_("the ten of clubs (10♣)"),
    "card-ten-of-diamonds": N_("the ten of diamonds (10♦)"),
    "deals-out-of-range": N_("The number of deals must be a whole number from 0 (no such end) to {most}, not {deals}."),
    "dealer-not-a-name": N_("The dealer must be a player's name."),
    "draw-table-size": N_("A table seats {least} to {most} players, not {size}."),
    "draw-table-size-odd": N_("With partner pairs a table seats an even number of players, not {size}."),
    "draw-too-few-players": N_("A table needs at least {least} players; there are {count}."),
    "dealer-not-at-table": N_("The dealer {dealer} is not at the table; choose one of {players}."),
    "edit-ends-game-early": N_(
        "That edit would end the game before its last round; undo the later rounds first. ({problem})"
    ),
    "entries-missing": N_("No entry for {missing}; give NAME=ENTRY for every player."),
    "entry-card-twice": N_("{player}'s entry {entry!r} names a card twice; each card has exactly one taker."),
    "entry-count": N_(
        "{given} entries for {count} players; give one per player in seat order ({players}), or NAME=ENTRY for each."
    ),
    "entry-not-a-tally": N_(
        "{player}'s entry {entry!r} is not a tally; write hearts then card letters, like 5, 5q or q (q j t k a)."
    ),
    "entry-number-too-long": N_("{player} has {entry} hearts; a player takes 0 to 13 (0 to 104 by value)."),
    "entry-unknown-letter": N_(
        "{player}'s entry {entry!r} has the letter {letter!r}; card letters are q (Q♠), j (bonus card), t (10♣), k (K♠) and a (A♠)."
    ),
    "game-over": N_("This game is over ({winners} won); undo or edit a round to reopen it, or start a new game."),
    "hearts-entry-count": N_("{given} hearts entries for {count} players; give one per player."),
    "hearts-out-of-range": N_("{player} has {count} hearts; a player takes 0 to 13."),
    "hearts-sum": N_("The hearts add up to {sum}, not 13; someone's count is off."),
    "hearts-value-impossible": N_("{player}'s hearts cannot be worth {value}: no set of hearts adds up to that."),
    "hearts-value-out-of-range": N_("{player} has hearts worth {count}; one player's hearts are worth 0 to 104."),
    "hearts-value-sum": N_(
        "The hearts' values add up to {sum}, not 104 (2 to 10, J 11, Q 12, K 13, A 14); someone's sum is off."
    ),
    "hearts-values-not-dealable": N_(
        "The hearts' values {values} cannot be dealt from one set of hearts 2 to A (each heart is taken once); check the sums."
    ),
    "moon-rule-in-black-maria": N_("Sorte Maria has no moon, so the moon rule {rule} has nothing to count; {mend}."),
    "mend-leave-out": N_("leave out {option}"),
    "mend-add": N_("add {option}"),
    "moon-choice-needed": N_("{player} shot the moon: say how it counts with --moon plus or --moon minus."),
    "moon-choice-not-asked": N_(
        "This game's moon rule is {rule}, so nobody chooses how a moon counts; leave out --moon."
    ),
    "moon-choice-unknown": N_("A moon counts as plus or minus, not {choice!r}."),
    "moon-choice-without-moon": N_("Nobody shot the moon this round, so there is nothing to choose; leave out --moon."),
    "name-not-at-table": N_("{name} is not at this table; players are {players}."),
    "entry-without-name": N_("{entry} has no name before its =; write NAME=ENTRY for one of {players}."),
    "no-such-round": N_("There is no round {number}; this game has rounds 1 to {last}."),
    "no-such-round-none-yet": N_("There is no round {number}; this game has no rounds yet."),
    "no-such-round-only-one": N_("There is no round {number}; this game has only round 1."),
    "nothing-to-redo": N_("There is nothing to redo; only an undone round can be put back."),
    "nothing-to-undo": N_("There is no round to undo; this game has no rounds yet."),
    "omnibus-moon-needs-omnibus": N_("omnibus_moon only counts with omnibus; add --omnibus."),
    "one-below-from-the-start": N_(
        "With a target of {target}, one below is {below}: everyone would skip passing from the start; {mend} or raise the target."
    ),
    "option-needs-omnibus": N_("{option} only counts with omnibus; add --omnibus."),
    "player-count": N_("Hearts is played by {least} to {most} players, not {count}."),
    "player-entered-twice": N_("{player} has two entries; give one per player."),
    "player-name-control-character": N_(
        "The player name {name!r} has a control character; use printable characters only."
    ),
    "player-name-dash": N_(
        "The player name {name!r} starts with '-', which the command line reads as an option; start it with a letter."
    ),
    "player-name-empty": N_("A player's name cannot be empty or only spaces."),
    "player-name-rest": N_("The player name '_' stands for the rest of the hearts in a tally; choose another name."),
    "player-name-equals-sign": N_("The player name {name!r} has an '=', which tallies use; leave it out."),
    "player-name-only-digits": N_("The player name {name!r} is only digits, which stand for seats; add a letter."),
    "player-name-too-long": N_("The player name {name!r} is longer than 20 characters."),
    "player-name-twice": N_("Two players are called {name} (names ignore case); tell them apart."),
    "rest-given-twice": N_("Only one entry may be _ (the rest); {names} both have it."),
    "rest-given-more": N_("Only one entry may be _ (the rest); {names} all have it."),
    "rest-nothing-left": N_(
        "The others already have {given} of the {total} hearts, so nothing is left for {player}'s _."
    ),
    "rename-taken": N_("{name} already sits at this table; choose another name."),
    "rename-unknown": N_("There is no player called {name} in this game; players are {players}."),
    "round-after-the-end": N_("The game was over after round {number}, so round {later} cannot follow it."),
    "round-problem": N_("Round {number}: {problem}"),
    "sheet-round-count": N_("A round from a sheet has {given} scores for {count} players."),
    "sheet-score-too-long": N_("{player}'s score {score} is longer than 6 digits."),
    "round-worth": N_("The round's points add up to {sum}, not {worth}; check the tallies."),
    "setting-not-a-choice": N_("The setting {name} must be one of {choices}, not {value!r}."),
    "setting-not-a-flag": N_("The setting {name} must be true or false."),
    "stored-round-unreadable": N_("{text!r} is not a round of NAME=ENTRY tallies."),
    "sun-card-missed": N_("{player} did not take {card}, so they did not take every trick: no sun."),
    "sun-not-played": N_("This game does not count the sun; start a game with --sun to use it."),
    "sun-with-moon-off": N_("With the moon rule off a moon counts nothing, so a sun cannot double it; {mend}."),
    "sun-without-moon": N_("A sun is a moon with every trick, and nobody shot the moon this round."),
    "sun-without-moon-in-black-maria": N_("Sorte Maria has no moon, so there is no sun to count either; {mend}."),
    "taker-missing": N_("Say who took {card}: a name, or a seat from 1 to {count}."),
    "taker-not-at-table": N_("{who} (for {card}) is not at the table; players are {players}."),
    "taker-seat-unknown": N_("There is no seat {seat} for {card}; seats go from 1 to {count}."),
    "tally-forms-mixed": N_("Give every tally as NAME=ENTRY or none of them; do not mix the two forms."),
    "target-out-of-range": N_("The target must be a whole number from 1 to {most}, not {target}."),
    "too-many-rounds": N_("This game has {count} rounds, the most a game keeps; start a new game."),
    "why-ace-black-maria": N_("A♠ counts only in black-maria"),
    "why-bonus-needs-omnibus": N_("the bonus card needs omnibus"),
    "why-king-black-maria": N_("K♠ counts only in black-maria"),
    "why-ten-needs-setting": N_("10♣ needs the ten-of-clubs setting"),
    # The big table (1.3): two packs, partner pairs
    "pairs-not-pairs": N_("Partner pairs are two players each."),
    "pairs-odd": N_("Partner pairs need an even number of players, not {count}."),
    "pair-not-at-table": N_("{name} (in a pair) is not at the table; players are {players}."),
    "pairs-every-player-once": N_("Every player is in exactly one pair (twice: {twice}; in none: {missing})."),
    "exact-reset-with-pairs": N_(
        "The exact reset has no single total to reset with partner pairs; leave out --exact-reset."
    ),
    "card-copy-missing": N_("{card} is in play twice (two packs) and needs two takers; given: {players}."),
    "card-taken-thrice": N_("{card} is in play twice (two packs), so it has two takers, not {players}."),
    "entry-card-thrice": N_(
        "{player}'s entry {entry!r} names {card} three times; with two packs each card is there twice."
    ),
    "pairs-and-pair": N_("Use --pairs (partners opposite) or --pair A+B for each pair, not both."),
    "pair-unreadable": N_("--pair {text!r} does not name two players as A+B; players are {players}."),
    "pair-player-twice": N_("In two pairs: {names}; each player is in exactly one."),
    "pair-with-self": N_("--pair {text!r} names {name} twice; a pair is two players."),
    "pair-player-missing": N_("Not in any pair: {names}; name a pair with --pair for every player."),
    "exact-reset-with-pairs-new": N_("The exact reset has no single total to reset with partner pairs; {mend}."),
    # The data dir, which game, and game files (store/)
    "a-folder": N_("a folder"),
    "aliases-left-out": N_(
        "The club's aliases file {path} cannot be read as it is ({problem}); what cannot be read in it is not counted."
    ),
    "aliases-not-a-file": N_("it is not a regular file (a link, a folder or a device)"),
    "aliases-too-big": N_("it is larger than 1 MiB, far more than any club's aliases"),
    "aliases-unreadable": N_(
        "The club's aliases file {path} cannot be read ({problem}); mend it or move it away: nothing was written."
    ),
    "aliases-wrong-shape": N_('its aliases should each be OTHER = "NAME" under [aliases]'),
    "damage-missing-key": N_("it has no {key}"),
    "damage-newer-format": N_(
        "it is format {version}, from a newer hjerter (this one reads up to {known}); upgrade hjerter"
    ),
    "damage-no-format": N_("it has no format key"),
    "damage-not-a-game-name": N_("{name!r} is not a game name; rename the file"),
    "damage-not-toml": N_("it is not valid TOML ({detail})"),
    "damage-not-utf8": N_("it is not UTF-8 text"),
    "damage-odd-values": N_("it holds values no game has"),
    "damage-round": N_("{where} ({text!r}): {problem}"),
    "damage-round-no-tally": N_("{where} has no tally"),
    "damage-round-unknown-key": N_("{where} has an unknown key {key!r}"),
    "damage-sheet-round": N_("{where} should be {count} whole numbers, one a player"),
    "damage-started-no-offset": N_("started should be a date and time with its offset"),
    "damage-started-not-a-time": N_("started should be a date and time"),
    "damage-too-many-rounds": N_("it has more than {most} rounds"),
    "damage-unknown-format": N_("format {version} is unknown"),
    "damage-unknown-key": N_("it has an unknown key {key!r}"),
    "damage-unknown-setting": N_("settings has an unknown key {key!r}"),
    "damage-wrong-type": N_("{where} should be {kind}"),
    "data-dir-is-a-file": N_(
        "The data dir {path} cannot be used: {folder} is a file, not a folder; choose another with --data-dir."
    ),
    "data-dir-unusable": N_("The data dir {path} cannot be used ({reason}); choose another with --data-dir."),
    "delete-failed": N_("Could not delete {path} ({reason})."),
    "document-edited-finished": N_("its finished are not what the rules give from its rounds; the document was edited"),
    "document-edited-pairs": N_("its pairs are not what the rules give from its rounds; the document was edited"),
    "document-edited-totals": N_("its totals are not what the rules give from its rounds; the document was edited"),
    "document-edited-winners": N_("its winners are not what the rules give from its rounds; the document was edited"),
    "document-in-round": N_("round {number}: {problem}"),
    "document-not-at-the-table": N_("{key} names {name!r}, who is not at the table"),
    "document-not-json": N_("it is not valid JSON ({detail})"),
    "document-not-schema-1": N_("it is not a game as `hjerter show --format json` writes it (schema 1)"),
    "document-round-edited": N_(
        "round {number}'s scores or totals are not what the rules give from its tallies; the document was edited"
    ),
    "document-round-not-a-table": N_("it should be a table"),
    "document-should-be": N_("{key} should be {kind}"),
    "document-started-no-offset": N_("started should be a date and time with its offset"),
    "document-unknown-setting": N_("settings has an unknown key {key!r}"),
    "file-not-utf8": N_("it is not UTF-8 text"),
    "file-too-large": N_("it is larger than 8 MiB, far more than any sheet"),
    "file-too-many-rounds": N_("it has more than {most} rounds"),
    "game-exists": N_("A game called {name} exists already; choose another name with --game."),
    "game-file-damaged": N_("The game file {path} cannot be used: {problem}."),
    "game-file-damaged-backup": (
        N_("The game file {path} cannot be used: {problem}."),
        N_("Its previous version is in {backup}."),
    ),
    "game-file-is-a-folder": N_("{path} is a folder, not a game file."),
    "game-file-read-only": N_("The game file {path} is read-only; make it writable to change the game (chmod u+w)."),
    "game-file-too-big": N_("The game file {path} is larger than 1 MiB, far more than any game; it cannot be used."),
    "game-or-file": N_("Use --game or --file, not both."),
    "link-to-no-regular-file": N_("{path} leads to {target}, which is not a regular file; nothing was written."),
    "lock-file-leads-nowhere": N_(
        "The lock file {path} is a symbolic link that leads nowhere (to nothing, or round a loop); remove it."
    ),
    "lock-timeout-not-seconds": N_("HJERTER_LOCK_TIMEOUT must be a number of seconds, not {text!r}."),
    "locked-too-long": N_("{path} is locked by another hjerter that is still writing; try again in a moment."),
    "no-current-game": N_(
        "There is no current game; start one with `hjerter new NAME NAME NAME` or pick one with `hjerter use NAME`."
    ),
    "no-folder-for-game": N_("There is no folder {folder} for the game file."),
    "no-game-file": N_("There is no game file {path}."),
    "not-a-game-file": N_("{path} is {kind}, so it cannot be a game file."),
    "not-a-game-name": N_(
        "{name!r} is not a game name; use 1 to 64 letters, digits, emoji, '.', '_' or '-', not starting with '.' or '-'."
    ),
    "not-a-regular-file": N_("not a regular file"),
    "not-written-faithfully": N_("The game could not be written faithfully to {path}; nothing was changed."),
    "path-cannot-be-used": N_("{path} cannot be used ({reason})."),
    "saved-not-current": N_("The game {name} was saved, but it could not be made the current game ({reason})."),
    "sheet-after-the-end": N_("{problem}; a target above {target} (--target) reads the rounds after it"),
    "sheet-empty-name": N_("a player's name is empty in the header row"),
    "sheet-no-header": N_("it holds no sheet: no header row of players"),
    "sheet-not-csv": N_("it is not a sheet ({detail})"),
    "sheet-not-whole": N_("{cell!r} is not a whole number"),
    "sheet-number-too-large": N_("{cell!r} is too large: a score has at most {most} digits"),
    "sheet-pair-not-its-two": N_("{pair} has {value}, but {first} and {second} have {sum} together"),
    "sheet-player-after-pairs": N_("the player {name} stands after the pair columns"),
    "sheet-row-width": N_("the row has {given} numbers, not {count}"),
    "sheet-running-totals": N_("{problem}; its rows only grow, as running totals do: --totals reads them so"),
    "sheet-totals-differ": N_("the totals row says {player} has {said}, but the rounds add up to {total}"),
    "sheet-totals-not-last": N_("the totals row must be the last row"),
    "type-list": N_("a list"),
    "type-table": N_("a table"),
    "type-list-of-names": N_("a list of names"),
    "type-list-of-pairs": N_("a list of pairs"),
    "type-number-each-player": N_("a whole number for each player"),
    "type-text": N_("text"),
    "type-table-of-cards": N_("a table of cards"),
    "type-true-or-false": N_("true or false"),
    "type-whole-number": N_("a whole number"),
    "write-failed": N_("Could not write {path} ({reason}); nothing was changed."),
}

# With two packs these kinds are said with the numbers of two packs (the core gives `decks`).
TWO_PACKS = {
    "player-count": N_("With two packs Hearts is played by {least} to {most} players, not {count}."),
    "draw-table-size": N_("With two packs a table seats {least} to {most} players, not {size}."),
    "hearts-out-of-range": N_("{player} has {count} hearts; with two packs a player takes 0 to 26."),
    "hearts-sum": N_("The hearts add up to {sum}, not 26 (two packs); someone's count is off."),
    "hearts-value-out-of-range": N_(
        "{player} has hearts worth {count}; with two packs one player's hearts are worth 0 to 208."
    ),
    "hearts-value-sum": N_(
        "The hearts' values add up to {sum}, not 208 (two packs: 2 to A twice); someone's sum is off."
    ),
    "hearts-values-not-dealable": N_(
        "The hearts' values {values} cannot be dealt from two sets of hearts 2 to A; check the sums."
    ),
}

# The values said inside a sentence of another kind, where their own final period would end it
# too early: "The game file g.toml cannot be used: round 3 ('…'): the hearts add up to 14, …."
CLAUSES = {
    ("game-file-damaged", "problem"),
    ("game-file-damaged-backup", "problem"),
    ("damage-round", "problem"),
    ("sheet-running-totals", "problem"),
    ("sheet-after-the-end", "problem"),
}


# The kinds whose names are joined as names sharing something are (i18n.joined); any other
# list is written with commas, so that a name with a space in it reads as one name.
JOINED = {"game-over"}


def _counted(kind: str, count: int) -> str | None:
    """The sentence of a kind that counts something, singular or plural; None for other kinds."""
    if kind == "entry-count":
        return ngettext(
            "{given} entry for {count} players; give one per player in seat order ({players}), or NAME=ENTRY for each.",
            "{given} entries for {count} players; give one per player in seat order ({players}), or NAME=ENTRY for each.",
            count,
        )
    if kind == "hearts-entry-count":
        return ngettext(
            "{given} hearts entry for {count} players; give one per player.",
            "{given} hearts entries for {count} players; give one per player.",
            count,
        )
    return None


SAID_WITH_AND = {"rest-given-twice", "rest-given-more"}  # "Ann, Cy and Di"
SAID_WITH_OR = {"entry-without-name"}  # one of "Ann, Bo, Cy, Di" (in Danish "Cy eller Di")


def say(said: Phrase | HjerterError | str) -> str:
    """A refusal (or the phrase it says) as a sentence in the current language; values that are
    phrases or refusals are said too. The one place a kind becomes words."""
    if isinstance(said, HjerterError):
        said = said.said
    if isinstance(said, str):
        return said
    values = {name: _shown(said.kind, name, value, said.values) for name, value in said.values}
    counted = _counted(said.kind, values["given"]) if "given" in values else None
    sentence = TWO_PACKS[said.kind] if values.get("decks") == 2 and said.kind in TWO_PACKS else SENTENCES[said.kind]
    parts = (sentence,) if isinstance(sentence, str) else sentence
    text = counted.format(**values) if counted else " ".join(_(part).format(**values) for part in parts)
    return text[:1].upper() + text[1:] if said.capital else text


# Values the store passes as the system or a library gave them, said in the language of the moment:
# why a file cannot be used (an OSError; where writing, a missing name is a folder's), and what
# what tomllib found wrong in a game file, json in a document or csv in a sheet (at the `column` the
# phrase gives, where it gives one).
WRITING = {"data-dir-unusable", "write-failed", "saved-not-current"}
MODULE_SAID = {
    ("damage-not-toml", "detail"): "toml",
    ("document-not-json", "detail"): "json",
    ("sheet-not-csv", "detail"): "csv",
}


def _shown(kind: str, name: str, value: Any, given: tuple[tuple[str, Any], ...] = ()) -> Any:
    if isinstance(value, OSError) or (kind, name) in MODULE_SAID:
        from hjerter_cli.locale.reasons import module_said, reason

        if isinstance(value, OSError):
            return reason(value, writing=kind in WRITING)
        return module_said(str(value), MODULE_SAID[kind, name], dict(given).get("column"))
    if isinstance(value, Phrase | HjerterError):
        text = say(value)
        return text.rstrip(".") if (kind, name) in CLAUSES else text
    if isinstance(value, tuple):
        items = [str(item) for item in value]
        if kind in SAID_WITH_AND:
            from hjerter_cli.render.sentences import said_and

            return said_and(items)
        if kind in SAID_WITH_OR:
            return either(items)
        if kind in JOINED:
            return joined(items)
        return ", ".join(items)
    return value
