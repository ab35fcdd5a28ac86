"""`Record`, typing.NamedTuple's class syntax, and the few names of `typing` the core uses at run
time, all without importing typing or collections.

A Tab press reads a game with the core, so that it offers exactly what a command accepts; typing
alone costs a Tab more than everything else it does. So at run time:

- `Record` makes the class collections.namedtuple makes (fields, defaults, `_replace`, `_asdict`,
  pickling), with the methods, properties, docstring and annotations as written, by namedtuple's
  own recipe (`__new__` made from source by `eval`, the C accessor of each field), without
  importing collections; on a Python without that accessor, by collections.namedtuple itself;
- `Literal["plus", "minus"]` is the words themselves, a tuple, which `get_args` gives back;
- `assert_never` refuses what the type checker proves cannot come;
- `memo` keeps a pure function's answers by its arguments (settings are frozen and few).

Type checkers see typing's own names (any `if TYPE_CHECKING:` is true for them).
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TypeVar
    from typing import Literal as Literal
    from typing import NamedTuple as Record
    from typing import assert_never as assert_never
    from typing import get_args as get_args

    Function = TypeVar("Function", bound=Callable[..., Any])
else:
    # namedtuple's C accessor of a field; None where this Python has none (README, "CPython's and
    # typer's insides")
    from hjerter_cli import field

    class _Words:
        """`Literal[...]` at run time: the words, as a tuple."""

        def __getitem__(self, words):
            return words if isinstance(words, tuple) else (words,)

    Literal = _Words()

    def get_args(words):
        return words

    def assert_never(value):
        raise AssertionError(f"Expected code to be unreachable, but got: {value!r}")

    _NOT_COPIED = frozenset({"__module__", "__qualname__", "__annotations__", "__dict__", "__weakref__"})

    def _make(cls, iterable):
        made = tuple.__new__(cls, iterable)
        if len(made) != len(cls._fields):
            raise TypeError(f"Expected {len(cls._fields)} arguments, got {len(made)}")
        return made

    def _replace(self, **changes):
        made = self._make(map(changes.pop, self._fields, self))
        if changes:
            raise TypeError(f"Got unexpected field names: {list(changes)!r}")
        return made

    def _repr(self):
        shown = ", ".join(f"{name}={value!r}" for name, value in zip(self._fields, self))
        return f"{type(self).__name__}({shown})"

    def _asdict(self):
        return dict(zip(self._fields, self))

    def _getnewargs(self):
        return tuple(self)

    def _record(typename, namespace):
        if field is None:  # a Python without namedtuple's C accessor: the public way
            return _namedtuple(typename, namespace)
        annotations = dict(namespace.get("__annotations__", {}))
        fields = tuple(annotations)
        defaults = {name: namespace[name] for name in fields if name in namespace}
        arguments = ", ".join(fields) + ("," if len(fields) == 1 else "")
        # As collections.namedtuple does: __new__ from source, so that making one costs a tuple's
        # call. Measured against a __new__ that binds *args/**kwargs and fills in the defaults: a
        # Tally is made in 0.6-1.4 µs instead of 1.4-3.2, a Settings(moon=...) in 0.9-1.5 instead
        # of 3.8-6.2 (two runs on one machine); a long game or a club's history makes tens of
        # thousands of records per command.
        make = eval(  # noqa: S307 - the field names are this package's own identifiers
            f"lambda _cls, {arguments}: _tuple_new(_cls, ({arguments}))",
            {"_tuple_new": tuple.__new__, "__builtins__": {}, "__name__": f"record_{typename}"},
        )
        make.__defaults__ = tuple(defaults.values()) or None
        make.__annotations__ = annotations
        body = {
            "__doc__": namespace.get("__doc__"),
            "__slots__": (),
            "_fields": fields,
            "_field_defaults": defaults,
            "__new__": make,
            "_make": classmethod(_make),
            "_replace": _replace,
            "__repr__": _repr,
            "_asdict": _asdict,
            "__getnewargs__": _getnewargs,
            "__match_args__": fields,
            "__annotations__": annotations,
            "__module__": namespace["__module__"],
            "__qualname__": namespace.get("__qualname__", typename),
        }
        for index, name in enumerate(fields):
            body[name] = field(index, f"Alias for field number {index}")
        body.update({key: value for key, value in namespace.items() if key not in fields and key not in _NOT_COPIED})
        return type.__new__(type, typename, (tuple,), body)

    def _namedtuple(typename, namespace):
        """The same class made by collections.namedtuple (which typing.NamedTuple uses too), the
        methods, properties and docstring as written put on it: the public way, costing an import
        of collections where the interpreter has not loaded it."""
        import collections

        annotations = dict(namespace.get("__annotations__", {}))
        fields = tuple(annotations)
        defaults = [namespace[name] for name in fields if name in namespace]
        made = collections.namedtuple(typename, fields, defaults=defaults, module=namespace["__module__"])
        made.__annotations__ = annotations
        made.__doc__ = namespace.get("__doc__")
        made.__qualname__ = namespace.get("__qualname__", typename)
        for key, value in namespace.items():
            if key not in fields and key not in _NOT_COPIED and key != "__doc__":
                setattr(made, key, value)
        return made

    class _RecordMeta(type):
        def __new__(cls, typename, bases, namespace):
            return _record(typename, namespace)

    _Base = type.__new__(_RecordMeta, "Record", (), {})

    def Record(*args, **kwargs):  # noqa: N802  # named as the class it stands for
        """Only a base class: `class Settings(Record): ...`."""
        raise TypeError("Record is a base class, as typing.NamedTuple is")

    Record.__mro_entries__ = lambda bases: (_Base,)


MEMO_SIZE = 4096  # answers kept per function before they are forgotten and worked out again


def memo(function: Function) -> Function:
    """`function` with its answers kept by its arguments (which must be hashable)."""
    answers: dict[Any, Any] = {}

    def remembered(*arguments: Any) -> Any:
        try:
            return answers[arguments]
        except KeyError:
            if len(answers) >= MEMO_SIZE:
                answers.clear()
            answer = answers[arguments] = function(*arguments)
            return answer

    # One argument: the one asked last is known by identity, unhashed (a game's settings are asked
    # of every round; hashing their sixteen fields cost more than the answer).
    last: list[Any] = [answers, None]  # nothing asked yet: no argument is this dict

    def remembered_one(argument: Any) -> Any:
        if argument is last[0]:
            return last[1]
        try:
            answer = answers[argument]
        except KeyError:
            if len(answers) >= MEMO_SIZE:
                answers.clear()
            answer = answers[argument] = function(argument)
        last[0], last[1] = argument, answer
        return answer

    code = function.__code__
    one = code.co_argcount == 1 and not code.co_kwonlyargcount and not code.co_flags & 0x0C  # no *args, **kwargs
    made: Any = remembered_one if one else remembered
    made.__doc__, made.__name__, made.__wrapped__ = function.__doc__, function.__name__, function
    made.__qualname__ = function.__qualname__
    return made
