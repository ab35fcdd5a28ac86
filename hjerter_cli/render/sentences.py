"""The words shared by every screen: pass directions, a row's notes, the next round or the
winner, the standing, and the report printed after a round."""

from __future__ import annotations

from hjerter_cli.core.game import NextRound, ScoredRound, Sheet
from hjerter_cli.core.scoring import Moon
from hjerter_cli.core.settings import Settings, card_label, cards_in_use, moon_needs_bonus
from hjerter_cli.i18n import N_, _, joined, ngettext
from hjerter_cli.render.cardnames import sentence
from hjerter_cli.render.columns import fold, together, width, wrapped


def names(sheet: Sheet, seats: tuple[int, ...] | list[int]) -> str:
    """Seats as names joined for a sentence."""
    return joined([sheet.game.players[seat] for seat in seats])


def side_label(players: tuple[str, ...], side: tuple[int, ...]) -> str:
    """A side by name: a player's, or a pair's, `Ann+Cy` (in seat order, everywhere)."""
    return "+".join(players[seat] for seat in side)


def shooters_pair(sheet: Sheet, seat: int) -> str | None:
    """The pair a seat plays in, by name (`Ann+Cy`); None without pairs."""
    if not sheet.game.settings.pairs:
        return None
    return next(side_label(sheet.game.players, side) for side in sheet.sides if seat in side)


def side_labels(sheet: Sheet) -> list[str]:
    return [side_label(sheet.game.players, side) for side in sheet.sides]


def _copies(label: str, seats: list[int], players: tuple[str, ...]) -> str:
    """A card and its takers: `Q♠ Bo`; with two packs `Q♠ Bo & Di`, or `Q♠ Bo (both)` for both to one
    (at a Danish table the card by name: `spar dame: Bo`)."""
    if len(seats) == 2 and seats[0] == seats[1]:
        return _("{card} {player} (both)").format(card=label, player=players[seats[0]])
    return _("{card} {players}").format(card=label, players=joined([players[seat] for seat in seats]))


def round_notes(sheet: Sheet, row: ScoredRound, kept_to: int | None = None) -> str:
    """The marks of a row: who took the scoring cards, a moon and how it counted, a doubled score.
    `kept_to`: each item no wider than this is kept on one line by wrapped() (`10♣ doubles Ida`)."""
    items = note_items(sheet, row)
    if kept_to is not None:
        items = [[together(item) if width(item) <= kept_to else item for item in group] for group in items]
    return "; ".join(", ".join(group) for group in items)


def note_items(sheet: Sheet, row: ScoredRound) -> list[list[str]]:
    """A row's notes as items (`Q♠ Bo`, `10♣ doubles Ida`), in groups: the items of a group are
    said with commas between them, the groups with semicolons."""
    settings = sheet.game.settings
    players = sheet.game.players
    notes: list[list[str]] = []
    moon = row.score.moon
    if moon is not None:
        notes.append([moon_note(moon, players[moon.shooter], shooters_pair(sheet, moon.shooter))])
        if not moon_needs_bonus(settings) and moon.rule != "off":
            # the bonus card's -10 kept beside the moon (omnibus_moon without-bonus): the note adds up
            for bonus in row.tally.takers("bonus"):
                notes.append(
                    [_("{card} -10 {player}").format(card=card_said(settings, "bonus"), player=players[bonus])]
                )
    else:
        takers = [
            _copies(card_said(settings, card), seats, players)
            for card in cards_in_use(settings)
            if card != "ten" and (seats := row.tally.takers(card))
        ]
        notes.append(takers)
    if row.score.doubled:
        doubled = list(row.score.doubled)
        if len(doubled) == 2 and doubled[0] == doubled[1]:
            notes.append([_("10♣ doubles {player} twice").format(player=players[doubled[0]])])
        else:
            notes.extend([_("10♣ doubles {player}").format(player=players[seat])] for seat in doubled)
    if row.score.reset:
        notes.append(
            [
                _("↺ {players} on {target}: back to 0").format(
                    players=names(sheet, row.score.reset), target=settings.target
                )
            ]
        )
    return notes


