"""Words typed at the table -> a Tally (pure: no files, no terminal)."""

from __future__ import annotations

from hjerter_cli.core.records import MEMO_SIZE, TYPE_CHECKING, Record, memo
from hjerter_cli.core.refusals import phrase
from hjerter_cli.core.settings import (
    CARD_LETTERS,
    CARDS,
    LETTER_OF_CARD,
    BonusCard,
    MoonChoice,
    Settings,
    card_name,
    check_moon_choice,
    find_seat,
    name_key,
)
from hjerter_cli.errors import RefusedError

if TYPE_CHECKING:
    from collections.abc import Callable

# --queen WHO and the other card options: the names or seats given for each card (with two
# packs a card may be given twice, once a copy).
CardOptions = dict[str, tuple[str, ...]]

# Six digits are plenty for any count of hearts; longer is refused before int() sees it.
# `_` instead of the number: the rest, what the other entries leave of the round's hearts.
MOST_DIGITS = 6
REST = "_"
DIGITS = frozenset("0123456789")
LETTERS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")


class Tally(Record):
    """One round as entered: hearts per seat, who took which special card, the moon's choice.

    `cards` holds (card, seat) pairs as entered, so a card marked twice or a card the settings
    do not use survives until validation (core/RULES.md step 0) refuses it with a reason.
    """

    hearts: tuple[int, ...]
    cards: tuple[tuple[str, int], ...]
    moon_choice: MoonChoice | None = None
    sun: bool = False
    # A round from a sheet (paper or spreadsheet): its scores as written, in seat order, and no
    # tallies (`hearts` and `cards` empty). None for a round entered with its tallies.
    written: tuple[int, ...] | None = None

    @property
    def from_sheet(self) -> bool:
        """Whether this round holds only its scores as written on a sheet, no tallies."""
        return self.written is not None

    def takers(self, card: str) -> list[int]:
        """Every seat marked as taking `card`, in entry order."""
        return [seat for name, seat in self.cards if name == card]

    def in_file_order(self) -> Tally:
        """The same round with its cards in the order the game file reads them back: by card,
        then by seat (two copies may have been given in any order)."""
        return self._replace(cards=tuple(sorted(self.cards, key=lambda pair: (CARDS.index(pair[0]), pair[1]))))

    def taker(self, card: str) -> int | None:
        """The one seat that took `card`, or None when nobody (or several) did."""
        seats = self.takers(card)
        return seats[0] if len(seats) == 1 else None


def sheet_round(scores: tuple[int, ...]) -> Tally:
    """A round known only by its scores as written on a sheet (no tallies, no moon)."""
    return Tally((), (), None, False, tuple(scores))


def parse_entry(
    player: str, entry: str, copies: int = 1, bonus_card: BonusCard = "jack"
) -> tuple[int | None, list[str]]:
    """`5q` -> (5, ["queen"]): an optional number of hearts, then card letters; `_q` -> (None, ["queen"]),
    None standing for the rest of the hearts. With two packs (`copies`) a letter may stand twice
    (`13qq`: both Q♠); a third is refused naming the card (`bonus_card`: the game's, J♦ or 10♦)."""
    if entry.isdigit() and entry.isascii() and len(entry) <= MOST_DIGITS:
        return int(entry), []  # the common entry, hearts alone
    text = entry.strip()
    digits, letters = _number_and_letters(text)
    if not text or not all(letter in LETTERS for letter in letters) or len(digits) > MOST_DIGITS:
        if len(digits) > MOST_DIGITS and digits != REST and all(letter in LETTERS for letter in letters):
            raise RefusedError(phrase("entry-number-too-long").format(player=player, entry=text))
        raise RefusedError(phrase("entry-not-a-tally").format(player=player, entry=entry))
    cards: list[str] = []
    for letter in letters.lower():
        if letter not in CARD_LETTERS:
            raise RefusedError(phrase("entry-unknown-letter").format(player=player, entry=entry, letter=letter))
        card = CARD_LETTERS[letter]
        if cards.count(card) >= copies:  # `2qq`, `4qd` (d is q): one card cannot be taken twice
            if copies == 2:
                named = card_name(Settings(bonus_card=bonus_card), card)
                raise RefusedError(phrase("entry-card-thrice").format(player=player, entry=entry, card=named))
            raise RefusedError(phrase("entry-card-twice").format(player=player, entry=entry))
        cards.append(card)
    if digits == REST:
        return None, cards
    return (int(digits) if digits else 0), cards


def _number_and_letters(text: str) -> tuple[str, str]:
    """`13qj` -> ("13", "qj"), `_q` -> ("_", "q"): the ASCII digits (or the `_`) it starts with, and the rest."""
    if text.startswith(REST):
        return REST, text[1:]
    end = 0
    while end < len(text) and text[end] in DIGITS:
        end += 1
    return text[:end], text[end:]


