"""Words for people go through `_()`, so a catalogue (say Danish) can be dropped in later."""

import gettext
from pathlib import Path

_LOCALE_DIR = Path(__file__).parent / "locale"

_ = gettext.translation("hjerter", localedir=_LOCALE_DIR, fallback=True).gettext
