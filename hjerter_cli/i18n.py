"""Words for people go through `_()`, so a catalogue (say Danish) can be dropped in later."""

import gettext
from pathlib import Path

_LOCALE_DIR = Path(__file__).parent / "locale"

_translation = gettext.translation("hjerter", localedir=_LOCALE_DIR, fallback=True)
_ = _translation.gettext
ngettext = _translation.ngettext
