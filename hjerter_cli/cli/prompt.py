"""Asking a round's tallies at a terminal, one question at a time, again on a wrong answer.

Line editing where the platform has readline; `<` goes back a question; a whole entry (`4q`)
is taken at the hearts question; a question with only one possible answer is not asked; `edit`
offers the old answers, Enter keeping them.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from typing import TypeVar

from hjerter_cli.core.game import Game, dealer_seat, pass_direction
from hjerter_cli.core.scoring import can_still_deal, may_be_sun, moon_shooter
from hjerter_cli.core.settings import MoonChoice, Settings, cards_in_use, hearts_total
from hjerter_cli.core.tally import CardOptions, Tally, parse_entry, parse_who
from hjerter_cli.errors import Cancelled, RefusedError
from hjerter_cli.i18n import _
from hjerter_cli.render.refusals import say
from hjerter_cli.render.words import card_said, pass_words

with suppress(ImportError):  # line editing and arrow keys for input(), where the platform has it
    import readline  # noqa: F401

Answer = TypeVar("Answer")
BACK = "<"


class GoBack(Exception):
    """The person typed `<`: back to the question before."""


def ask(question: str) -> str:
    """One answer; Ctrl-C and Ctrl-D cancel the whole round."""
    try:
        return input(question)
    except (EOFError, KeyboardInterrupt):
        print()
        raise Cancelled(_("Cancelled; nothing was changed.")) from None


def ask_until(question: str, answer_to_value: Callable[[str], Answer], can_go_back: bool = False) -> Answer:
    """Ask until `answer_to_value` accepts the answer; its RefusedError's message is shown."""
    while True:
        answer = ask(question).strip()
        if can_go_back and answer == BACK:
            raise GoBack
        try:
            return answer_to_value(answer)
        except RefusedError as error:
            print("  " + say(error))


def _hearts_reader(
    settings: Settings,
    player: str,
    taken: tuple[int, ...],
    players_after: int,
    default: str | None,
    own_cards: Callable[[list[str]], list[str]],
) -> Callable[[str], tuple[int, list[str]]]:
    left = hearts_total(settings) - sum(taken)

    def read(answer: str) -> tuple[int, list[str]]:
        if answer == "" and default is not None:
            answer = default
        if answer == "":
            raise RefusedError(
                _("Type {player}'s hearts, a whole number from 0 to {most}.").format(player=player, most=left)
            )
        try:
            count, letters = parse_entry(player, answer)
        except RefusedError:
            raise RefusedError(
                _("Type a whole number from 0 to {most}, then the letters of any card {player} took (like 4q).").format(
                    most=left, player=player
                )
            ) from None
        value = left if count is None else count
        if value > left:
            raise RefusedError(
                _("{player} cannot have {value}: only {left} left to hand out.").format(
                    player=player, value=value, left=left
                )
            )
        if not can_still_deal(settings, taken + (value,), players_after):
            raise RefusedError(_("No set of hearts is worth {value}.").format(value=value))
        return value, own_cards(letters)

    return read


