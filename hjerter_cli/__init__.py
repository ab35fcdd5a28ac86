"""hjerter: a command-line score sheet for Hearts (Hjerterfri)."""

from hjerter_cli import interrupts as _interrupts

__version__ = "1.3.0"

_interrupts.install()  # Ctrl-C is hjerter's from its first line (hjerter_cli/interrupts.py)
