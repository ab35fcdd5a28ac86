"""Which characters belong in an emoji, for the names of players and of games: read by the core and
by a Tab's reading alike, so it imports nothing at the top."""

# The invisible parts of an emoji sequence: zero width joiner, variation selectors, the keycap.
EMOJI_JOINERS = frozenset("\u200d\ufe0e\ufe0f\u20e3")


def emoji_part(char: str) -> bool:
    """Whether a character belongs in an emoji: a pictograph or other symbol, a skin tone, a joiner,
    a variation selector, a keycap, or a tag letter of a flag (🏴 of England). Other invisible
    format characters (bidi controls among them) are no part of a name."""
    import unicodedata

    code = ord(char)
    return (
        unicodedata.category(char) == "So"
        or 0x1F3FB <= code <= 0x1F3FF
        or char in EMOJI_JOINERS
        or 0xE0020 <= code <= 0xE007F
    )