def seat_by_prefix(players: tuple[str, ...], who: str) -> int | None:
    """The one player whose name starts with `who` (names compared by `name_key`), or None when
    no player's or more than one player's does."""
    wanted = name_key(who.strip())
    if not wanted:
        return None
    seats = [seat for seat, player in enumerate(players) if name_key(player).startswith(wanted)]
    return seats[0] if len(seats) == 1 else None


def parse_who(players: tuple[str, ...], who: str, card_text: str) -> int:
    """A name, a start of a name that only one player's has (`an` for Anne), or a 1-based seat
    number -> seat."""
    who = who.strip()
    if not who:
        raise RefusedError(phrase("taker-missing").format(card=card_text, count=len(players)))
    if who.isascii() and who.isdigit():
        digits = who.lstrip("0") or "0"
        seat = int(digits) if len(digits) <= 3 else 0  # a long number is no seat; int() need not read it
        if 1 <= seat <= len(players):
            return seat - 1
        raise RefusedError(phrase("taker-seat-unknown").format(seat=who, card=card_text, count=len(players)))
    seat_or_none = find_seat(players, who)
    if seat_or_none is None:
        seat_or_none = seat_by_prefix(players, who)
    if seat_or_none is None:
        raise RefusedError(phrase("taker-not-at-table").format(who=who, card=card_text, players=players))
    return seat_or_none


def parse_tallies(
    players: tuple[str, ...],
    words: list[str],
    card_options: CardOptions | None = None,
    moon_choice: str | None = None,
    sun: bool = False,
    hearts_total: int = 13,
    copies: int = 1,
    bonus_card: BonusCard = "jack",
) -> Tally:
    """Turn `4 q 9 0` or `Bo=q Ann=4 ...` (plus --queen WHO style options) into a Tally.

    `hearts_total` is what an entry of `_` (the rest) takes from: 13, or 104 by value (twice with
    two packs); `copies`: how many of each card there are (1, or 2 with two packs); `bonus_card`:
    the game's, to name it in a refusal."""
    named = [word.partition("=") for word in words if "=" in word]
    if named and len(named) != len(words):
        raise RefusedError(phrase("tally-forms-mixed"))
    if named:
        entries = _entries_by_seat(players, [(name, entry) for name, _sep, entry in named])
    elif len(words) != len(players):
        raise RefusedError(phrase("entry-count").format(given=len(words), count=len(players), players=players))
    else:
        entries = list(words)
    return _tally(players, entries, card_options, moon_choice, sun, hearts_total, copies, bonus_card)


def read_round(
    players: tuple[str, ...],
    text: str,
    moon_choice: str | None = None,
    sun: bool = False,
    hearts_total: int = 13,
    copies: int = 1,
    bonus_card: BonusCard = "jack",
) -> Tally:
    """A round as the game file keeps it: `Ann=4 Bo=q Cy=9 Di=0` (names may hold spaces)."""
    plain = plain_reader(players, copies, bonus_card)(text)
    if plain is not None:  # as the game file writes it: each seat in order, each entry read before
        choice = None if moon_choice is None else check_moon_choice(moon_choice)
        return Tally(plain.hearts, plain.cards, choice, sun)
    entries = _entries_by_seat(players, split_named(text))
    return _tally(players, entries, None, moon_choice, sun, hearts_total, copies, bonus_card)


def plain_reader(
    players: tuple[str, ...], copies: int = 1, bonus_card: BonusCard = "jack"
) -> Callable[[str], Tally | None]:
    """read_round for one game's rounds of text, without a moon choice or a sun: the round as the
    game file writes it, every name exactly as kept (`Ann=4 Bo=q ...`), read as read_round reads
    it; None for any other text, which read_round is to read (and maybe refuse)."""
    known = _READ.get((copies, bonus_card)) or _READ.setdefault((copies, bonus_card), {})
    count, seats = len(players), range(len(players))

    def read(text: str) -> Tally | None:
        words = text.split(" ")
        if len(words) != count:
            return None
        hearts: list[int] = []
        cards: list[tuple[str, int]] = []
        for seat, word, player in zip(seats, words, players):
            name, _equals, entry = word.partition("=")
            read = known.get(entry) or _plain_entry(known, name, entry, copies, bonus_card)
            if read is None or name != player:
                return None
            hearts.append(read[0])
            for card in read[1]:
                cards.append((card, seat))
        if len(cards) > 1:
            cards.sort(key=lambda pair: CARDS.index(pair[0]))
        return Tally(tuple(hearts), tuple(cards))

    return read


# Entries parse_entry has read, by copies and bonus card, then the entry: a handful of words, `7q`, `13`.
_READ: dict[tuple[int, str], dict[str, tuple[int, tuple[str, ...]]]] = {}


def _plain_entry(
    known: dict[str, tuple[int, tuple[str, ...]]], name: str, entry: str, copies: int, bonus_card: BonusCard
) -> tuple[int, tuple[str, ...]] | None:
    """What parse_entry reads in an entry, kept in `known`; None for one it refuses, one with a
    blank (split_named ends an entry at any) and one that is the rest (`_`: what the others leave)."""
    if not (entry.isascii() and entry.isprintable()):
        return None
    try:
        count, letters = parse_entry(name, entry, copies, bonus_card)
    except RefusedError:
        return None
    if count is None:
        return None
    if len(known) >= MEMO_SIZE:
        known.clear()
    read = known[entry] = (count, tuple(letters))
    return read


