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

The package's lines are also the one home of the insides of CPython that hjerter leans on (here,
where every command and Tab has them without a file more to read). Each is a private name, taken
because the public way costs every command and every Tab; each falls back to the public way, so a
Python that changes them still runs hjerter as before, only slower. tests/test_cpython.py fails
loudly on a Python where one no longer holds.

- `signals`: `_signal`, the core of the `signal` module, loaded with the interpreter. `signal`
  itself imports `enum` to wrap its numbers: about 20 million instructions (half of an
  interpreter's start, 40% of a Tab) before a Tab has read anything. hjerter uses only what
  `signal` takes from it unchanged (the type checker sees `signal`).
- `field(index, doc)`: the accessor collections.namedtuple puts on each field of a record
  (`_collections._tuplegetter`), which core/records.py's `Record` uses without importing
  collections. The public stand-in, `property(operator.itemgetter(index))`, costs about 190
  instructions more at every read of a field, and an import on every Tab. Found when a record is
  first made (`hjerter --version` makes none).
- `pickler()`: `_pickle`, pickle's C module, for the caches beside the games (store/cache.py,
  store/clubread.py). `import pickle` loads it and a pure-Python copy besides, with `_compat_pickle`
  and the `struct` and `re` modules, on every `list` and `stats`.
"""

__version__ = "1.5.0"

TYPE_CHECKING = False
if TYPE_CHECKING:
    import signal as signals
    from typing import Any

    def field(index: int, doc: str) -> Any: ...

    def pickler() -> Any: ...

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
        except ImportError:  # a Python without it: the public way (slower at every read)
            from operator import itemgetter

            def field(index, doc):
                return property(itemgetter(index), doc=doc)

        return field

    def pickler():
        try:
            import _pickle

            return _pickle
        except ImportError:  # a Python without it: the public module (more to load)
            import pickle

            return pickle


__all__ = ["__version__", "field", "pickler", "signals"]
