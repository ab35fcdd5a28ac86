"""The questions of a round at a terminal, one at a time, `<` going back from any of them."""

from __future__ import annotations

from collections.abc import Callable

from hjerter_cli.cli.options import words_columns
from hjerter_cli.cli.questions import (  # noqa: F401  # the prompt's names for them
    GoBack,
    ask_moon_choice,
    ask_save,
    ask_until,
    ask_yes,
    hearts_reader,
    taker_reader,
)
from hjerter_cli.core.game import Game, dealer_seat, pass_direction
from hjerter_cli.core.scoring import may_be_sun, moon_shooter
from hjerter_cli.core.settings import MoonChoice, cards_in_use, hearts_total
from hjerter_cli.core.tally import CardOptions, Tally, parse_who
from hjerter_cli.errors import RefusedError
from hjerter_cli.render import said_questions as said
from hjerter_cli.render.cardnames import cards_said
from hjerter_cli.render.columns import together
from hjerter_cli.render.sentences import card_said, pass_words
from hjerter_cli.terminal import write


def ask_tally(
    game: Game,
    number: int,
    preset_cards: CardOptions,
    moon_choice: MoonChoice | None,
    sun: bool,
    old: Tally | None = None,
) -> Questions:
    """Each player's hearts, showing what is left, then who took each card in use not yet named,
    whether a moon was a sun, and how it counts under `choose`. `old`, the round being edited (or
    corrected): its answers are offered and Enter keeps them. The answers are kept in the
    returned Questions, so that `<` at the question that follows can come back into them."""
    settings, players = game.settings, game.players
    passing = pass_words(pass_direction(settings, len(players), number))
    columns = words_columns()  # wrapped to the terminal between words, as every question is
    write(said.opening(number, passing, players[dealer_seat(game, number)], columns))
    write(said.how_to_go_back(columns))
    questions = Questions(game, preset_cards, old, moon_choice, sun)
    questions.walk()
    questions.finish()
    return questions