def _taker_reader(players: tuple[str, ...], label: str, default: int | None) -> Callable[[str], int]:
    def read(answer: str) -> int:
        if answer == "" and default is not None:
            return default
        if answer == "":
            raise RefusedError(_("Type who took {card}: a name or a seat number.").format(card=label))
        return parse_who(players, answer, label)  # `D` for Di: a start only one player's name has

    return read


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
    print(
        _("Round {number}: {passing}, {dealer} deals.").format(
            number=number,
            passing=pass_words(pass_direction(settings, len(players), number)),
            dealer=players[dealer_seat(game, number)],
        )
    )
    print("  " + _("(Type < to go back a question; Ctrl-C stops.)"))
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
        self.steps: list[tuple[str, int | str]] = [("hearts", seat) for seat in range(len(self.players))]
        self.steps += [("card", card) for card in self.label_of if preset_cards.get(card) is None]
        self.hearts: dict[int, int] = {}
        self.letters: dict[int, list[str]] = {}
        self.takers: dict[str, int] = {}
        # Cards given with --queen WHO and the other options: their takers are known before asking.
        self.given = {
            card: parse_who(self.players, who, self.label_of[card])
            for card, who in preset_cards.items()
            if who is not None and card in self.label_of
        }
        self.seats = ", ".join(f"{seat} {player}" for seat, player in enumerate(self.players, start=1))
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
                    print("  " + _("This is the first question."))
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
            print("  " + _("This is the first question."))
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
        if was:
            question = _("Did {player} take every trick (the sun)? [Y/n] ")
        else:
            question = _("Did {player} take every trick (the sun)? [y/N] ")
        return ask_yes(question.format(player=self.players[shooter]), default=was, can_go_back=True)

    def ask_moon(self) -> MoonChoice:
        shooter = moon_shooter(self.settings, self.tally)
        assert shooter is not None
        was = self.earlier_finals.get("moon", self.old.moon_choice if self.old is not None else None)
        return ask_moon_choice(self.players[shooter], was, can_go_back=True)  # type: ignore[arg-type]

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
                print("  " + _("{player} takes the {left} left.").format(player=player, left=left))
            return False
        default = self.earlier_entries.get(seat)
        if default is None and self.old is not None:
            default = str(self.old.hearts[seat])
        if self.settings.scoring == "by-value":
            question = _("{player}'s hearts by value ({left} left): ")
        else:
            question = _("{player}'s hearts ({left} left): ")
        question = question.format(player=player, left=left)
        if default is not None:
            question = question.rstrip(": ") + f" [{default}]: "
        reader = _hearts_reader(self.settings, player, taken, after, default, self._own_cards(seat))
        self.hearts[seat], self.letters[seat] = ask_until(question, reader, can_go_back=True)
        return True

    def ask_taker(self, card: str) -> bool:
        """Who took a card; not asked when a hearts answer named it with its letter."""
        if any(card in named for named in self.letters.values()):
            return False
        was = self.earlier_takers.get(card)
        if was is None and self.old is not None:
            was = self.old.taker(card)
        label = self.label_of[card]
        question = _("Who took {card}? ({seats}): ").format(card=label, seats=self.seats)
        if was is not None:
            question = question.rstrip(": ") + f" [{self.players[was]}]: "
        self.takers[card] = ask_until(question, _taker_reader(self.players, label, was), can_go_back=True)
        return True

    def hearts_in_order(self) -> tuple[int, ...]:
        return tuple(self.hearts[seat] for seat in range(len(self.players)))

    def _own_cards(self, seat: int) -> Callable[[list[str]], list[str]]:
        """The card letters of a hearts answer, checked against the cards already given: a card
        another player has is refused; one given to this player by option is not counted twice."""

        def own(letters: list[str]) -> list[str]:
            named = dict(self.given)
            named.update((card, other) for other, cards in self.letters.items() if other < seat for card in cards)
            for card in letters:
                if named.get(card, seat) != seat:
                    raise RefusedError(
                        _("{card} went to {other} already; type only the cards {player} took.").format(
                            card=self.label_of[card], other=self.players[named[card]], player=self.players[seat]
                        )
                    )
            return [card for card in letters if card not in named]

        return own

    def cards(self) -> tuple[tuple[str, int], ...]:
        """The cards named by letter, by option (--queen Bo) and by answer, in that order."""
        cards = [(card, seat) for seat, named in sorted(self.letters.items()) for card in named]
        return tuple(cards + list(self.given.items()) + list(self.takers.items()))


def ask_moon_choice(player: str, default: MoonChoice | None = None, can_go_back: bool = False) -> MoonChoice:
    """Under `choose`, the shooter says how this moon counts (Enter keeps `default`, when given)."""

    def read(answer: str) -> MoonChoice:
        word = answer.lower()
        if word == "" and default is not None:
            return default
        if word in ("plus", "p", "+"):
            return "plus"
        if word in ("minus", "m", "-"):
            return "minus"
        raise RefusedError(_("Answer plus or minus."))

    question = _("{player} shot the moon: plus (everyone else gets it) or minus ({player} takes it off)? ").format(
        player=player
    )
    if default is not None:
        question = question.rstrip("? ") + f"? [{default}] "
    return ask_until(question, read, can_go_back)


def ask_yes(question: str, default: bool, can_go_back: bool = False) -> bool:
    """A yes/no question; Enter takes the default."""

    def read(answer: str) -> bool:
        word = answer.lower()
        if word == "":
            return default
        if word in ("y", "yes", "j", "ja"):
            return True
        if word in ("n", "no", "nej"):
            return False
        raise RefusedError(_("Answer y or n."))

    return ask_until(question, read, can_go_back)


def ask_save(can_go_back: bool = False) -> str:
    """Save this round? y (Enter), n, or c to correct the answers first."""

    def read(answer: str) -> str:
        word = answer.lower()
        if word in ("", "y", "yes", "j", "ja"):
            return "save"
        if word in ("n", "no", "nej"):
            return "drop"
        if word in ("c", "r", "ret"):
            return "correct"
        raise RefusedError(_("Answer y to save, n to drop it, or c to correct it."))

    return ask_until(_("Save this round? [Y/n/c=correct] "), read, can_go_back)
