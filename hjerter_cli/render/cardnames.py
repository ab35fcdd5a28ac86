"""The cards in a sentence, where a table names them: both copies of a card (Begge spar damer),
the cards a deal removes or leads with (ruder 2 og klør 2), and a sentence that starts with one
(Klør 3 spiller ud). In English the faces stay as written (Q♠, 2♦, 2♣)."""

from __future__ import annotations

from hjerter_cli.core.settings import Settings, card_label
from hjerter_cli.i18n import N_, _, ngettext


def cards_said(settings: Settings, card: str) -> str:
    """Both copies of a card in a sentence (two packs): Q♠, or spar damer at a Danish table."""
    label = card_label(settings, card)
    return ngettext(label, label, 2)


# The suits of the cards a deal removes or leads with, as a sentence names them.
SUITS = {"♣": N_("♣"), "♦": N_("♦"), "♠": N_("♠"), "♥": N_("♥")}


def card_named(card: str) -> str:
    """A card of the deal (`2♣`) in a sentence: as written, or by suit and rank at a Danish table
    (klør 2)."""
    return _("{rank}{suit}").format(rank=card[:-1], suit=_(SUITS[card[-1]]))


def cards_named(cards: list[str]) -> str:
    """Cards of the deal in a sentence: `2♦, 2♣` (ruder 2 og klør 2 at a Danish table)."""
    if len(cards) < 2:
        return "".join(cards)
    return _("{cards}, {last}").format(cards=", ".join(cards[:-1]), last=cards[-1])


def sentence(text: str) -> str:
    """A sentence starts with a capital, also where it starts with a card's name (Klør 3 spiller ud)."""
    return text[:1].upper() + text[1:]