def moon_note(moon: Moon, shooter: str, pair: str | None = None) -> str:
    """A moon on the sheet, saying who shot it and what it did: the others got it, or the
    shooter took it off ("☾ Ann shot the moon: +26 to the others"). With partner pairs, a plus
    moon goes to all but the shooter's `pair` ("+52 to all but Ann+Cy")."""
    if pair is not None and moon.rule == "plus":
        said = _("☀ {shooter} shot the sun: +{worth} to all but {pair}")
        if not moon.sun:
            said = _("☾ {shooter} shot the moon: +{worth} to all but {pair}")
        return said.format(shooter=shooter, worth=moon.worth, pair=pair)
    if moon.sun:
        said = {
            "plus": _("☀ {shooter} shot the sun: +{worth} to the others"),
            "minus": _("☀ {shooter} shot the sun: -{worth}"),
            "off": _("☀ {shooter} shot the sun, which counts nothing here"),
        }[moon.rule]
    else:
        said = {
            "plus": _("☾ {shooter} shot the moon: +{worth} to the others"),
            "minus": _("☾ {shooter} shot the moon: -{worth}"),
            "off": _("☾ {shooter} shot the moon, which counts nothing here"),
        }[moon.rule]
    return said.format(shooter=shooter, worth=moon.worth)


# Each pass direction in a list (left, across) and in words (pass left, pass across).
PASSES = {
    "left": (N_("left"), N_("pass left")),
    "right": (N_("right"), N_("pass right")),
    "across": (N_("across"), N_("pass across")),
    "left-2": (N_("two seats to the left"), N_("pass two seats to the left")),
    "right-2": (N_("two seats to the right"), N_("pass two seats to the right")),
    "left-3": (N_("three seats to the left"), N_("pass three seats to the left")),
    "right-3": (N_("three seats to the right"), N_("pass three seats to the right")),
    "left-4": (N_("four seats to the left"), N_("pass four seats to the left")),
    "right-4": (N_("four seats to the right"), N_("pass four seats to the right")),
    "left-5": (N_("five seats to the left"), N_("pass five seats to the left")),
    "right-5": (N_("five seats to the right"), N_("pass five seats to the right")),
    "hold": (N_("hold (no passing)"), N_("no passing (hold)")),
}


def pass_short(direction: str) -> str:
    """A pass direction in a list: left, two seats to the left, across, hold."""
    return _(PASSES[direction][0])


def pass_words(direction: str) -> str:
    """A pass direction in words."""
    return _(PASSES[direction][1])


def next_line(sheet: Sheet, following: NextRound) -> str:
    """Next: round 4, pass across, Cy deals (Bo may not pass)."""
    line = _("Next: round {number}, {passing}, {dealer} deals").format(
        number=following.number,
        passing=pass_words(following.pass_direction),
        dealer=sheet.game.players[following.dealer],
    )
    if following.no_pass:
        line += " " + _("({players} may not pass: one below the target)").format(
            players=names(sheet, following.no_pass)
        )
    line += "."
    if following.tied:
        line += " " + _("{players} are tied lowest on {total}, so one more round decides.").format(
            players=names(sheet, following.tied), total=_side_total(sheet, following.tied[0])
        )
    return line


def end_line(sheet: Sheet) -> str:
    """Who won, or what comes next."""
    if sheet.next is not None:
        return next_line(sheet, sheet.next)
    lowest = _side_total(sheet, sheet.winners[0])
    won = [side for side in sheet.sides if set(side) <= set(sheet.winners)]
    labels = joined([side_label(sheet.game.players, side) for side in won])
    if len(won) > 1:
        return _("Game over after round {number}: {players} share the win with {total}.").format(
            number=len(sheet.rounds), players=labels, total=lowest
        )
    if sheet.game.settings.pairs:  # a pair named in a sentence: `Ann+Cy win`, in Danish `Ann og Cy vandt`
        first, second = (sheet.game.players[seat] for seat in won[0])
        return _("Game over after round {number}: {pair} win with {total}.").format(
            number=len(sheet.rounds), pair=_("{first}+{second}").format(first=first, second=second), total=lowest
        )
    return _("Game over after round {number}: {player} wins with {total}.").format(
        number=len(sheet.rounds), player=labels, total=lowest
    )


def _side_total(sheet: Sheet, seat: int) -> int:
    """The total of the side a seat plays on: its own, or its pair's."""
    return next(total for side, total in zip(sheet.sides, sheet.side_totals) if seat in side)


def standing(sheet: Sheet) -> list[tuple[str, int]]:
    """Sides (players, or pairs) by total, lowest first; ties keep seat order."""
    labels, totals = side_labels(sheet), sheet.side_totals
    order = sorted(range(len(totals)), key=lambda index: (totals[index], index))
    return [(labels[index], totals[index]) for index in order]


