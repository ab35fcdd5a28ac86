"""An address as a QR code drawn in a terminal, for a phone's camera (made with segno).

Two rows of modules a line, with half blocks, so a code is as many columns wide as it has modules
(with its quiet zone of four). With colour, dark modules are drawn black on white whatever the
terminal's own colours; without, the light modules are drawn as blocks, for the light text on a
dark background most terminals have.
"""

from __future__ import annotations

QUIET = 4  # the quiet zone the QR standard asks for, in modules
# (top dark, bottom dark) -> the character: with colour (black on white), and without (blocks light)
COLOURED = {(True, True): "█", (True, False): "▀", (False, True): "▄", (False, False): " "}
PLAIN = {(True, True): " ", (True, False): "▄", (False, True): "▀", (False, False): "█"}
BLACK_ON_WHITE, RESET = "\x1b[30;107m", "\x1b[0m"


def qr_lines(text: str, colour: bool) -> list[str]:
    """`text` as a QR code (never a Micro QR, which phones do not read), a line a pair of rows."""
    import segno

    code = segno.make_qr(text)
    rows = [[bool(module) for module in row] for row in code.matrix_iter(scale=1, border=QUIET)]
    if len(rows) % 2:
        rows.append([False] * len(rows[0]))
    chars = COLOURED if colour else PLAIN
    lines = []
    for top, bottom in zip(rows[0::2], rows[1::2]):
        line = "".join(chars[pair] for pair in zip(top, bottom))
        lines.append(BLACK_ON_WHITE + line + RESET if colour else line)
    return lines


def qr_width(lines: list[str]) -> int:
    """The columns a drawn code takes."""
    return len(lines[0].removeprefix(BLACK_ON_WHITE).removesuffix(RESET)) if lines else 0


def qr_svg(text: str) -> str:
    """`text` as a QR code for a page: one inline SVG picture (a path of dark modules on white,
    with its quiet zone), sized by the page (a viewBox, no width of its own)."""
    import segno

    code = segno.make_qr(text)
    return str(code.svg_inline(scale=1, border=QUIET, omitsize=True, svgclass="code", lineclass=None, light="#fff"))
