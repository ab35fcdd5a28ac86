"""`Record`: typing.NamedTuple's class syntax, made without checking each field's type.

typing.NamedTuple checks every field's annotation as it makes the class, and with postponed
annotations (`from __future__ import annotations`) each check compiles the annotation's text:
for the records a command makes at start-up that was a good part of its own time. `Record`
makes the same class, by collections.namedtuple, with the defaults, methods, properties,
docstring and annotations as written; type checkers see typing.NamedTuple itself.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from typing import NamedTuple as Record
else:
    import collections

    _NOT_COPIED = frozenset({"__module__", "__name__", "__annotations__"})

    class _RecordMeta(type):
        def __new__(cls, typename: str, bases: tuple[type, ...], namespace: dict[str, Any]) -> type:
            fields = namespace.get("__annotations__", {})
            defaults = [namespace[name] for name in fields if name in namespace]
            made = collections.namedtuple(typename, fields, defaults=defaults, module=namespace["__module__"])
            made.__annotations__ = made.__new__.__annotations__ = dict(fields)
            for key, value in namespace.items():
                if key not in _NOT_COPIED and key not in fields:
                    setattr(made, key, value)
            return made

    _Base = type.__new__(_RecordMeta, "Record", (), {})

    def Record(*args: Any, **kwargs: Any) -> None:  # noqa: N802  # named as the class it stands for
        """Only a base class: `class Settings(Record): ...`."""
        raise TypeError("Record is a base class, as typing.NamedTuple is")

    Record.__mro_entries__ = lambda bases: (_Base,)