class Questions:
    """A round's questions in order (each player's hearts, each card's taker not named yet, then
    the sun and the moon's count), with `<` going back to the question asked before, from any."""

    def __init__(
        self, game: Game, preset_cards: CardOptions, old: Tally | None, moon_choice: MoonChoice | None, sun: bool
    ) -> None:
        self.settings, self.players, self.old = game.settings, game.players, old
        self.label_of = {card: card_said(self.settings, card) for card in cards_in_use(self.settings)}
        self.copies = game.settings.decks  # each card once, or twice with two packs: a question a copy
        self.steps: list[tuple[str, int | str]] = [("hearts", seat) for seat in range(len(self.players))]
        self.steps += [
            ("card", card if copy == 1 else f"{card}:{copy}")
            for card in self.label_of
            for copy in range(1, self.copies + 1)
            if len(preset_cards.get(card, ())) < copy
        ]
        self.hearts: dict[int, int] = {}
        self.letters: dict[int, list[str]] = {}
        self.takers: dict[str, int] = {}
        # Cards given with --queen WHO and the other options: their takers are known before asking.
        self.given = {
            card: [parse_who(self.players, who, self.label_of[card]) for who in given]
            for card, given in preset_cards.items()
            if given and card in self.label_of
        }
        # a seat's number and its name on one line, however the question is wrapped
        self.seats = ", ".join(together(f"{seat} {player}") for seat, player in enumerate(self.players, start=1))
        self.moon_given, self.sun_given = moon_choice, sun  # --moon and --sun beside the command
        self.sun: bool | None = None  # the answers to the last questions, once asked
        self.moon: MoonChoice | None = None
        self.asked: list[int] = []  # the steps really asked, for `<`
        self.finals: list[str] = []  # "sun", "moon": the last questions asked, for `<`
        # Answers given before a `<` took them back: offered again, as an edit's old ones are.
        self.earlier_entries: dict[int, str] = {}
        self.earlier_takers: dict[str, int] = {}
        self.earlier_finals: dict[str, object] = {}

    @property
    def tally(self) -> Tally:
        """The round as answered so far."""
        sun = self.sun_given or bool(self.sun)
        return Tally(self.hearts_in_order(), self.cards(), self.moon_given or self.moon, sun)

    def walk(self, index: int = 0) -> None:
        """Ask every question from step `index` on that has more than one possible answer."""
        while index < len(self.steps):
            kind, key = self.steps[index]
            try:
                was_asked = self.ask_hearts(int(key)) if kind == "hearts" else self.ask_taker(str(key))
            except GoBack:
                if not self.asked:
                    write(said.first_question())
                    continue
                index = self.asked.pop()
                self.forget_from(index)
                continue
            if was_asked:
                self.asked.append(index)
            index += 1

    def finish(self) -> None:
        """The sun, then the moon's count: asked when they can be answered more than one way."""
        while True:
            try:
                if "sun" not in self.finals and self.sun_open():
                    self.sun = self.ask_sun()
                    self.finals.append("sun")
                    continue
                if "moon" not in self.finals and self.moon_open():
                    self.moon = self.ask_moon()
                    self.finals.append("moon")
                    continue
                return
            except GoBack:
                self.back()

    def back(self) -> None:
        """`<` after the questions of the cards: the question asked last is asked again."""
        if self.finals:
            final = self.finals.pop()
            self.earlier_finals[final] = getattr(self, final)
            setattr(self, final, None)
            return
        if not self.asked:
            write(said.first_question())
            return
        index = self.asked.pop()
        self.forget_from(index)
        self.walk(index)

    def sun_open(self) -> bool:
        shooter = moon_shooter(self.settings, self.tally)
        return shooter is not None and not self.sun_given and may_be_sun(self.settings, self.tally)

    def moon_open(self) -> bool:
        shooter = moon_shooter(self.settings, self.tally)
        return self.settings.moon == "choose" and shooter is not None and self.moon_given is None

    def ask_sun(self) -> bool:
        shooter = moon_shooter(self.settings, self.tally)
        assert shooter is not None
        was = bool(self.earlier_finals.get("sun", self.old.sun if self.old is not None else False))
        return ask_yes(said.sun_question(self.players[shooter], was), default=was, can_go_back=True)

    def ask_moon(self) -> MoonChoice:
        shooter = moon_shooter(self.settings, self.tally)
        assert shooter is not None
        was = self.earlier_finals.get("moon", self.old.moon_choice if self.old is not None else None)
        pairs = bool(self.settings.pairs)
        return ask_moon_choice(self.players[shooter], was, can_go_back=True, pairs=pairs)  # type: ignore[arg-type]

    def forget_from(self, index: int) -> None:
        """Going back to step `index`: its answer and every later one are asked again, each
        offering the answer it had."""
        from hjerter_cli.core.settings import LETTER_OF_CARD

        for kind, key in self.steps[index:]:
            if kind == "hearts" and int(key) in self.hearts:
                seat = int(key)
                letters = "".join(LETTER_OF_CARD[card] for card in self.letters.get(seat, []))
                self.earlier_entries[seat] = f"{self.hearts.pop(seat)}{letters}"
                self.letters.pop(seat, None)
            elif kind == "card" and str(key) in self.takers:
                self.earlier_takers[str(key)] = self.takers.pop(str(key))

    def ask_hearts(self, seat: int) -> bool:
        """A player's hearts (and any card letters); not asked when only one answer is possible."""
        player = self.players[seat]
        taken = tuple(self.hearts[other] for other in range(seat))
        left, after = hearts_total(self.settings) - sum(taken), len(self.players) - seat - 1
        if left == 0 or after == 0:  # one answer only: nothing left, or the last takes the rest
            self.hearts[seat], self.letters[seat] = left, []
            if left:
                write(said.takes_the_rest(player, left))
            return False
        default = self.earlier_entries.get(seat)
        if default is None and self.old is not None:
            default = str(self.old.hearts[seat])
        question = said.hearts_question(player, left, self.settings.scoring == "by-value", default)
        reader = hearts_reader(self.settings, player, taken, after, default, self._own_cards(seat))
        self.hearts[seat], self.letters[seat] = ask_until(question, reader, can_go_back=True)
        return True

    def ask_taker(self, key: str) -> bool:
        """Who took a card (with two packs, one copy: `queen:2` is the second); not asked when a
        hearts answer or an option named it (with its letter)."""
        card, _colon, number = key.partition(":")
        copy = int(number or 1)
        named = len(self.given.get(card, [])) + sum(letters.count(card) for letters in self.letters.values())
        if named >= copy:
            return False
        was = self.earlier_takers.get(key)
        if was is None and self.old is not None:
            takers = self.old.takers(card)
            was = takers[copy - 1] if len(takers) >= copy else None
        label = self.label_of[card]
        default = None if was is None else self.players[was]
        question = said.taker_question(label, self.seats, self.copies, named + copy - 1 > 0, default)
        self.takers[key] = ask_until(question, taker_reader(self.players, label, was), can_go_back=True)
        return True

    def hearts_in_order(self) -> tuple[int, ...]:
        return tuple(self.hearts[seat] for seat in range(len(self.players)))

    def _own_cards(self, seat: int) -> Callable[[list[str]], list[str]]:
        """The card letters of a hearts answer, checked against the cards already given: a card
        another player has is refused; one given to this player by option is not counted twice."""

        def own(letters: list[str]) -> list[str]:
            if self.copies == 2:
                return self._two_copies(seat, letters)
            named = {card: seats[0] for card, seats in self.given.items()}
            named.update((card, other) for other, cards in self.letters.items() if other < seat for card in cards)
            for card in letters:
                if named.get(card, seat) != seat:
                    other = self.players[named[card]]
                    raise RefusedError(said.went_already(self.label_of[card], other, self.players[seat]))
            return [card for card in letters if card not in named]

        return own

    def _two_copies(self, seat: int, letters: list[str]) -> list[str]:
        """With two packs a card's letter may name one copy or both: refused only when the copies
        given by option and by the answers before it leave too few."""
        for card in dict.fromkeys(letters):
            others = self.given.get(card, []) + [
                other for other, cards in self.letters.items() if other < seat for named in cards if named == card
            ]
            if len(others) + letters.count(card) > 2:
                named = [self.players[other] for other in others]
                raise RefusedError(said.both_went_already(cards_said(self.settings, card), named, self.players[seat]))
        return letters

    def cards(self) -> tuple[tuple[str, int], ...]:
        """The cards named by letter, by option (--queen Bo) and by answer, in that order."""
        cards = [(card, seat) for seat, named in sorted(self.letters.items()) for card in named]
        cards += [(card, seat) for card, seats in self.given.items() for seat in seats]
        return tuple(cards + [(key.partition(":")[0], seat) for key, seat in self.takers.items()])
