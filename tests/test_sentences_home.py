"""Every sentence a person reads has its home in render/ (the words) and locale/ (their Danish):
cli/ asks for a sentence by name and holds none itself, but for the help of its Typer declarations.

The rule, as the check below reads the code of hjerter_cli/cli/:

1. A literal (a string or an f-string) given to `_()`, `N_()`, `fixed()` or `ngettext()` is a
   sentence, and belongs in render/, unless it is help:
   - inside a keyword argument of a Typer declaration: help=, short_help=, epilog=, metavar=,
     options_metavar=, subcommand_metavar=;
   - in an option or an argument declared at a module's top level (`Annotated[type, typer.Option(...)]`);
   - in cli/manual.py, which makes the manual page out of the help, and where help text is made:
     app.py's `short_help` (the command list's lines), options.py's `examples` and `EXAMPLE_NAMES`
     (the names in the examples).
2. A literal with words in it is never written straight to a person (`write(...)`) nor raised as
   an error's text (`RefusedError(...)`, `UsageError(...)`, `typer.BadParameter(...)`, ...): a
   sentence comes from render/. A name and a number that read the same in every language (the
   version line, `hjerter 1.5.0`) are no sentence.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parent.parent / "hjerter_cli"

WORDS = ("_", "N_", "fixed", "ngettext")
HELP_KEYWORDS = {"help", "short_help", "epilog", "metavar", "options_metavar", "subcommand_metavar"}
HELP_MAKERS: dict[str, set[str] | None] = {  # None: the whole module
    "cli/manual.py": None,
    "cli/app.py": {"short_help"},
    "cli/options.py": {"examples", "EXAMPLE_NAMES"},
}
WRITERS = {"write", "echo", "secho", "print"}
THE_SAME_IN_EVERY_LANGUAGE = {"hjerter"}


def _literal(node: ast.AST) -> bool:
    return (isinstance(node, ast.Constant) and isinstance(node.value, str)) or isinstance(node, ast.JoinedStr)


def _has_words(node: ast.AST) -> bool:
    """Whether a literal says something in a language: letters, once its placeholders and the
    program's name are taken out."""
    if isinstance(node, ast.Constant):
        text = str(node.value)
    else:
        assert isinstance(node, ast.JoinedStr)
        text = "".join(str(part.value) for part in node.values if isinstance(part, ast.Constant))
    text = re.sub(r"\{[^}]*\}", " ", text)
    return any(re.search("[^\\W\\d_]{2,}", word) for word in text.split() if word not in THE_SAME_IN_EVERY_LANGUAGE)


def _name(func: ast.AST) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _defines(node: ast.stmt) -> set[str]:
    """The names a statement at a module's top level defines (a function, a class, a constant)."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return {node.name}
    targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
    return {target.id for target in targets if isinstance(target, ast.Name)}


def _allowed(tree: ast.Module, module: str) -> set[int]:
    """The nodes where help is made (rule 1's exceptions), by id."""
    allowed: set[int] = set()
    makers = HELP_MAKERS.get(module, set())
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg in HELP_KEYWORDS:
            allowed |= {id(inner) for inner in ast.walk(node.value)}
    for node in tree.body:
        if makers is None or _defines(node) & makers:
            allowed |= {id(inner) for inner in ast.walk(node)}
        elif not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            for inner in ast.walk(node):  # a declaration Typer reads: Annotated[type, typer.Option(...)]
                if isinstance(inner, ast.Subscript) and _name(inner.value) == "Annotated":
                    allowed |= {id(part) for part in ast.walk(inner)}
    return allowed


def sentences_in(source: str, module: str = "cli/example.py") -> list[tuple[int, str]]:
    """The sentences a module of cli/ holds by the rule above: (line, the call) each."""
    tree = ast.parse(source)
    allowed = _allowed(tree, module)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        ours = isinstance(node.func, ast.Name) and name in WORDS  # typer.core._ is the framework's own
        translated = ours and id(node) not in allowed and any(_literal(arg) for arg in node.args)
        said = (name in WRITERS or name.endswith(("Error", "Problem")) or name == "BadParameter") and any(
            _literal(arg) and _has_words(arg) for arg in node.args[:1]
        )
        if translated or said:
            found.append((node.lineno, ast.unparse(node)[:100]))
    return found


def sentences_by_module(package: Path = PACKAGE) -> dict[str, list[tuple[int, str]]]:
    """Each module of `package`/cli (and of the live page's room, serve/) that holds sentences, with them."""
    found = {}
    for path in sorted([*(package / "cli").rglob("*.py"), *(package / "serve").rglob("*.py")]):
        module = str(path.relative_to(package))
        held = sentences_in(path.read_text(encoding="utf-8"), module)
        if held:
            found[module] = held
    return found


@pytest.mark.slow
def test_the_command_line_holds_no_sentence_for_a_person():
    assert sentences_by_module() == {}


@pytest.mark.parametrize(
    "source",
    [
        'write(_("Deleted {name}.").format(name=name))',
        'raise RefusedError(_("Nothing was saved."))',
        'question = ngettext("{count} round", "{count} rounds", count)',
        'def said():\n    return _(f"Round {number}")',
        'write("Nothing was saved.")',
        'raise UsageError(f"{option} needs a value.")',
        'raise typer.BadParameter("not a number")',
        'def words():\n    return {"table": _("Wrote the sheet to {path}.")}',
        'NOTHING = _("Nothing was saved.")',
        'nothing_saved = fixed("Nothing was saved.")',
    ],
)
def test_the_check_sees_a_sentence_in_the_command_line(source):
    assert sentences_in(source)


@pytest.mark.parametrize(
    "source",
    [
        'Option = Annotated[bool, typer.Option("--sun", help=_("The shooter took every trick."))]',
        'def f(name: Annotated[str, typer.Argument(metavar=_("NAME"), help=_("The game."))]): ...',
        'def build():\n    return typer.Typer(help=_("Score Hearts."), options_metavar=_("[OPTIONS]"))',
        'QueenOption = Annotated[list[str] | None, card_option(_("Q♠"))]',
        "def f():\n    write(said.deleted(name))",
        'def f():\n    write(f"hjerter {__version__}")',
        'def f():\n    write("\\n".join(lines))',
    ],
)
def test_the_check_leaves_help_and_sentences_asked_for_by_name(source):
    assert sentences_in(source) == []