def places(sheet: Sheet) -> list[tuple[int, str, int]]:
    """(place, player, total), lowest first; equal totals share a place (1, 1, 3)."""
    ranked = standing(sheet)
    return [
        (1 + sum(1 for _other, other_total in ranked if other_total < total), player, total) for player, total in ranked
    ]


def standing_line(sheet: Sheet) -> str:
    parts = [f"{place}. {player} {total}" for place, player, total in places(sheet)]
    return _("Standing: {parts}").format(parts="  ".join(parts))


def scores_text(sheet: Sheet, values: tuple[int, ...]) -> str:
    return ", ".join(f"{player} {value}" for player, value in zip(sheet.game.players, values))


def round_report(sheet: Sheet, row: ScoredRound, then_next: bool = True, columns: int | None = None) -> str:
    """What `round`, `edit` and `redo` print: the scores, the moon, the totals, then what next;
    fitted to `columns` (a terminal's width; None: as they are).

    Without `then_next` (a round among several entered at once, not the last): the totals after
    that round, and nothing of what comes next."""
    scores = [_("Round {number}: {scores}").format(number=row.number, scores=scores_text(sheet, row.score.scores))]
    notes = _report_notes(sheet, row)
    if not then_next:
        totals = [_("Totals: {totals}").format(totals=scores_text(sheet, row.totals)), *pairs_line(sheet, row.totals)]
        return fitted(scores, notes, totals, [], columns)
    label = _("Totals: {totals}") if row.number == len(sheet.rounds) else _("Totals now: {totals}")
    totals = [label.format(totals=scores_text(sheet, sheet.totals)), *pairs_line(sheet, sheet.totals)]
    return fitted(scores, notes, totals, [end_line(sheet), *rematch_line(sheet)], columns)


def rematch_line(sheet: Sheet) -> list[str]:
    """After the game is over, the next step: a rematch of the same table."""
    return [] if sheet.next is not None else [_("A rematch at the same table: `hjerter new --again`.")]


def _report_notes(sheet: Sheet, row: ScoredRound) -> list[str]:
    """A round's report's sentences under its scores: the moon and how it counted (and why auto
    chose minus), a doubled score, an exact reset."""
    notes = []
    moon = row.score.moon
    if moon is not None:
        shooter = sheet.game.players[moon.shooter]
        what = _("shot the sun") if moon.sun else _("shot the moon")
        pair = shooters_pair(sheet, moon.shooter)
        plus = _("+{worth} to everyone else") if pair is None else _("+{worth} to all but {pair}")
        how = {
            "plus": plus.format(worth=moon.worth, pair=pair),
            "minus": _("-{worth} to {shooter}").format(worth=moon.worth, shooter=shooter),
            "off": _("the moon rule is off, so the raw points stand"),
        }[moon.rule]
        said = {  # the rule's English word closes the sentence; a Danish one says it in `how` already
            "plus": _("{shooter} {what}: {how} (plus)."),
            "minus": _("{shooter} {what}: {how} (minus)."),
            "off": _("{shooter} {what}: {how} (off)."),
        }[moon.rule]
        notes.append(said.format(shooter=shooter, what=what, how=how))
        if not moon_needs_bonus(sheet.game.settings) and moon.rule != "off":
            # omnibus_moon without-bonus: the bonus card's -10 beside the moon, as the sheet's note has it;
            # the sentence names the card (Ruder knægt at a Danish table), the sheet's note its face
            card = card_said(sheet.game.settings, "bonus")
            for seat in row.tally.takers("bonus"):
                said_card = _("{card} -10 to {player} (the bonus card).").format(
                    card=card, player=sheet.game.players[seat]
                )
                notes.append(sentence(said_card))
        if moon.plus_winners:  # auto chose minus: say why
            notes.append(
                _("(auto: plus would have ended the game with {players} winning.)").format(
                    players=names(sheet, moon.plus_winners)
                )
            )
    for seat in dict.fromkeys(row.score.doubled):
        if row.score.scores[seat] == 0:  # a doubled 0 is news to nobody
            continue
        said = _("10♣ doubled {player}'s score.")
        if row.score.doubled.count(seat) == 2:
            said = _("Both 10♣ went to {player}: the score times four.")
        notes.append(said.format(player=sheet.game.players[seat]))
    if row.score.reset:
        notes.append(
            _("{players} landed exactly on {target}: back to 0 (exact reset).").format(
                players=names(sheet, row.score.reset), target=sheet.game.settings.target
            )
        )
    return notes


