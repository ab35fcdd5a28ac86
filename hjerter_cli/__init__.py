"""hjerter: a command-line score sheet for Hearts (Hjerterfri).

Importing the package changes nothing in the program that imports it: Ctrl-C becomes hjerter's in
the command's launcher (bin/hjerter, `python -m hjerter_cli`), through hjerter_cli/console.py.

The rooms, from the bottom up (README.md, "Development"; tests/test_layout.py holds the layers):
`core/` (every rule, pure), `formats/` (each document's writer and reader), `store/` (the game
file's one home, the club's files), `render/` (what people see, every sentence), `serve/` (the
live page), `cli/` (the command line); `locale/` holds the Danish words. Beside them:

- `__main__.py` (`python -m hjerter_cli`) and `console.py` (the command as its launcher calls it);
- `interrupts.py`: Ctrl-C, from the first line to the last; `errors.py`: the one error root;
- `i18n.py`: `_()` and `ngettext()`, English as written or Danish; `terminal.py`: the one writer
  of every line a person reads;
- `tab.py`: what a Tab offers that only the saved games know (`tab_old_scripts.py` for 1.1's
  completion scripts), without starting the framework.

The package's lines are also the one home of the insides of CPython that hjerter takes by a
private name (here, where every command and Tab has them without a file more to read). README,
"CPython's and typer's insides", lists every inside hjerter leans on, each with its measured
reason and its public fallback; tests/test_cpython.py fails loudly on a Python where one no longer
holds, and checks that hjerter runs the public way without them.

- `signals`: `_signal`, the core of the `signal` module, loaded with the interpreter (`signal`
  imports `enum` besides: 20 M instructions on every command and Tab). The type checker sees
  `signal`.
- `field`: `_collections._tuplegetter`, the accessor collections.namedtuple puts on each field,
  which core/records.py's `Record` uses without importing collections; None on a Python without
  it, where collections.namedtuple makes the records. Found when a record is first made
  (`hjerter --version` makes none).
"""

__version__ = "1.6.0"

TYPE_CHECKING = False
if TYPE_CHECKING:
    import signal as signals
    from typing import Any

    field: Any

else:
    try:
        import _signal as signals
    except ImportError:  # a Python without it: the public module (slower to load)
        import signal as signals

    def __getattr__(name):
        if name != "field":
            raise AttributeError(name)
        global field
        try:
            from _collections import _tuplegetter as field
        except ImportError:  # a Python without it: records made by collections.namedtuple
            field = None
        return field


__all__ = ["__version__", "field", "signals"]
