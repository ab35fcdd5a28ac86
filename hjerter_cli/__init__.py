"""hjerter: a command-line score sheet for Hearts (Hjerterfri)."""

import _signal  # type: ignore[import-not-found]  # signal's core, loaded with Python: Ctrl-C is ours from here
import sys

__version__ = "1.3.0"


class _Interrupts:
    """How Ctrl-C (SIGINT) is taken, from hjerter's first line to its last.

    Until the command's own guard stands (`guarded`), nothing can have been changed: Ctrl-C says
    so and ends the process with 130, even in the middle of an import. Once it stands, Ctrl-C is
    KeyboardInterrupt, which the guard and the command's boundary turn into one true sentence.
    Either way it never lands in code Python runs on the side (a callback as an import finishes,
    a finalizer, the hook for exceptions Python cannot raise), where it would be printed and
    forgotten, nor in a class's `__set_name__`, whose exceptions Python 3.11 turns into a
    RuntimeError: there the signal is raised again, to be taken at the next line of ordinary code."""

    guarded = False
    side: set[object] = set()  # the code objects of the callbacks on the side

    @classmethod
    def take(cls, signum: int, frame: object) -> None:
        if cls._on_the_side(frame):
            _signal.raise_signal(signum)
            return
        if cls.guarded:
            raise KeyboardInterrupt
        cls.guarded = True  # a second Ctrl-C while this one is said is KeyboardInterrupt: ended below
        try:
            from hjerter_cli.i18n import _

            sentence = _("Cancelled; nothing was changed.")
        except BaseException:  # interrupted again, or the words cannot be had: the sentence as it is
            sentence = "Cancelled; nothing was changed."
        try:
            import sys

            sys.stderr.write(sentence + "\n")
            sys.stderr.flush()
        except BaseException:
            pass
        raise SystemExit(130)

    @classmethod
    def _on_the_side(cls, frame: object) -> bool:
        while frame is not None:
            code = frame.f_code  # type: ignore[attr-defined]
            if code in cls.side or code.co_name in ("__set_name__", "__del__"):
                return True
            if code.co_name == "cb" and code.co_filename == "<frozen importlib._bootstrap>":
                return True
            frame = frame.f_back  # type: ignore[attr-defined]
        return False


def _running_hjerter() -> bool:
    """Whether this process is the command (its console script, or `python -m hjerter_cli`), not a
    program that imports the package (a test runner keeps its own Ctrl-C)."""
    started = sys.argv[0].replace("\\", "/").rpartition("/")[2] if sys.argv else ""
    return started == "-m" or started.partition(".")[0] in ("hjerter", "hjerter-script")


if _running_hjerter():
    _signal.signal(_signal.SIGINT, _Interrupts.take)
