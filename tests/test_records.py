"""Record makes the class typing.NamedTuple makes, without checking each field's type."""

from __future__ import annotations

import pickle
from typing import NamedTuple

import pytest

from hjerter_cli.core.records import Record


class Typed(NamedTuple):
    """A record."""

    name: str
    seats: tuple[int, ...] = ()
    done: bool = False

    @property
    def first(self) -> int:
        return self.seats[0]

    def named(self, name: str) -> Typed:
        return self._replace(name=name)


class Plain(Record):
    """A record."""

    name: str
    seats: tuple[int, ...] = ()
    done: bool = False

    @property
    def first(self) -> int:
        return self.seats[0]

    def named(self, name: str) -> Plain:
        return self._replace(name=name)


def test_a_record_is_the_named_tuple_typing_makes():
    for made in (Typed, Plain):
        one = made("Ann", (2, 3))
        assert made._fields == ("name", "seats", "done")
        assert made._field_defaults == {"seats": (), "done": False}
        assert one == ("Ann", (2, 3), False) and hash(one) == hash(("Ann", (2, 3), False))
        assert repr(one) == f"{made.__name__}(name='Ann', seats=(2, 3), done=False)"
        assert one.first == 2 and one.named("Bo") == made("Bo", (2, 3))
        assert one._asdict() == {"name": "Ann", "seats": (2, 3), "done": False}
        assert made.__doc__ == "A record." and made.__module__ == __name__
        written = {name: getattr(kind, "__forward_arg__", kind) for name, kind in made.__annotations__.items()}
        assert written == {"name": "str", "seats": "tuple[int, ...]", "done": "bool"}  # typing's as ForwardRefs
        assert isinstance(one, tuple) and made.__bases__ == (tuple,)
        assert pickle.loads(pickle.dumps(one)) == one
        with pytest.raises(TypeError):
            made()  # a field without default is required
        with pytest.raises(AttributeError):
            one.name = "Bo"  # type: ignore[misc]


def test_record_itself_makes_nothing():
    with pytest.raises(TypeError):
        Record("x")
