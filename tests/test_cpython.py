"""The insides of CPython and typer that hjerter leans on, every one listed in README ("CPython's and
typer's insides") with its measured reason and its public fallback: each still holds on this
Python, and without them hjerter runs the public way. A failure here means this Python changed
them: hjerter still works, slower on every command and Tab; find the new cheap way or accept.
typer's are checked one by one in tests/test_framework.py."""

from __future__ import annotations

import collections
import json
import pickle
import signal
import subprocess
import sys
from pathlib import Path

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
# loaded first, as they would be loaded on a Python without them; `_collections` without the
# accessor, as on a Python that has none).
WITHOUT = r"""
import sys
sys.modules["_pickle"] = None  # pickle's pure-Python classes: the caches' rows read as plain data all the same
import collections, json, operator, pickle, signal, types
without = types.ModuleType("_collections")
without.__dict__.update({k: v for k, v in vars(sys.modules["_collections"]).items() if k != "_tuplegetter"})
sys.modules["_collections"] = without
sys.modules["_signal"] = sys.modules["marshal"] = None
import hjerter_cli
from hjerter_cli import interrupts
from hjerter_cli.core.game import add_round, new_game
from hjerter_cli.core.settings import Settings
from hjerter_cli.core.tally import Tally
from hjerter_cli.store import kept

interrupts.install()
game = new_game(("Ann", "Bo", "Cy", "Di"), Settings(target=50))
for hearts, queen in (((4, 0, 9, 0), 1), ((13, 0, 0, 0), 0), ((1, 2, 3, 7), 3)):
    game, sheet = add_round(game, Tally(hearts, (("queen", queen),)))
rows = [("a", (1, 2, 3, 4), ("Ann", "Bo"), 2.5, True, None)]
print(json.dumps({
    "signals": hjerter_cli.signals.__name__,
    "field": hjerter_cli.field,
    "made by": Tally.__new__.__globals__["__name__"],
    "taken": signal.getsignal(signal.SIGINT) == interrupts.Interrupts.take,
    "totals": list(sheet.totals),
    "again": pickle.loads(pickle.dumps(game)) == game,
    "replaced": game._replace(players=("A", "B", "C", "D")).players,
    "repr": repr(Settings(target=50)) == repr(Settings(target=50)._replace()),
    "rows": kept.plain_data(kept.pickled(rows)) == rows,
    "no class": kept.plain_data(pickle.dumps(collections.OrderedDict())) is None,
    "serial": kept.serial(rows) == repr(rows).encode(),
}))
"""


@pytest.mark.slow
def test_without_the_insides_hjerter_runs_the_public_way():
    """signal, collections.namedtuple and repr stand in: a game scores the same as with the insides,
    and the caches' rows are kept and read back as plain data alone (by pickle's pure-Python
    classes too)."""
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
        "field": None,
        "made by": "namedtuple_Tally",
        "taken": True,
        "totals": list(sheet.totals),
        "again": True,
        "replaced": ["A", "B", "C", "D"],
        "repr": True,
        "rows": True,
        "no class": True,
        "serial": True,
    }
    assert pickle.loads(pickle.dumps(game)) == game


def test_records_are_made_by_namedtuples_recipe_and_the_public_way_makes_the_same():
    """core/records.py makes each Record by namedtuple's own recipe (a `__new__` made by eval, the
    C accessor on each field); on a Python without the accessor collections.namedtuple makes it:
    the two classes behave alike."""
    from hjerter_cli.core import records
    from hjerter_cli.core.tally import Tally

    assert Tally.__new__.__globals__["__name__"] == "record_Tally" and type(Tally.hearts) is hjerter_cli.field

    def namespace() -> dict:
        def total(self) -> int:
            return self.left + self.right

        return {
            "__module__": __name__,
            "__qualname__": "Pair",
            "__doc__": "Two numbers.",
            "__annotations__": {"left": "int", "right": "int", "name": "str"},
            "right": 2,
            "name": "p",
            "total": property(total),
        }

    fast, public = records._record("Pair", namespace()), records._namedtuple("Pair", namespace())
    assert public.__new__.__globals__["__name__"] == "namedtuple_Pair"
    for made in (fast, public):
        pair = made(1)
        assert (pair, pair.total, made(1, 5, name="q").right) == ((1, 2, "p"), 3, 5)
        assert made._fields == ("left", "right", "name") and made._field_defaults == {"right": 2, "name": "p"}
        assert repr(pair) == "Pair(left=1, right=2, name='p')" and pair._asdict() == {
            "left": 1,
            "right": 2,
            "name": "p",
        }
        assert pair._replace(right=7) == (1, 7, "p") and made._make((3, 4, "r")).total == 7
        assert made.__doc__ == "Two numbers." and made.__match_args__ == ("left", "right", "name")
        with pytest.raises(TypeError):
            made(1, 2, "p", 4)
        with pytest.raises(TypeError):
            made()
        with pytest.raises(AttributeError):
            pair.left = 2


