"""hjerter: a command-line score sheet for Hearts (Hjerterfri).

Importing the package changes nothing in the program that imports it: Ctrl-C becomes hjerter's
in the command's launcher (bin/hjerter, `python -m hjerter_cli`), through hjerter_cli/console.py."""

__version__ = "1.4.0"
