"""JSON as hjerter prints it: UTF-8 letters as they are, but every character that could steer a
terminal or turn text around escaped (DEL, the C1 controls, the bidi controls, the line and
paragraph separators); json itself escapes the C0 controls."""

from __future__ import annotations

import json
from typing import Any

_STEERING = [0x7F, *range(0x80, 0xA0), 0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)]
_ESCAPES = {code: f"\\u{code:04x}" for code in [*_STEERING, 0x2028, 0x2029]}


def escaped(text: str) -> str:
    """JSON text with the steering characters written as \\u escapes (they occur only in strings)."""
    return text.translate(_ESCAPES)


def dumps(value: Any, indent: int | None = None) -> str:
    """`value` as JSON, letters kept, steering characters escaped."""
    return escaped(json.dumps(value, ensure_ascii=False, indent=indent))