@memo
def _seats_by_key(players: tuple[str, ...]) -> dict[str, int]:
    """Each player's seat by the name as kept and by its key (a file names them as kept)."""
    return {player: seat for seat, player in enumerate(players)} | {
        name_key(player): seat for seat, player in enumerate(players)
    }


def _entries_by_seat(players: tuple[str, ...], pairs: list[tuple[str, str]]) -> list[str]:
    seats = _seats_by_key(players)
    entries: list[str | None] = [None] * len(players)
    for name, entry in pairs:
        seat = seats[name] if name in seats else seats.get(name_key(name.strip()))
        if seat is None and not name.strip():
            raise RefusedError(phrase("entry-without-name").format(entry=f"={entry}", players=players))
        if seat is None:
            raise RefusedError(phrase("name-not-at-table").format(name=name, players=players))
        if entries[seat] is not None:
            raise RefusedError(phrase("player-entered-twice").format(player=players[seat]))
        entries[seat] = entry
    filled = [entry for entry in entries if entry is not None]
    if len(filled) < len(players):
        missing = [players[seat] for seat, entry in enumerate(entries) if entry is None]
        raise RefusedError(phrase("entries-missing").format(missing=tuple(missing)))
    return filled


def _tally(
    players: tuple[str, ...],
    entries: list[str],
    card_options: CardOptions | None,
    moon_choice: str | None,
    sun: bool,
    hearts_total: int,
    copies: int = 1,
    bonus_card: BonusCard = "jack",
) -> Tally:
    counts: list[int | None] = []
    cards: list[tuple[str, int]] = []
    for seat, entry in enumerate(entries):
        count, letters = parse_entry(players[seat], entry, copies, bonus_card)
        counts.append(count)
        cards.extend((card, seat) for card in letters)
    hearts = _fill_rest(players, counts, hearts_total)
    for card, given in (card_options or {}).items():
        for who in given:
            # Each option is a copy: beside a letter for the same card, validation refuses the
            # card given twice (one pack) or thrice (two packs), whoever the letter is for.
            cards.append((card, parse_who(players, who, "--" + card)))
    cards.sort(key=lambda pair: CARDS.index(pair[0]))  # the order the game file keeps them in
    choice = None if moon_choice is None else check_moon_choice(moon_choice)
    return Tally(tuple(hearts), tuple(cards), choice, sun)


def _fill_rest(players: tuple[str, ...], counts: list[int | None], hearts_total: int) -> list[int]:
    """The one `_` entry takes what the others leave."""
    rest = [seat for seat, count in enumerate(counts) if count is None]
    if len(rest) > 1:
        names = tuple(players[seat] for seat in rest)
        if len(rest) == 2:
            raise RefusedError(phrase("rest-given-twice").format(names=names))
        raise RefusedError(phrase("rest-given-more").format(names=names))
    given = sum(count for count in counts if count is not None)
    if rest and given > hearts_total:
        raise RefusedError(phrase("rest-nothing-left").format(given=given, total=hearts_total, player=players[rest[0]]))
    return [hearts_total - given if count is None else count for count in counts]


def format_entry(tally: Tally, seat: int) -> str:
    """The inverse of parse_entry for one seat: 5q, 0, 13qj, q."""
    letters = "".join(LETTER_OF_CARD[card] for card, taker in tally.cards if taker == seat)
    if letters and tally.hearts[seat] == 0:
        return letters
    return f"{tally.hearts[seat]}{letters}"


def format_tally(players: tuple[str, ...], tally: Tally) -> str:
    """A whole round in the NAME=ENTRY form: `Ann=4 Bo=q Cy=9 Di=0`."""
    return " ".join(f"{player}={format_entry(tally, seat)}" for seat, player in enumerate(players))


def split_named(text: str) -> list[tuple[str, str]]:
    """`Anne Marie=3 Bo=10q Cy=0` -> [("Anne Marie", "3"), ("Bo", "10q"), ("Cy", "0")]: no shell quoting.

    A name runs to its '=' (names have none), blanks around it left out; an entry has no blanks,
    so names may."""
    words: list[tuple[str, str]] = []
    position = 0
    while (equals := text.find("=", position)) > position:
        name = text[position:equals]
        end = text.find(" ", equals + 1) % (len(text) + 1)  # where the entry ends (no space: the end)
        if not (text[equals + 1 : end].isascii() and text[equals + 1 : end].isprintable()):
            end = equals + 1  # another blank than a space may end it: looked for character by character
            while end < len(text) and not text[end].isspace():
                end += 1
        words.append((name.strip() or name[-1], text[equals + 1 : end]))
        position = end
    if text[position:].strip() or not words:
        raise RefusedError(phrase("stored-round-unreadable").format(text=text))
    return words
