"""The user data dir hjerter keeps games in, when neither --data-dir nor $HJERTER_DATA_DIR says.

platformdirs decides it. On Linux and the BSDs its answer is plain to work out and importing it
costs more than a Tab may take, so there it is worked out here, by platformdirs' own rule; in any
case that rule does not cover plainly (another system, Android, a missing or relative $HOME),
platformdirs is asked.
"""

import os
import sys

APP = "hjerter"


def user_data_dir() -> str:
    """platformdirs.user_data_dir("hjerter", appauthor=False), quickly where it can be."""
    quick = _xdg_data_dir()
    if quick is not None:
        return quick
    import platformdirs

    return platformdirs.user_data_dir(APP, appauthor=False)


def _xdg_data_dir() -> str | None:
    """$XDG_DATA_HOME/hjerter, else $HOME/.local/share/hjerter, where the XDG rule applies plainly."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")) or "ANDROID_DATA" in os.environ:
        return None
    xdg = os.environ.get("XDG_DATA_HOME", "")
    if xdg.startswith("/"):
        return os.path.join(xdg, APP)
    home = os.environ.get("HOME", "")
    if home.startswith("/"):
        return os.path.join(home, ".local", "share", APP)
    return None