def fitted(scores: list[str], notes: list[str], totals: list[str], after: list[str], columns: int | None) -> str:
    """A report's lines on a terminal `columns` wide: the lists of scores ("Round 1: Ann 4, Bo 13")
    folded between their entries, the notes indented two and, like the lines after, wrapped
    between words."""
    out = [line for text in scores for line in fold(text, columns, ", ")]
    out += [line for text in notes for line in wrapped(text, columns, indent="  ")]
    out += [line for text in totals for line in fold(text, columns, ", ")]
    out += [line for text in after for line in wrapped(text, columns)]
    return "\n".join(out)


def pairs_line(sheet: Sheet, totals: tuple[int, ...]) -> list[str]:
    """With partner pairs, each pair's total: "Pairs: Ann+Cy 52, Bo+Di 0"."""
    if not sheet.game.settings.pairs:
        return []
    players = sheet.game.players
    said = ", ".join(f"{side_label(players, side)} {sum(totals[seat] for seat in side)}" for side in sheet.sides)
    return [_("Pairs: {totals}").format(totals=said)]


# A card's face as a sentence says it: the face in English (Q♠), the card's name in Danish.
CARD_FACES = (N_("Q♠"), N_("J♦"), N_("10♦"), N_("10♣"), N_("K♠"), N_("A♠"))


def card_said(settings: Settings, card: str) -> str:
    """A card inside a sentence or a question: Q♠, or spar dame at a Danish table."""
    return _(card_label(settings, card))


def said_and(items: list[str]) -> str:
    """A list as a sentence says it: "Q♠, J♦ and 10♣" (og in Danish)."""
    if len(items) < 2:
        return "".join(items)
    return _("{names} and {last}").format(names=", ".join(items[:-1]), last=items[-1])


def to_go_line(sheet: Sheet) -> str | None:
    """While the game runs, each player's points left before the target: "to 100: Ann 27, Bo 32"."""
    if sheet.finished:
        return None
    # A player at or past the target has nothing left to go: left out (the standing shows them).
    shown = [f"{side} {left}" for side, left in zip(side_labels(sheet), sheet.to_go) if left > 0]
    if not shown:
        return None
    return _("to {target}: {parts}").format(target=sheet.game.settings.target, parts=", ".join(shown))


def rule_word(word: str) -> str:
    """A setting's value as a table calls it (the English option word, the Danish variant name or
    words: `left-right-hold` is "venstre, højre, ingen")."""
    return {
        "left-right-hold": _("left-right-hold"),
        "left": _("left"),
        "none": _("none"),
        "increasing": _("increasing"),
        "plus": _("plus"),
        "minus": _("minus"),
        "off": _("off"),
        "choose": _("choose"),
        "auto": _("auto"),
        "standard": _("standard"),
        "by-value": _("by-value"),
        "black-maria": _("black-maria"),
    }.get(word, word)


def heading(sheet: Sheet, name: str) -> str:
    """The sheet's heading: the game, its target, moon rule and scoring, and every other setting
    that is not the default (omnibus, klør ti, the sun, the house rules)."""
    settings = sheet.game.settings
    text = _("{name}: target {target}, moon {moon}, scoring {scoring}").format(
        name=name, target=settings.target, moon=rule_word(settings.moon), scoring=rule_word(settings.scoring)
    )
    return ", ".join([text, *settings_named(settings)])


def settings_named(settings: Settings) -> list[str]:
    """The settings besides target, moon and scoring that differ from the defaults, in words: the
    big table's first."""
    named = []
    if settings.decks == 2:
        named.append(_("two packs"))
    if settings.pairs:
        named.append(_("partner pairs"))
    if settings.deal == "kitty":
        named.append(_("a kitty"))
    if settings.omnibus:
        named.append(_("omnibus ({card})").format(card=card_said(settings, "bonus")))
        if settings.omnibus_moon == "without-bonus":
            named.append(_("a moon without the bonus card"))
    if settings.ten_of_clubs:
        named.append(_("klør ti"))
    if settings.sun:
        named.append(_("the sun counts double"))
    if settings.ties == "share":
        named.append(_("ties share the win"))
    if settings.passing != "standard":
        named.append(_("passing {passing}").format(passing=rule_word(settings.passing)))
    if settings.one_below:
        named.append(_("one below"))
    if settings.exact_reset:
        named.append(_("exact reset"))
    if settings.deals:
        said = ngettext("ends after {deals} round", "ends after {deals} rounds", settings.deals)
        named.append(said.format(deals=settings.deals))
    return named
