"""hjerter: a command-line score sheet for Hearts (Hjerterfri)."""

__version__ = "1.2.0"
