"""The insides of CPython that hjerter leans on (hjerter_cli/__init__.py): each still holds on this
Python, and without them hjerter runs the public way. A failure here means this Python changed
them: hjerter still works, slower on every command and Tab; find the new cheap way or accept."""

from __future__ import annotations

import collections
import json
import pickle
import signal
import subprocess
import sys

import pytest

import hjerter_cli


def test_signals_is_the_core_of_signal_loaded_with_the_interpreter():
    assert hjerter_cli.signals.__name__ == "_signal", (
        "this Python has no _signal: hjerter imports signal instead, and with it enum, on every Tab"
    )
    started = subprocess.run(
        [sys.executable, "-I", "-S", "-c", "import sys; print('_signal' in sys.modules, 'enum' in sys.modules)"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert started.stdout.split() == ["True", "False"], "_signal is no longer loaded with the interpreter"


@pytest.mark.parametrize("name", ["SIGINT", "SIGALRM", "ITIMER_REAL", "setitimer", "getitimer"])
def test_what_hjerter_takes_from_signals_is_what_signal_gives(name):
    """The numbers are signal's (which wraps them in enums), the functions signal's own."""
    assert getattr(hjerter_cli.signals, name) == getattr(signal, name)


def test_a_handler_set_through_signals_is_the_one_signal_sees():
    def handler(signum, frame):
        pass

    before = hjerter_cli.signals.signal(signal.SIGALRM, handler)
    try:
        assert signal.getsignal(signal.SIGALRM) is handler
    finally:
        signal.signal(signal.SIGALRM, before)


def test_field_is_the_accessor_namedtuple_puts_on_a_field():
    assert type(collections.namedtuple("Pair", "left right").right) is hjerter_cli.field, (
        "collections.namedtuple no longer uses _collections._tuplegetter: records read fields the slow way"
    )
    pair = type("Pair", (tuple,), {"__slots__": (), "right": hjerter_cli.field(1, "The right one.")})
    made = tuple.__new__(pair, ("Ann", "Bo"))
    assert made.right == "Bo" and pair.right.__doc__ == "The right one."
    with pytest.raises(AttributeError):
        made.right = "Cy"


# Without the insides: the private names hidden before hjerter loads (the public modules are
# loaded first, as they would be loaded on a Python without them).
WITHOUT = r"""
import collections, json, operator, pickle, signal, sys
sys.modules["_signal"] = sys.modules["_collections"] = None
import hjerter_cli
from hjerter_cli import interrupts
from hjerter_cli.core.game import add_round, new_game
from hjerter_cli.core.settings import Settings
from hjerter_cli.core.tally import Tally

interrupts.install()
game = new_game(("Ann", "Bo", "Cy", "Di"), Settings(target=50))
for hearts, queen in (((4, 0, 9, 0), 1), ((13, 0, 0, 0), 0), ((1, 2, 3, 7), 3)):
    game, sheet = add_round(game, Tally(hearts, (("queen", queen),)))
print(json.dumps({
    "signals": hjerter_cli.signals.__name__,
    "field": type(type(sheet).totals).__name__,
    "taken": signal.getsignal(signal.SIGINT) == interrupts.Interrupts.take,
    "totals": list(sheet.totals),
    "again": pickle.loads(pickle.dumps(game)) == game,
    "replaced": game._replace(players=("A", "B", "C", "D")).players,
}))
"""


def test_without_the_insides_hjerter_runs_the_public_way():
    """signal and property(itemgetter) stand in: a game scores the same as with the insides."""
    from hjerter_cli.core.game import add_round, new_game
    from hjerter_cli.core.settings import Settings
    from hjerter_cli.core.tally import Tally

    result = subprocess.run([sys.executable, "-c", WITHOUT], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout)
    game = new_game(("Ann", "Bo", "Cy", "Di"), Settings(target=50))
    for hearts, queen in (((4, 0, 9, 0), 1), ((13, 0, 0, 0), 0), ((1, 2, 3, 7), 3)):
        game, sheet = add_round(game, Tally(hearts, (("queen", queen),)))
    assert seen == {
        "signals": "signal",
        "field": "property",
        "taken": True,
        "totals": list(sheet.totals),
        "again": True,
        "replaced": ["A", "B", "C", "D"],
    }
    assert pickle.loads(pickle.dumps(game)) == game


def test_pickler_is_the_c_module_pickle_itself_uses():
    assert hjerter_cli.pickler().__name__ == "_pickle", "this Python has no _pickle: the caches import pickle"
    assert pickle.Unpickler is hjerter_cli.pickler().Unpickler and pickle.dumps is hjerter_cli.pickler().dumps