def test_a_frame_is_walked_by_its_documented_attributes_and_without_them_ctrl_c_is_taken_at_once():
    """interrupts.py walks the frames a signal came in (`f_code`, `f_back`) to keep a Ctrl-C out
    of code run on the side; a frame without them (another Python) is on no side."""
    from hjerter_cli.interrupts import Interrupts

    class Finalized:
        def __del__(self):
            seen.append(Interrupts._on_the_side(sys._getframe()))

    seen: list[bool] = []
    Finalized()
    assert seen == [True] and not Interrupts._on_the_side(sys._getframe())
    assert not Interrupts._on_the_side(object())
    with pytest.raises(KeyboardInterrupt):
        Interrupts.take(signal.SIGINT, object())


def _insides_listed() -> str:
    """README's list of the insides hjerter leans on."""
    readme = (PACKAGE.parent / "README.md").read_text(encoding="utf-8")
    return readme.split("### CPython's and typer's insides", 1)[1].split("\n#", 1)[0]


def _insides_used() -> set[str]:
    """Every private module of CPython hjerter imports (with the names it takes from one), every
    name it imports from typer's own modules, and the other insides by their mark in the code."""
    import ast

    used = set()
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Import):
                used |= {alias.name for alias in node.names if alias.name.startswith(("_", "typer."))}
                used -= {"__future__"}
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                typers = node.module.startswith("typer.") and path.name == "framework.py"
                if node.module.startswith("_") and node.module != "__future__" or typers:
                    used |= {f"{node.module}.{alias.name}" for alias in node.names}
            elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "eval":
                used.add("eval")
            elif isinstance(node, ast.Attribute) and node.attr in FRAMES:
                used.add(node.attr)
            elif isinstance(node, ast.Constant) and node.value in FRAMES:  # getattr(frame, "f_back")
                used.add(node.value)
        used |= {"marshal"} if "import marshal" in text else set()
    return used


PACKAGE = Path(__file__).resolve().parent.parent / "hjerter_cli"
FRAMES = ("f_back", "f_code", "_protected_args")  # attributes that are insides, however they are read


def _unlisted(listed: str, used: set[str]) -> list[str]:
    """The insides used that the list does not name (by its full name, or a dotted name's last part
    after a dot: `HelpFormatter.write_text`, `.getvalue`)."""
    return sorted(name for name in used if f"`{name}" not in listed and f".{name.rsplit('.', 1)[-1]}`" not in listed)


@pytest.mark.slow
def test_every_inside_hjerter_uses_is_listed_in_the_readme():
    listed, used = _insides_listed(), _insides_used()
    assert {"_signal", "_collections._tuplegetter", "eval", "f_back", "marshal"} <= used
    assert {"typer._click.exceptions.UsageError", "typer.core.TyperArgument", "_protected_args"} <= used
    assert not _unlisted(listed, used), "README's \"CPython's and typer's insides\" does not list them"


@pytest.mark.slow
@pytest.mark.parametrize("inside", ["_signal", "_protected_args", "typer.core.TyperArgument"])
def test_an_inside_left_out_of_the_list_is_seen(inside):
    listed = _insides_listed().replace(f"`{inside}", "`something else")
    assert _unlisted(listed, _insides_used()) == [inside]
